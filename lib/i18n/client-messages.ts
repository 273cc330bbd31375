/**
 * Which message namespaces go to the browser (issue 11 "Messages: each client island receives only its
 * namespaces", next-intl's `pick` pattern). The root layout's NextIntlClientProvider used to send the whole
 * catalogue (~45 KB) in every page's HTML; now it sends {@link clientMessages}`()`: every namespace except those
 * only the server renders and the {@link PAGE_NAMESPACES}, which only the client islands of some route groups read
 * and which their layouts add back with components/layout/island-messages.tsx (the public-only layout: `auth`;
 * the protected layout: all of them; the order form's, /decision-flow's, /ramp's, /widget's and /final-step's:
 * theirs). lib/i18n/client-messages.test.ts checks the lists against the code.
 */
import { getMessages } from 'next-intl/server';
import type { RouteTitleKey } from '@/lib/routes';
import en from '@/messages/en.json';

/** Namespaces no client component reads (server components render them: the final step, the legal pages). */
export const SERVER_ONLY_NAMESPACES = ['finalStep', 'legal'] as const;

/** The route titles (namespace `routes`) client components read: the account menu's and the pending offer's heading. */
const BROWSER_ROUTE_TITLES = ['interactiveFlow', 'profile', 'security', 'securityHistory'];

/**
 * Keys that only server components render, left out of the browser's messages, in the shell's namespaces and in the
 * islands' (issue 11, HTML ≤ 20 KB):
 * - `errors`: the not-found, error and no-payment-options screens (about 1 KB of every page's HTML);
 * - `routes`: every route title but {@link BROWSER_ROUTE_TITLES} (the titles are the server's metadata; 0.9 KB of
 *   every page);
 * - `widget`: /widget's own copy, which its server component renders (1.3 KB of /widget); its islands (the demo
 *   wallet, the cookie check, the way back to the partner) read the rest;
 * - `decisionFlow`: /decision-flow's own copy, rendered by its page (0.8 KB of it); its island (the open-order notice)
 *   reads the rest.
 * A key missing here is still sent: the safe default. lib/i18n/client-messages.test.ts checks that no client
 * component reads one of them, and that they exist.
 */
export const SERVER_ONLY_KEYS = {
  errors: [
    'notFoundTitle',
    'notFoundBody',
    'errorTitle',
    'errorBody',
    'backToFlow',
    'goStart',
    'paymentUnavailableTitle',
    'paymentUnavailableBody',
    'changeOrder',
    'identity',
    'signInAgain',
  ],
  routes: (Object.keys(en.routes) as RouteTitleKey[]).filter((key) => !BROWSER_ROUTE_TITLES.includes(key)),
  widget: [
    'title',
    'subtitle',
    'partnerLine',
    'yourWallet',
    'choicesLabel',
    'buyTitle',
    'buyBody',
    'sellTitle',
    'sellBody',
    'continueBuy',
    'continueSell',
    'continueSigned',
    'rampTitle',
    'rampBody',
    'rampDirection',
    'rampAmount',
    'rampCurrency',
    'rampAsset',
    'rampAmountIn',
    'rampAmountInSell',
    'continueToPayment',
    'securedBy',
    'terms',
    'privacy',
  ],
  decisionFlow: [
    'title',
    'subtitle',
    'choicesLabel',
    'buyTitle',
    'buyBody',
    'buyBodyCurrencies',
    'sellTitle',
    'sellBody',
    'cardHint',
    'cardLink',
  ],
} as const satisfies Record<string, readonly string[]>;

/**
 * Keys of page namespaces that only the protected screens' islands read, left out where a layout adds the namespace
 * for other screens: the sign-in screens' `auth` goes without the /security cards' copy (`securityCards`,
 * `security`) and the settings flow's (`settings`), about 2.5 KB of each sign-in screen's HTML (issue 11). The
 * protected layout adds the whole namespace. lib/i18n/client-messages.test.ts checks where their readers render.
 */
export const PROTECTED_ONLY_KEYS = {
  auth: ['securityCards', 'security', 'settings'],
} as const satisfies Partial<Record<string, readonly string[]>>;

/**
 * Namespaces read only by the client components of these folders, which only some routes render: the protected
 * screens (all of them), the sign-in screens (`auth`), /order and /order-form (`order`, `common`), /decision-flow
 * (`decisionFlow`), /ramp (`ramp`), /widget and /final-step (`widget`); `transactions` only on the protected screens
 * (the order form and /final-step render no copy button since the sixth pass). Each of those routes' layouts adds its
 * namespaces back (issue 11, third pass: the public screens no longer receive the order form's or the
 * transactions' messages).
 */
export const PAGE_NAMESPACES = {
  auth: ['components/auth', 'lib/auth'],
  account: ['components/account'],
  billing: ['components/billing'],
  kyc: ['components/kyc'],
  payment: ['components/payment'],
  interactive: ['components/interactive'],
  transactions: ['components/transactions', 'components/interactive'],
  order: ['components/order'],
  common: ['components/order'],
  decisionFlow: ['components/order'],
  ramp: ['components/ramp'],
  widget: ['components/widget'],
} as const;

export type PageNamespace = keyof typeof PAGE_NAMESPACES;

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
