/**
 * The title and description of an identity screen (spec §2 auth screens), decided by a pure, table-tested function
 * as Ory Elements' own `constructCardHeader` does. From the flow kind, the screen variant, Ory Elements' form state,
 * the flow state, whether a code input is shown, the address a code went to, whether the login is the second-factor
 * step, and the flow's messages. The second-factor step is known by the flow (requested_aal aal2), not by its message:
 * Kratos drops the message when it answers a wrong code, and the screen must stay the same step.
 */
import { CODE_SENT_MESSAGE_IDS, KRATOS_MESSAGE } from './kratos-messages';

/** What the header needs to know. */
export interface CardTextInput {
  kind: 'login' | 'registration' | 'recovery' | 'verification' | 'settings';
  variant: 'default' | 'login' | 'google' | 'profile';
  /** Ory Elements' form state: `select_method`, `method_active` (with `method`), `provider_select`, … */
  formState: { current: string; method?: string };
  /** The flow's `state` (e.g. `passed_challenge` once a verification is done). */
  flowState: unknown;
  /** Whether the flow shows a one-time code input. */
  hasCodeInput: boolean;
  /** The flow's ui.messages ids, in order. */
  messageIds: readonly number[];
  /** The address a code was sent to (lib/auth/code-address.ts), or null when the screen does not know it. */
  codeAddress?: string | null;
  /** A login flow for the second factor (requested_aal aal2), not a re-authentication. */
  secondFactor?: boolean;
}

/**
 * A description: a key of the `auth` messages (with its values), or a Kratos message (by id) to translate, or nothing.
 * A message the flow no longer holds is translated by its id all the same (lib/auth/ui-text.ts).
 */
export type CardDescription = { key: string; values?: Record<string, string> } | { messageId: number } | null;

export interface CardText {
  /** A key of the `auth` messages. */
  titleKey: string;
  description: CardDescription;
}

/**
 * @param input see {@link CardTextInput}.
 * @returns the title key and the description (see {@link CardDescription}).
 */
export function cardText(input: CardTextInput): CardText {
  const { kind, variant, formState, flowState, hasCodeInput, messageIds } = input;
  const codeSent = codeSentDescription(input);
  switch (kind) {
    case 'login': {
      if (variant === 'google') return { titleKey: 'loginGoogle.title', description: { key: 'loginGoogle.subtitle' } };
      if (hasCodeInput) return { titleKey: 'login.codeSentTitle', description: codeSent };
      if (input.secondFactor || messageIds.includes(KRATOS_MESSAGE.loginSecondFactor)) {
        return { titleKey: 'login.secondFactorTitle', description: { messageId: KRATOS_MESSAGE.loginSecondFactor } };
      }
      const explain = [KRATOS_MESSAGE.loginLinkAccount, KRATOS_MESSAGE.loginReauthenticate].find((id) =>
        messageIds.includes(id),
      );
      return { titleKey: 'login.title', description: explain ? { messageId: explain } : { key: 'login.subtitle' } };
    }
    case 'registration': {
      if (hasCodeInput) return { titleKey: 'registration.codeSentTitle', description: codeSent };
      const key =
        formState.current === 'select_method'
          ? 'registration.chooseMethod'
          : formState.current === 'method_active' && formState.method === 'password'
            ? 'registration.passwordSubtitle'
            : 'registration.subtitle';
      return { titleKey: 'registration.title', description: { key } };
    }
    case 'recovery':
      return hasCodeInput
        ? { titleKey: 'recovery.codeSentTitle', description: codeSent }
        : { titleKey: 'recovery.title', description: { key: 'recovery.subtitle' } };
    case 'verification':
      if (flowState === 'passed_challenge') return { titleKey: 'verification.doneTitle', description: null };
      return hasCodeInput
        ? { titleKey: 'verification.codeSentTitle', description: codeSent }
        : { titleKey: 'verification.title', description: { key: 'verification.subtitle' } };
    case 'settings':
      return { titleKey: 'settings.title', description: { key: 'settings.subtitle' } };
  }
}

/**
 * What a code screen says under its title: the address the code went to when known (`<kind>.codeSentTo`), else
 * Kratos's code-sent message of the flow, else nothing.
 */
function codeSentDescription({ kind, codeAddress, messageIds }: CardTextInput): CardDescription {
  if (codeAddress && kind !== 'settings') return { key: `${kind}.codeSentTo`, values: { address: codeAddress } };
  const codeSentId = messageIds.find((id) => CODE_SENT_MESSAGE_IDS.includes(id));
  return codeSentId === undefined ? null : { messageId: codeSentId };
}
