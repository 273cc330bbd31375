/**
 * Which message namespaces go to the browser: each client island receives only its namespaces (next-intl's `pick`
 * pattern), not the whole catalogue in every page's HTML. The root layout's NextIntlClientProvider sends
 * {@link clientMessages}`()`: every namespace except those only the server renders and the {@link PAGE_NAMESPACES},
 * which only the client islands of some route groups read and which their layouts add back with
 * components/layout/island-messages.tsx (each protected screen: its own, {@link PROTECTED_SCREEN_MESSAGES}; the
 * order form's, /decision-flow's, /ramp's, /widget's and /final-step's: theirs); each sign-in screen adds its flow
 * kind's part of `auth` (lib/i18n/sign-in-messages.ts).
 * lib/i18n/client-messages.test.ts checks the lists against the code.
 */
import { getMessages } from 'next-intl/server';
import en from '@/messages/en.json';

/** Namespaces no client component reads (server components render them: the final step, the legal pages, titles). */
export const SERVER_ONLY_NAMESPACES = ['finalStep', 'legal', 'common'] as const;

/**
 * The keys client components read, in the namespaces whose other keys only server components render (to keep a
 * page's HTML within its budget, docs/performance.md). Every other key of these namespaces stays out of the
 * browser's messages ({@link SERVER_ONLY_KEYS}):
 * - `errors`: the error boundaries' and the "could not load" notices'; the not-found, error and no-payment-options
 *   screens are the server's, so their copy stays out of every page's HTML;
 * - `routes`: the pending offer's heading; the titles are the server's metadata and the account menu's links, which
 *   the server header renders;
 * - `widget`: the demo wallet's, the cookie check's and the way back to the partner's; /widget's own copy is its
 *   server component's;
 * - `decisionFlow`: the open-order notice's; the page renders the rest.
 * A key a client component reads must be listed: lib/i18n/client-messages.test.ts checks every reader of these
 * namespaces names its keys literally, and only listed ones, and that every listed key exists.
 */
export const BROWSER_KEYS = {
  errors: ['generalError', 'generalErrorBody', 'generalErrorReference', 'retry', 'loadFailedTitle', 'loadFailedBody'],
  routes: ['interactiveFlow'],
  widget: [
    'demoBadge',
    'demoTitle',
    'demoAsset',
    'demoIssuer',
    'demoAddress',
    'demoCreate',
    'demoCreating',
    'demoFailed',
    'retry',
    'cookiesBlockedTitle',
    'cookiesBlockedBody',
    'cookiesBlockedBodyGeneric',
    'openNewWindow',
    'openAddress',
    'backToPartner',
  ],
  decisionFlow: ['openOrderTitle', 'openOrderBody', 'openOrderLink'],
} as const satisfies Partial<Record<keyof typeof en, readonly string[]>>;

type BrowserKeysNamespace = keyof typeof BROWSER_KEYS;

/** The keys of `namespace` (en; messages.test.ts holds pt to the same keys) that no client component reads. */
function serverOnly(namespace: BrowserKeysNamespace): readonly string[] {
  const browser: readonly string[] = BROWSER_KEYS[namespace];
  return Object.keys(en[namespace]).filter((key) => !browser.includes(key));
}

/** The keys of the {@link BROWSER_KEYS} namespaces that only server components render: the rest of each namespace. */
export const SERVER_ONLY_KEYS: Record<BrowserKeysNamespace, readonly string[]> = {
  errors: serverOnly('errors'),
  routes: serverOnly('routes'),
  widget: serverOnly('widget'),
  decisionFlow: serverOnly('decisionFlow'),
};

/**
 * Keys of page namespaces that only the protected screens' islands read, left out where a layout adds the namespace
 * for other screens: the sign-in screens' `auth` goes without the /security cards' copy (`securityCards`,
 * `security`) and the settings flow's (`settings`), which no sign-in screen's HTML needs to carry. /security and
 * /profile's e-mail change add the whole namespace. lib/i18n/client-messages.test.ts checks where their readers render.
 */
export const PROTECTED_ONLY_KEYS = {
  auth: ['securityCards', 'security', 'settings'],
} as const satisfies Partial<Record<string, readonly string[]>>;

/**
 * Namespaces read only by the client components of these folders, which only some routes render: the protected
 * screens (each its own), the sign-in screens (`auth`), /order and /order-form (`order`), /decision-flow
 * (`decisionFlow`), /ramp (`ramp`), /widget and /final-step (`widget`); `transactions` only on the protected screens
 * (the order form and /final-step render no copy button). Each of those routes' layouts adds its namespaces back, so
 * the public screens receive neither the order form's nor the transactions' messages.
 */
export const PAGE_NAMESPACES = {
  auth: ['components/auth', 'lib/auth'],
  account: ['components/account'],
  billing: ['components/billing'],
  kyc: ['components/kyc'],
  payment: ['components/payment'],
  interactive: ['components/interactive', 'components/transaction-shared'],
  transactions: ['components/transactions', 'components/interactive', 'components/transaction-shared'],
  order: ['components/order'],
  decisionFlow: ['components/order'],
  ramp: ['components/ramp'],
  widget: ['components/widget'],
} as const;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

/** The page namespaces one protected screen's client islands read, and keys of them that none of its islands reads. */
export interface ScreenMessages {
  namespaces: readonly PageNamespace[];
  omit?: Partial<Record<PageNamespace, readonly string[]>>;
}

/**
 * The messages of each protected screen (spec §2), by path: its layout or page adds them with
 * components/layout/island-messages.tsx `ScreenMessages`, so a screen sends its own namespaces and not every signed-in
 * screen's, which would weigh on each page's HTML. /transactions leaves out the detail screen's and the refund's copy.
 * /profile adds `auth` itself, around the e-mail change's settings flow (Ory Elements), only when a flow is open.
 * lib/i18n/client-messages.test.ts checks each list against the islands its screen imports.
 */
export const PROTECTED_SCREEN_MESSAGES = {
  '/transactions': { namespaces: ['transactions'], omit: { transactions: ['detail', 'refund'] } },
  '/transaction': { namespaces: ['transactions', 'interactive'] },
  '/billing-details': { namespaces: ['billing'] },
  '/interactive-flow': { namespaces: ['interactive', 'transactions', 'order'] },
  '/kyc': { namespaces: ['kyc'] },
  '/payment': { namespaces: ['payment'] },
  '/profile': { namespaces: ['account', 'transactions'] },
  '/security': { namespaces: ['auth', 'account'], omit: { account: ['working', 'cancel', 'sessions', 'profile'] } },
  '/security/history': { namespaces: ['account'] },
} as const satisfies Record<string, ScreenMessages>;

export type ProtectedScreen = keyof typeof PROTECTED_SCREEN_MESSAGES;

type Messages = Record<string, unknown>;

/** `messages` without the given top-level namespaces. */
export function omitNamespaces(messages: Messages, omit: readonly string[]): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !omit.includes(namespace)));
}

/** `messages` without the {@link SERVER_ONLY_KEYS} of their namespaces. */
export function omitServerOnlyKeys(messages: Messages): Messages {
  return omitKeys(messages, SERVER_ONLY_KEYS);
}

/**
 * `messages` without the given top-level keys of their namespaces.
 * @param omit namespace → keys to leave out, e.g. `{ errors: ['notFoundTitle'] }`
 */
export function omitKeys(messages: Messages, omit: Partial<Record<string, readonly string[]>>): Messages {
  const out = { ...messages };
  for (const [namespace, keys = []] of Object.entries(omit)) {
    const tree = out[namespace];
    if (tree && typeof tree === 'object') {
      out[namespace] = Object.fromEntries(
        Object.entries(tree).filter(([key]) => !(keys as readonly string[]).includes(key)),
      );
    }
  }
  return out;
}

/**
 * The request's messages (lib/i18n/request.ts) for the client islands: the shell's namespaces plus `extra`, without
 * the {@link SERVER_ONLY_KEYS}.
 * @param extra page namespaces the subtree's islands read (a nested provider replaces the messages above it)
 */
export async function clientMessages(extra: readonly PageNamespace[] = []): Promise<Messages> {
  const omitted = (Object.keys(PAGE_NAMESPACES) as PageNamespace[]).filter((namespace) => !extra.includes(namespace));
  return omitServerOnlyKeys(omitNamespaces((await getMessages()) as Messages, [...SERVER_ONLY_NAMESPACES, ...omitted]));
}

/**
 * Only the given page namespaces of the request's messages (what components/layout/island-messages adds), without
 * the {@link SERVER_ONLY_KEYS}.
 * @param namespaces page namespaces, e.g. `['auth']`
 * @param omit keys to leave out as well, e.g. {@link PROTECTED_ONLY_KEYS} outside the protected screens
 */
export async function pageMessages(
  namespaces: readonly PageNamespace[],
  omit: Partial<Record<PageNamespace, readonly string[]>> = {},
): Promise<Messages> {
  const messages = (await getMessages()) as Messages;
  return omitKeys(
    omitServerOnlyKeys(
      Object.fromEntries(namespaces.filter((namespace) => namespace in messages).map((ns) => [ns, messages[ns]])),
    ),
    omit,
  );
}
