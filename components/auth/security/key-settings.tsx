'use client';

/**
 * The passkey and security-key cards of /security (Kratos `passkey` and `webauthn` groups; Ory Elements
 * Form.PasskeySettings and Form.WebauthnSettings slots): the passkeys the person has (name and the day it was
 * added), each with its remove button, which asks first (./destructive-action.tsx), and the button that asks the
 * browser to create a new one.
 */
import {
  Node,
  type OryNodeSettingsButton,
  type OrySettingsPasskeyProps,
  type OrySettingsWebauthnProps,
} from '@ory/elements-react';
import { useFormatter, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { keyDisplayName } from '@/lib/auth/settings-groups';
import { DestructiveAction } from './destructive-action';
import { useSecurityTexts } from './security-texts-context';
import { kratosDisabled, settingsSubmitProps } from './settings-button';

interface KeyContext {
  display_name?: string;
  added_at?: string;
}

/** Whether Kratos marks a remove node disabled (the key is the last way in). */

/** The list of registered keys, each with its remove button. */
function KeyList({ buttons, isSubmitting }: { buttons: OryNodeSettingsButton[]; isSubmitting: boolean }) {
  const t = useTranslations('auth.securityCards.passkey');
  const texts = useSecurityTexts();
  const format = useFormatter();
  if (!buttons.length) return <p className="text-sm text-grey-500">{t('none')}</p>;
  return (
    <ul className="flex flex-col gap-2" aria-label={t('listLabel')} data-testid="passkey-list">
      {buttons.map((button, index) => {
        const context = (button.meta.label?.context ?? {}) as KeyContext;
        // Kratos's passkey method keeps no name: "Passkey 1", "Passkey 2"… in the person's language instead.
        const name = keyDisplayName(context.display_name) ?? t('unnamed', { number: index + 1 });
        const added = context.added_at ? new Date(context.added_at) : null;
        return (
          <li
            key={String(button.attributes.value)}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-grey-100 px-3 py-2"
          >
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-semibold text-text">{name}</span>
              {added && !Number.isNaN(added.getTime()) ? (
                <span className="text-xs text-grey-500">
                  {t('added', { date: format.dateTime(added, { dateStyle: 'medium' }) })}
                </span>
              ) : null}
            </span>
            <DestructiveAction
              label={t('removeShort')}
              accessibleName={t('remove', { name })}
              question={texts('key.question', { name })}
              confirmLabel={texts('key.confirm')}
              keepLabel={texts('key.keep')}
              // The confirm submits passkey_remove / webauthn_remove; disabled where Kratos disables the last way in.
              submit={settingsSubmitProps(button, isSubmitting)}
              isSubmitting={isSubmitting}
              disabled={kratosDisabled(button)}
              // The node's name and value on the first button as well (a type="button" never submits them): the
              // server's HTML keeps a remove Kratos disables disabled until Ory Elements runs, as the deferred form
              // matches controls by name and value (../deferred-form.ts enableServerControls).
              triggerProps={{ name: button.attributes.name, value: String(button.attributes.value ?? '') }}
              className="basis-full"
            />
          </li>
        );
      })}
    </ul>
  );
}

function AddButton({
  trigger,
  isSubmitting,
  label,
}: {
  trigger: OryNodeSettingsButton;
  isSubmitting: boolean;
  label: string;
}) {
  return (
    <Button
      {...trigger.buttonProps}
      value={String(trigger.buttonProps.value ?? '')}
      width="full"
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting ? <ButtonSpinner /> : null}
      {label}
    </Button>
  );
}

/** Kratos `passkey` group: passkeys sign in on their own (no e-mail, no password). */
export function PasskeySettings({ triggerButton, removeButtons, isSubmitting }: OrySettingsPasskeyProps) {
  const t = useTranslations('auth.securityCards.passkey');
  return (
    <div className="flex flex-col gap-4">
      <KeyList buttons={removeButtons} isSubmitting={isSubmitting} />
      <AddButton trigger={triggerButton} isSubmitting={isSubmitting} label={t('add')} />
    </div>
  );
}

/** Kratos `webauthn` group (off in the sandbox's Kratos; shown if a deployment turns it on): named security keys. */
export function WebauthnSettings({ nameInput, triggerButton, removeButtons, isSubmitting }: OrySettingsWebauthnProps) {
  const t = useTranslations('auth.securityCards.webauthn');
  return (
    <div className="flex flex-col gap-4">
      <KeyList buttons={removeButtons} isSubmitting={isSubmitting} />
      <Node node={nameInput} />
      <AddButton trigger={triggerButton} isSubmitting={isSubmitting} label={t('add')} />
    </div>
  );
}
