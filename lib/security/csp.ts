/**
 * Who may frame the app (spec §1, §4; REFERENCES.md "Framing"): a Content-Security-Policy `frame-ancestors`
 * directive. The pages the widget can reach (the widget, the order flows, the sign-in screens reached from them,
 * the interactive flow that wallets may frame, the final step, the error screens the error rule sends to, the
 * transaction screens the final step links to, the public terms pages) may be framed by the app itself and the
 * configured partner origins (clientConfig.partnerOrigins); every other response says `'none'`.
 * X-Frame-Options is not used: it cannot list several origins and ALLOW-FROM is obsolete (OWASP Clickjacking
 * Defense), and CSP frame-ancestors takes precedence in every current browser.
 *
 * The header is set for every response by next.config.ts `headers()` from {@link cspHeaderRules}, so it does not
 * depend on the middleware's matcher (which skips some paths). Pure module, unit-tested.
 */
// Relative (not @/): next.config.ts imports this module, and its loader does not resolve tsconfig paths.
import { findRoute, type RoutePath } from '../routes';

/** Routes the widget can reach, so partners may frame them (spec §2 paths). */
export const FRAMEABLE_PATHS = [
  '/widget',
  '/decision-flow',
  '/order',
  '/order-form',
  '/billing-details',
  '/kyc',
  '/payment',
  '/ramp',
  '/final-step',
  '/interactive-flow',
  '/login',
  '/login-google',
  '/verification',
  '/registration',
  '/recovery',
  '/404',
  '/error',
  '/payment-options-unavailable',
  '/transactions',
  '/transaction',
  '/terms-and-conditions',
  '/privacy-and-cookies-policy',
] as const satisfies readonly RoutePath[];

/**
 * Routes never framed: account settings (a framed password or session form is what clickjacking aims at), the
 * diagnostic page and the root redirect. Every route of lib/routes is in exactly one of the two lists (tested),
 * so a new route needs a decision.
 */
export const NEVER_FRAMED_PATHS = [
  '/',
  '/profile',
  '/security',
  '/security/history',
  '/test-sentry-error',
] as const satisfies readonly RoutePath[];

/**
 * The one exception to {@link NEVER_FRAMED_PATHS}: the identity service ends a recovery (reachable from the
 * framed /login → /recovery) on its settings flow, `/security?flow=<id>`, where the person sets the new password.
 * That response may be framed by the partners, or a password reset inside the widget would end on a blocked
 * frame; plain /security (no `flow` query), /profile and /security/history stay `'none'`. next.config.ts's rule
 * can only see the query; middleware, whose header replaces it on every page it serves, asks Kratos whether the flow
 * is the settings flow a recovery of this session made ({@link cspForPath}), so the query's word alone frames nothing.
 */
export const SETTINGS_FLOW_PATH = '/security' as const satisfies RoutePath;
/** The query parameter that marks {@link SETTINGS_FLOW_PATH} as the identity service's settings flow. */
export const SETTINGS_FLOW_QUERY = 'flow';

/** A CSP source expression for an origin: scheme, host and optional port, nothing that could end the directive. */
const ORIGIN_SOURCE = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/i;

/**
 * The `frame-ancestors` sources: `'self'` plus each partner origin that is a plain http(s) origin. Anything else
 * (a path, a wildcard, a quote, a semicolon) is dropped, so configuration can never widen or break the policy.
 * @param partnerOrigins configured partner origins, e.g. ["https://lobstr.example"].
 */
export function frameAncestorSources(partnerOrigins: readonly string[]): string[] {
  const origins = partnerOrigins.map((o) => o.trim()).filter((o) => ORIGIN_SOURCE.test(o));
  return ["'self'", ...new Set(origins.map((o) => o.toLowerCase()))];
}

/**
 * The Content-Security-Policy header value.
 * @param frameable whether the response may be framed by the partners.
 * @returns e.g. `frame-ancestors 'self' https://lobstr.example` or `frame-ancestors 'none'`.
 */
export function contentSecurityPolicy(options: { frameable: boolean; partnerOrigins: readonly string[] }): string {
  const sources = options.frameable ? frameAncestorSources(options.partnerOrigins) : ["'none'"];
  return `frame-ancestors ${sources.join(' ')}`;
}

/** Is `pathname` a route partners may frame? Trailing slashes are ignored; unknown paths are not. */
export function isFrameablePath(pathname: string): boolean {
  const route = findRoute(pathname);
  return route !== undefined && (FRAMEABLE_PATHS as readonly string[]).includes(route.path);
}

/**
 * May the response for `pathname` with query `search` be framed by the partners? The frameable routes always;
 * {@link SETTINGS_FLOW_PATH} only with a `flow` query parameter (any value, even empty, as Next.js `has`
 * matches the key's presence); everything else never.
 * @param search the query string, with or without the leading `?` (e.g. "?flow=abc"); default none.
 */
export function isFrameableRequest(pathname: string, search = ''): boolean {
  if (isFrameablePath(pathname)) return true;
  const route = findRoute(pathname);
  return route?.path === SETTINGS_FLOW_PATH && new URLSearchParams(search).has(SETTINGS_FLOW_QUERY);
}

/**
 * The Content-Security-Policy value of a page that middleware serves. Stricter than {@link cspHeaderRules} (which
 * cannot look anything up, and which middleware's header replaces): /security with a `flow` query is framable only
 * when the flow was looked up and is the settings flow a recovery of this session made
 * (lib/auth/recovery-settings-flow.ts); a made-up or empty id is not.
 * @param search the request's query string (e.g. "?flow=abc"); only /security looks at it.
 * @param recoverySettingsFlow whether that lookup said yes (default no).
 */
export function cspForPath(
  pathname: string,
  partnerOrigins: readonly string[],
  search = '',
  recoverySettingsFlow = false,
): string {
  const frameable = isFrameablePath(pathname) || (recoverySettingsFlow && isFrameableRequest(pathname, search));
  return contentSecurityPolicy({ frameable, partnerOrigins });
}

/** One entry of next.config.ts `headers()` (a subset of Next.js's `Header` type). */
export interface HeaderRule {
  source: string;
  /** Conditions that must all hold for the rule to apply (Next.js `has`). */
  has?: Array<{ type: 'query'; key: string }>;
  headers: Array<{ key: string; value: string }>;
}

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * The header rules for next.config.ts: `'none'` on every path first, then the frameable routes (with or
 * without a trailing slash) with the partners' origins, then /security only when it has a `flow` query (the
 * settings flow after a recovery). Next.js applies the last matching rule of a key.
 */
export function cspHeaderRules(partnerOrigins: readonly string[]): HeaderRule[] {
  const names = FRAMEABLE_PATHS.map((p) => p.slice(1).replace(/[^a-z0-9/-]/g, '')).join('|');
  const frameable = [{ key: CSP_HEADER, value: contentSecurityPolicy({ frameable: true, partnerOrigins }) }];
  return [
    {
      source: '/:path*',
      headers: [{ key: CSP_HEADER, value: contentSecurityPolicy({ frameable: false, partnerOrigins }) }],
    },
    { source: `/:route(${names})`, headers: frameable },
    { source: `/:route(${names})/`, headers: frameable },
    { source: SETTINGS_FLOW_PATH, has: [{ type: 'query', key: SETTINGS_FLOW_QUERY }], headers: frameable },
    { source: `${SETTINGS_FLOW_PATH}/`, has: [{ type: 'query', key: SETTINGS_FLOW_QUERY }], headers: frameable },
  ];
}
