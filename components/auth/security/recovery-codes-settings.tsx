'use client';

/**
 * The recovery-codes card of /security (Kratos `lookup_secret` group; Ory Elements
 * Form.RecoveryCodesSettings slot). Kratos shows the codes only when asked (reveal) or just made (regenerate,
 * then confirm in the card's footer); the card says how many are left once they are shown and offers them as a
 * text file. Codes never leave the browser except as that download.
 */
import { useOryFlow, type OrySettingsRecoveryCodesProps } from '@ory/elements-react';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { recoveryCodeState, recoveryCodesFile } from '@/lib/auth/settings-groups';

/** Offers `text` as a download named `name` (a Blob URL, revoked at once). */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesSettings({
  revealButton,
  regenerateButton,
  onRegenerate,
  onReveal,
  isSubmitting,
}: OrySettingsRecoveryCodesProps) {
  const t = useTranslations('auth.securityCards.lookup_secret');
  const locale = useLocale();
  const { flow } = useOryFlow();
  const codesNode = flow.ui.nodes.find(
    (n) => n.group === 'lookup_secret' && (n.attributes as { id?: unknown }).id === 'lookup_secret_codes',
  );
  const context = (
    codesNode?.attributes as { text?: { context?: { secrets?: Array<{ id?: number; text?: string }> } } }
  )?.text?.context;
  const { unused, used } = recoveryCodeState(context?.secrets);
  const shown = unused.length + used > 0;
  const named = (name: string) => flow.ui.nodes.some((n) => (n.attributes as { name?: unknown }).name === name);
  // Just made, not yet confirmed (the footer shows Kratos's confirm button).
  const pending = named('lookup_secret_confirm');
  // Codes exist: the footer shows "disable", which asks first (./recovery-codes-off.tsx); regenerate is offered
  // here. Without codes the footer shows "create".
  const active = named('lookup_secret_disable');

  return (
    <div className="flex flex-col gap-4">
      {shown ? (
        <>
          <p className="text-sm text-text" data-testid="recovery-codes-left">
            {t('left', { count: unused.length, total: unused.length + used })}
          </p>
          {pending ? <p className="text-sm text-grey-500">{t('saveThem')}</p> : null}
          <ul
            className="grid grid-cols-2 gap-2 rounded-lg bg-grey-50 p-3 font-mono text-sm text-text"
            aria-label={t('listLabel')}
            data-testid="recovery-codes"
          >
            {unused.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <Button
            variant="secondary"
            width="full"
            onClick={() =>
              download(
                'recovery-codes.txt',
                recoveryCodesFile(unused, t('fileTitle'), new Date().toLocaleString(locale)),
              )
            }
          >
            {t('download')}
          </Button>
        </>
      ) : null}
      {revealButton && !shown ? (
        <Button
          type="submit"
          variant="secondary"
          width="full"
          onClick={onReveal}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? <ButtonSpinner /> : null}
          {t('reveal')}
        </Button>
      ) : null}
      {regenerateButton && active ? (
        <Button type="submit" variant="secondary" width="full" onClick={onRegenerate} disabled={isSubmitting}>
          {t('regenerate')}
        </Button>
      ) : null}
    </div>
  );
}
