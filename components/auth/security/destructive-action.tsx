'use client';

/**
 * A /security card's action that removes a way to sign in (spec §2 /security, §7 settings flow: turn off the
 * authenticator app or the recovery codes, remove a passkey, disconnect Google). It looks like what it does (the
 * danger button), its name says what it removes ("Turn off the authenticator app", "Remove Passkey 1"), and it asks
 * first (components/ui/confirm-prompt.tsx): only the confirm button submits the card's form with Kratos's node,
 * and Escape or the keep button leaves everything as it was.
 */
import { useState } from 'react';
import { ConfirmPrompt, type ConfirmPromptProps } from '@/components/ui/confirm-prompt';
import { ButtonSpinner } from '@/components/ui/spinner';

export interface DestructiveActionProps {
  /** The button's text, e.g. "Turn off the authenticator app" or "Remove". */
  label: string;
  /** The button's name when its text does not say what it removes ("Remove" → "Remove Passkey 1"). */
  accessibleName?: string;
  /** The question, e.g. "Remove Passkey 1? You will no longer be able to sign in with it." */
  question: string;
  /** The confirm button's text, e.g. "Remove". */
  confirmLabel: string;
  /** The button that keeps things as they are, e.g. "Keep it". */
  keepLabel: string;
  /** Props of the confirm button that make it act: Kratos's node as a submit (name, value, onClick). */
  submit: ConfirmPromptProps['confirmProps'];
  /** Whether the card's form is submitting (the confirm shows a spinner; both buttons wait). */
  isSubmitting: boolean;
  /** Kratos refuses the action (e.g. the remove of the last way in): the button is disabled. */
  disabled?: boolean;
  /** Kratos's node name and value on the button too (ConfirmPromptProps triggerProps; see key-settings.tsx). */
  triggerProps?: ConfirmPromptProps['triggerProps'];
  width?: 'auto' | 'full';
  /** Classes of the question's group, e.g. `basis-full` in a list row. */
  className?: string;
  testId?: string;
}

/** See the module comment. */
export function DestructiveAction({ submit, isSubmitting, confirmLabel, keepLabel, ...rest }: DestructiveActionProps) {
  const [asking, setAsking] = useState(false);
  return (
    <ConfirmPrompt
      {...rest}
      asking={asking}
      onAsk={() => setAsking(true)}
      onCancel={() => setAsking(false)}
      variant="danger"
      disabled={rest.disabled || isSubmitting}
      confirmLabel={
        <>
          {isSubmitting ? <ButtonSpinner /> : null}
          {confirmLabel}
        </>
      }
      confirmProps={submit}
      cancelLabel={keepLabel}
      working={isSubmitting}
    />
  );
}
