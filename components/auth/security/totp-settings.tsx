'use client';

/**
 * The authenticator-app card of /security (Kratos `totp` group; Ory Elements Form.TotpSettings slot):
 * not linked: the set-up, started on request (./totp-set-up.tsx), confirmed by the card's save button; linked: what
 * that means and the button that turns it off, which asks first (./destructive-action.tsx).
 */
import type { OrySettingsTotpProps } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { DestructiveAction } from './destructive-action';
import { useSecurityTexts } from './security-texts-context';
import { TotpSetUp } from './totp-set-up';

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
  if (!totpUnlink) return <TotpSetUp totpImage={totpImage} totpSecret={totpSecret} totpInput={totpInput} />;
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
