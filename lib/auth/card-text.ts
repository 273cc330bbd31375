/**
 * The title and description of an identity screen (spec §2 auth screens), decided by a pure, table-tested function
 * as Ory Elements' own `constructCardHeader` does. From the flow kind, the screen variant, Ory Elements' form state,
 * the flow state, whether a code input is shown, and the flow's messages.
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
}

/** A description: a key of the `auth` messages, or a Kratos message (by id) to translate, or nothing. */
export type CardDescription = { key: string } | { messageId: number } | null;

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
  const codeSentId = messageIds.find((id) => CODE_SENT_MESSAGE_IDS.includes(id));
  const codeSent: CardDescription = codeSentId === undefined ? null : { messageId: codeSentId };
  switch (kind) {
    case 'login': {
      if (variant === 'google') return { titleKey: 'loginGoogle.title', description: { key: 'loginGoogle.subtitle' } };
      if (hasCodeInput) return { titleKey: 'login.codeSentTitle', description: codeSent };
      if (messageIds.includes(KRATOS_MESSAGE.loginSecondFactor)) {
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
