/**
 * Which message namespaces go to the browser (issue 11 "Messages: each client island receives only its
 * namespaces", next-intl's `pick` pattern). The root layout's NextIntlClientProvider used to send the whole
 * catalogue (both namespaces' pages, ~45 KB) in every page's HTML; now it sends {@link shellMessages}: every
 * namespace except those only the server renders and those only the sign-in islands read. The sign-in screens,
 * /profile and /security add {@link SIGN_IN_NAMESPACES} with components/layout/sign-in-messages.tsx.
 * lib/i18n/client-messages.test.ts checks the lists against the client components' useTranslations calls.
 */
import { getMessages } from 'next-intl/server';

/** Namespaces no client component reads (server components render them: the final step, the legal pages). */
export const SERVER_ONLY_NAMESPACES = ['finalStep', 'legal'] as const;

/** Namespaces only the Ory Elements islands read (sign-in screens, /profile's e-mail change, /security). */
export const SIGN_IN_NAMESPACES = ['auth'] as const;

type Messages = Record<string, unknown>;

/** `messages` without the given top-level namespaces. */
export function omitNamespaces(messages: Messages, omit: readonly string[]): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !omit.includes(namespace)));
}

/**
 * The request's messages (lib/i18n/request.ts) for the client islands of every page.
 * @param withSignIn true where the Ory Elements islands render (adds {@link SIGN_IN_NAMESPACES})
 */
export async function shellMessages(withSignIn = false): Promise<Messages> {
  const messages = (await getMessages()) as Messages;
  return omitNamespaces(
    messages,
    withSignIn ? SERVER_ONLY_NAMESPACES : [...SERVER_ONLY_NAMESPACES, ...SIGN_IN_NAMESPACES],
  );
}
