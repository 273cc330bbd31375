'use client';

/**
 * The authenticator-app card of /security (Kratos `totp` group; Ory Elements Form.TotpSettings slot):
 * not linked: the QR code, the secret as text (to type into an app that cannot scan) and the code input, confirmed
 * by the card's submit button; linked: what that means and the button that turns it off, which asks first
 * (./destructive-action.tsx).
 */
import { Node, type OrySettingsTotpProps } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { useSecurityTexts } from '@/components/account/security-texts-context';
import { DestructiveAction } from './destructive-action';

/** See the module comment. */
export function TotpSettings({
  totpImage,
  totpSecret,
  totpInput,
  totpUnlink,
  onUnlink,
  isSubmitting,
}: OrySettingsTotpProps) {
  const t = useTranslations('auth.securityCards.totp');
  const texts = useSecurityTexts();
  if (!totpUnlink) {
    const secret = totpSecret?.attributes.text.text;
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-text">{t('scan')}</p>
        {totpImage ? (
          <div className="self-center rounded-lg bg-white p-2">
            {/* eslint-disable-next-line @next/next/no-img-element -- Kratos sends the QR code as a data: URL */}
            <img src={totpImage.attributes.src} width={180} height={180} alt={t('qrAlt')} data-testid="totp-qr" />
          </div>
        ) : null}
        {secret ? (
          <div className="flex flex-col gap-1">
            <span className="text-sm text-grey-500" id="totp-secret-label">
              {t('secretLabel')}
            </span>
            <code
              aria-labelledby="totp-secret-label"
              className="rounded-lg bg-grey-50 px-3 py-2 font-mono text-sm break-all text-text select-all"
              data-testid="totp-secret"
            >
              {secret}
            </code>
          </div>
        ) : null}
        {totpInput ? <Node node={totpInput} /> : null}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3" data-testid="totp-linked">
      <p className="text-sm text-text">{t('linked')}</p>
      <DestructiveAction
        label={t('unlink')}
        question={texts('totp.question')}
        confirmLabel={texts('totp.confirm')}
        keepLabel={texts('totp.keep')}
        // Kratos's totp_unlink node: onUnlink puts it and method=totp in the form's values, the submit sends them.
        submit={{
          type: 'submit',
          name: totpUnlink.attributes.name,
          value: String(totpUnlink.attributes.value ?? 'true'),
          onClick: onUnlink,
        }}
        isSubmitting={isSubmitting}
        width="full"
        testId="totp-turn-off"
      />
    </div>
  );
}
