/**
 * The route table of spec §2: every path, its access group and its layout. The one source used by
 * middleware.ts, pages, links, tests and the sandbox (DESIGN.md "One source for each fact").
 *
 * Groups: `open` (visitors and signed-in users), `public-only` (visitors only; a signed-in user is sent to
 * {@link SIGNED_IN_LANDING}), `protected` (an active session is required; a visitor goes to /login with returnTo).
 * Layouts: `main` (header, toasts), `second-page` (main plus a back link, for profile/security), `none`.
 *
 * What guards what. The groups live in two places that must agree: this table and the route-group
 * folders of app/ (`(open)`, `(public-only)`, `(protected)`; lib/routes.test.ts walks the page.tsx files of app/ to check it).
 * Other route groups (`(documents)`, `(diagnostics)`, `(second-page)`) shape layouts and loading, not access: their
 * pages are open unless they also sit in one of the three.
 * - middleware.ts applies the table to every page request, including the RSC requests of client navigation and
 *   prefetch: a visitor on a protected path goes to /login with returnTo, a signed-in person on a public-only path
 *   goes on. It is a gate for pages, not an authorisation layer (a bypass such as CVE-2025-29927 skips it).
 * - The product API's 401 is the real guard of data: every call carries the person's cookies and the API decides;
 *   the error rule (lib/http/error-rule) turns a 401 into the login of spec §4. Nothing protected is rendered from
 *   anything but such a call.
 * - The protected layout checks the session again on the server, but layouts do not re-render on client navigation
 *   between pages that share them (Next.js's own authentication guide says so), so that check only covers the first
 *   render of the group: it shapes the page and is never relied on as the guard of data.
 */

import type messages from '@/messages/en.json';

export type RouteGroup = 'open' | 'public-only' | 'protected';
export type RouteLayout = 'main' | 'second-page' | 'none';
/** A key of the `routes` namespace of the messages: a route's title must exist there (type-checked). */
export type RouteTitleKey = keyof (typeof messages)['routes'];

/** One row of the route table. `titleKey` is the message key (messages/*.json, namespace `routes`). */
export interface RouteDef {
  path: string;
  group: RouteGroup;
  layout: RouteLayout;
  titleKey: RouteTitleKey;
  /** True for the two routes the app adds to those of spec §2 (create an account, recover). */
  extra?: true;
  /**
   * True for an open route whose server render reads the person's cookies (the order form reads orderFormData and
   * transactionSignatureData, lib/order/server.ts): middleware checks whose they are before it renders, as it
   * does on every protected route.
   */
  personalCookies?: true;
  /**
   * False for a public screen whose server render calls neither the identity service nor the product API: its
   * server trace would hold one render span, so Sentry does not trace it on the server
   * (lib/sentry/server-sampling.ts).
   */
  serverTrace?: false;
}

/** The 25 routes of spec §2, plus /registration and /recovery. */
export const ROUTES = [
  // Open routes (spec §2)
  { path: '/', group: 'open', layout: 'none', titleKey: 'root' },
  { path: '/404', group: 'open', layout: 'main', titleKey: 'notFound', serverTrace: false },
  { path: '/error', group: 'open', layout: 'main', titleKey: 'error', serverTrace: false },
  { path: '/decision-flow', group: 'open', layout: 'main', titleKey: 'decisionFlow' },
  { path: '/order-form', group: 'open', layout: 'main', titleKey: 'orderForm', personalCookies: true },
  { path: '/order', group: 'open', layout: 'main', titleKey: 'order', personalCookies: true },
  { path: '/final-step', group: 'open', layout: 'none', titleKey: 'finalStep' },
  { path: '/test-sentry-error', group: 'open', layout: 'main', titleKey: 'testSentryError' },
  {
    path: '/payment-options-unavailable',
    group: 'open',
    layout: 'main',
    titleKey: 'paymentOptionsUnavailable',
    serverTrace: false,
  },
  { path: '/ramp', group: 'open', layout: 'main', titleKey: 'ramp' },
  { path: '/widget', group: 'open', layout: 'none', titleKey: 'widget', serverTrace: false },
  { path: '/terms-and-conditions', group: 'open', layout: 'main', titleKey: 'terms', serverTrace: false },
  { path: '/privacy-and-cookies-policy', group: 'open', layout: 'main', titleKey: 'privacy', serverTrace: false },
  // Public-only routes (spec §2)
  { path: '/login', group: 'public-only', layout: 'main', titleKey: 'login' },
  { path: '/login-google', group: 'public-only', layout: 'main', titleKey: 'loginGoogle' },
  { path: '/verification', group: 'public-only', layout: 'main', titleKey: 'verification' },
  { path: '/registration', group: 'public-only', layout: 'main', titleKey: 'registration', extra: true },
  { path: '/recovery', group: 'public-only', layout: 'main', titleKey: 'recovery', extra: true },
  // Protected routes (spec §2)
  { path: '/interactive-flow', group: 'protected', layout: 'main', titleKey: 'interactiveFlow' },
  { path: '/billing-details', group: 'protected', layout: 'main', titleKey: 'billingDetails' },
  { path: '/kyc', group: 'protected', layout: 'main', titleKey: 'kyc' },
  { path: '/payment', group: 'protected', layout: 'main', titleKey: 'payment' },
  { path: '/transactions', group: 'protected', layout: 'main', titleKey: 'transactions' },
  { path: '/transaction', group: 'protected', layout: 'main', titleKey: 'transaction' },
  { path: '/profile', group: 'protected', layout: 'second-page', titleKey: 'profile' },
  { path: '/security', group: 'protected', layout: 'second-page', titleKey: 'security' },
  { path: '/security/history', group: 'protected', layout: 'second-page', titleKey: 'securityHistory' },
] as const satisfies readonly RouteDef[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/**
 * The signed-in person's home screen: /transactions, the one screen every signed-in person has (their history and
 * open orders). The brand, the second-page back link, the error screen and the end of the identity check lead there.
 */
export const LANDING_PATH = '/transactions' satisfies RoutePath;
/** The buy-or-sell choice (spec §2 /decision-flow), where every order starts. */
export const DECISION_FLOW_PATH = '/decision-flow' satisfies RoutePath;
/**
 * Query parameter marking an arrival right after sign-in without a return path (or a signed-in visit to a sign-in
 * screen): /transactions then sends a person without any transaction on to {@link DECISION_FLOW_PATH}
 * (lib/transactions/landing.ts).
 */
export const SIGNED_IN_PARAM = 'signedIn';
/**
 * Where a signed-in person lands when they open a public-only route or finish signing in without a return path:
 * /transactions with {@link SIGNED_IN_PARAM}, which shows their list, or the buy-or-sell choice when they have none.
 */
export const SIGNED_IN_LANDING = `${LANDING_PATH}?${SIGNED_IN_PARAM}=1`;
export const LOGIN_PATH = '/login' satisfies RoutePath;
export const NOT_FOUND_PATH = '/404' satisfies RoutePath;
export const ERROR_PATH = '/error' satisfies RoutePath;
export const INTERACTIVE_FLOW_PATH = '/interactive-flow' satisfies RoutePath;
export const PAYMENT_OPTIONS_UNAVAILABLE_PATH = '/payment-options-unavailable' satisfies RoutePath;
/** Query parameter of /login holding the path to go back to (spec §2, §4). */
export const RETURN_TO_PARAM = 'returnTo';

const byPath = new Map<string, RouteDef>(ROUTES.map((r) => [r.path, r]));

/**
 * The paths of the `public-only` group (the sign-in screens). The header hands them to its client island so that
 * the route table stays out of every page's first load.
 */
export const PUBLIC_ONLY_PATHS: readonly RoutePath[] = ROUTES.filter((r) => r.group === 'public-only').map(
  (r) => r.path,
);

/**
 * Finds the route of a pathname (exact match; a trailing slash is ignored).
 * @returns the route, or undefined for an unknown path (which goes to /404).
 */
export function findRoute(pathname: string): RouteDef | undefined {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return byPath.get(p);
}

/**
 * The login URL (path and query) that brings the person back to `returnPath` afterwards (spec §4).
 * @param returnPath a same-origin path with its query, e.g. "/transactions?status=error".
 */
export function loginPathWithReturn(returnPath: string): string {
  if (!returnPath || returnPath === '/' || findRoute(returnPath.split('?')[0] ?? '')?.group === 'public-only') {
    return LOGIN_PATH;
  }
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnPath }).toString()}`;
}

/** Kratos's login browser parameter asking a signed-in person to confirm who they are (spec §7 `refresh`). */
export const REFRESH_PARAM = 'refresh';

/**
 * Where a product-API 401 sends the person (spec §4 "on 401 … sent to login with a return-to parameter"): the login
 * page with `refresh=true`. The API refused the session while the identity service may still hold it; a plain
 * /login would bounce a signed-in person straight back to the page, whose next call gets 401 again, forever. With
 * `refresh=true` middleware lets the signed-in person reach the form, and Kratos runs a refresh login (same account).
 * @param returnPath a same-origin path with its query.
 */
export function loginPathAfterUnauthorized(returnPath: string): string {
  const login = loginPathWithReturn(returnPath);
  return `${login}${login.includes('?') ? '&' : '?'}${REFRESH_PARAM}=true`;
}

/** Query parameter of /login asking Kratos for an assurance level (spec §7 login/browser `aal`). */
export const AAL_PARAM = 'aal';

/**
 * Where a person goes whose session still needs its second factor (whoami 403 session_aal2_required):
 * the login page's second-factor step, `/login?aal=aal2&returnTo=<path>`. Kratos then asks for the TOTP code or a
 * recovery code of the session it already has, and sends the person back to the path.
 * @param returnPath the path and query the person asked for; public-only or empty paths are left out.
 */
export function secondFactorLoginPath(returnPath: string): string {
  const login = loginPathWithReturn(returnPath);
  return `${login}${login.includes('?') ? '&' : '?'}${AAL_PARAM}=aal2`;
}

/**
 * Whether a path is under the product API's base path (spec §7 "a configured base path ending in /api/v1", e.g.
 * /ramp/api/v1): such requests are API calls for the proxy, never pages, whatever the base is.
 * @param pathname the request's pathname.
 * @param apiBasePath the configured base, without a trailing slash.
 */
export function isApiPath(pathname: string, apiBasePath: string): boolean {
  return pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`);
}
