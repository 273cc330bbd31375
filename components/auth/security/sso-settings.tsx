'use client';

/**
 * The Google card of /security (Kratos `oidc` group; Ory Elements Form.SsoSettings slot): link Google, or
 * unlink it, which asks first (./destructive-action.tsx). Kratos offers no unlink button when Google is the only way
 * into the account; the card then says so and what to add first, instead of a button that would fail.
 */
import type { OryNodeSettingsButton, OrySettingsSsoProps } from '@ory/elements-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useSecurityTexts } from './security-texts-context';
import { GoogleLogo } from '../google-logo';
import { DestructiveAction } from './destructive-action';
import { kratosDisabled, settingsSubmitProps } from './settings-button';

function providerName(button: OryNodeSettingsButton): string {
  return String(button.attributes.value) === 'google' ? 'Google' : String(button.attributes.value);
}

/** See the module comment. */
export function SsoSettings({ linkButtons, unlinkButtons, isSubmitting }: OrySettingsSsoProps) {
  const t = useTranslations('auth.securityCards.oidc');
  const texts = useSecurityTexts();
  return (
    <div className="flex flex-col gap-3">
      {unlinkButtons.map((button) => {
        const provider = providerName(button);
        return (
          <div key={`unlink-${String(button.attributes.value)}`} className="flex flex-col gap-2">
            <p className="text-sm text-text" data-testid="oidc-linked">
              {t('linked', { provider })}
            </p>
            <DestructiveAction
              label={t('unlink', { provider })}
              question={texts('oidc.question', { provider })}
              confirmLabel={texts('oidc.confirm')}
              keepLabel={texts('oidc.keep')}
              submit={settingsSubmitProps(button, isSubmitting)}
              isSubmitting={isSubmitting}
              disabled={kratosDisabled(button)}
              width="full"
              testId="oidc-unlink"
            />
          </div>
        );
      })}
      {linkButtons.map((button) => (
        <Button
          key={`link-${String(button.attributes.value)}`}
          {...settingsSubmitProps(button, isSubmitting)}
          variant="secondary"
          width="full"
        >
          <GoogleLogo />
          {t('link', { provider: providerName(button) })}
        </Button>
      ))}
      {!linkButtons.length && !unlinkButtons.length ? (
        <p className="text-sm text-text" data-testid="oidc-only-way-in">
          {t('onlyWayIn')}
        </p>
      ) : null}
    </div>
  );
}
