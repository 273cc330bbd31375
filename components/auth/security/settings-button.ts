/**
 * The props of a /security card's own action button for a Kratos settings node: link Google, or the confirm button
 * of a removal's question (remove a passkey, unlink Google; ./destructive-action.tsx). One rule for every card:
 * - the button submits the card's form itself (Ory Elements hands remove buttons over as `type="button"` with an
 *   onClick that only sets the form values);
 * - it is disabled while the form submits and whenever Kratos marks the node disabled (e.g. the remove of the last
 *   credential the person can sign in with).
 */
import type { OryNodeSettingsButton } from '@ory/elements-react';

/** Kratos's own `disabled` on the node's attributes. */
export function kratosDisabled(button: OryNodeSettingsButton): boolean {
  return 'disabled' in button.attributes && button.attributes.disabled === true;
}

/**
 * @param button the settings node as Ory Elements passes it to a card slot.
 * @param isSubmitting whether the card's form is submitting.
 * @returns props to spread on the app's Button (name, value as a string, onClick, `type="submit"`, disabled).
 */
export function settingsSubmitProps(button: OryNodeSettingsButton, isSubmitting: boolean) {
  return {
    ...button.buttonProps,
    value: String(button.buttonProps.value ?? ''),
    type: 'submit' as const,
    disabled: isSubmitting || kratosDisabled(button),
  };
}
