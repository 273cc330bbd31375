/**
 * URLs of the identity service's self-service flows (spec §4 "Login flow", §7 "Authentication service").
 * Pure and safe everywhere (server components, client components, tests): no request data, no Node APIs.
 *
 * A browser flow is created by sending the BROWSER to `/auth/self-service/<flow>/browser?return_to=…`:
 * Kratos sets its CSRF cookie on that navigation and redirects to the flow's UI page with `?flow=<id>`
 * (sandbox/identity/kratos.yml ui_url). Creating browser flows on the server would lose that cookie.
 */
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { RETURN_TO_PARAM, SIGNED_IN_LANDING, findRoute } from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';

/** The self-service flows that have a screen in this app. */
export const FLOW_KINDS = ['login', 'registration', 'recovery', 'verification', 'settings'] as const;
export type FlowKind = (typeof FLOW_KINDS)[number];

/** Query parameter carrying a flow id (Kratos appends it to the ui_url). */
export const FLOW_PARAM = 'flow';
/** Kratos's own spelling of the return URL parameter; accepted on our pages too. */
export const KRATOS_RETURN_TO_PARAM = 'return_to';

/** The app page of each flow: must match the ui_url of each flow in the Kratos configuration. */
export const FLOW_PAGE: Record<FlowKind, string> = {
  login: '/login',
  registration: '/registration',
  recovery: '/recovery',
  verification: '/verification',
  settings: '/security',
};

/** The page of the Google (OIDC) sign-in screen (spec §2 /login-google); it uses a login flow. */
export const LOGIN_GOOGLE_PAGE = '/login-google';

export interface BrowserFlowOptions {
  /** Absolute URL Kratos sends the browser to when the flow completes (`return_to`). */
  returnTo?: string | null;
  /**
   * Absolute URL used after a verification flow started by this flow (`after_verification_return_to`).
   * Kratos 1.3.1 lists it in its OpenAPI only for registration, but it reads it from the request URL of
   * ANY original flow when it creates the post-hook verification flow (selfservice/flow/verification/
   * flow.go NewPostHookFlow), so spec §4 "returnTo passed both as afterVerificationReturnTo and as
   * returnTo" is honoured for login by putting it in the login browser URL too.
   */
  afterVerificationReturnTo?: string | null;
  /** Further browser-flow parameters, already checked (see {@link loginBrowserParams}). */
  extra?: Readonly<Record<string, string>>;
}

/**
 * The parameters of spec §7 `/self-service/login/browser` besides return_to, each with the values accepted from
 * the /login page's own query (anything else is dropped): `refresh` re-asks the signed-in person to confirm who
 * they are, `aal` asks for a second factor, `login_challenge` continues an OAuth2 login (Ory Hydra),
 * `organization` picks a B2B SSO organisation, `via` names the identifier trait for code login.
 */
const LOGIN_BROWSER_PARAMS: Readonly<Record<string, RegExp>> = {
  refresh: /^(true|false)$/,
  aal: /^aal[1-3]$/,
  login_challenge: /^[\w.~-]{1,512}$/,
  organization: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  via: /^[a-z][\w.]{0,63}$/i,
};

/**
 * The login browser-flow parameters found in a page's query, by the allow-list above (spec §7).
 * @param query the page's search params (Next.js shape; the first value of a repeated key counts).
 * @returns only the allowed parameters with valid values, e.g. `{ refresh: 'true', aal: 'aal2' }`.
 */
export function loginBrowserParams(
  query: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, pattern] of Object.entries(LOGIN_BROWSER_PARAMS)) {
    const raw = query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && pattern.test(value)) out[name] = value;
  }
  return out;
}

/**
 * Path (under the app's /auth rewrite) that creates a browser flow, e.g.
 * `/auth/self-service/login/browser?return_to=http%3A%2F%2Flocalhost%3A3000%2Ftransactions`.
 * Relative on purpose: the browser stays on whatever origin it uses, so Kratos's cookies stay first-party.
 * @param kind the flow to create.
 * @param options return URLs; empty values are left out.
 */
export function browserFlowPath(kind: FlowKind, options: BrowserFlowOptions = {}): string {
  const query = new URLSearchParams();
  if (options.returnTo) query.set(KRATOS_RETURN_TO_PARAM, options.returnTo);
  if (options.afterVerificationReturnTo) query.set('after_verification_return_to', options.afterVerificationReturnTo);
  for (const [name, value] of Object.entries(options.extra ?? {})) query.set(name, value);
  const qs = query.toString();
  return `${clientConfig.authBasePath}/self-service/${kind}/browser${qs ? `?${qs}` : ''}`;
}

/**
 * The browser-flow path of spec §4 for a kind: login and registration also pass the return URL as
 * `after_verification_return_to`; the other flows only take `return_to`.
 */
export function startFlowPath(
  kind: FlowKind,
  returnTo: string | null | undefined,
  extra?: Readonly<Record<string, string>>,
): string {
  const withVerification = kind === 'login' || kind === 'registration';
  return browserFlowPath(kind, {
    returnTo,
    afterVerificationReturnTo: withVerification ? returnTo : undefined,
    extra: kind === 'login' ? extra : undefined,
  });
}

/**
 * The app page that restarts a flow: the page itself without `flow`, keeping the return URL.
 * @param extra more query parameters, e.g. `{ refresh: 'true' }` for a new re-authentication flow
 */
export function flowPagePath(
  page: string,
  returnTo: string | null | undefined,
  extra: Readonly<Record<string, string>> = {},
): string {
  const query = new URLSearchParams({ ...(returnTo ? { [RETURN_TO_PARAM]: returnTo } : {}), ...extra }).toString();
  return query ? `${page}?${query}` : page;
}

type SearchParamValue = string | string[] | undefined;

/** The first value of a query parameter (Next.js gives arrays for repeated keys). */
export function firstParam(value: SearchParamValue): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The absolute URL a sign-in without a return URL ends on: the landing page, /transactions marked as reached right
 * after sign-in, which sends a person without transactions on to /decision-flow (lib/routes SIGNED_IN_LANDING).
 */
export function defaultReturnUrl(appOrigin: string = clientConfig.appOrigin): string {
  return new URL(SIGNED_IN_LANDING, appOrigin).href;
}

/**
 * The return URL of an auth screen (spec §2, §4, §5): `returnTo` (ours), else `return_to` (Kratos's),
 * used only when it is a valid absolute URL or same-origin path toward an allowed origin. A return URL to a
 * public-only screen (e.g. /login itself) would bounce a signed-in person, so it becomes the landing page.
 * @returns an absolute URL; the landing page ({@link defaultReturnUrl}) when nothing valid was given.
 */
export function resolveAuthReturnUrl(
  params: Record<string, SearchParamValue>,
  appOrigin: string = clientConfig.appOrigin,
  allowedOrigins: readonly string[] = allowedReturnOrigins(),
): string {
  for (const name of [RETURN_TO_PARAM, KRATOS_RETURN_TO_PARAM]) {
    const resolved = resolveReturnUrl(firstParam(params[name]), appOrigin, allowedOrigins);
    if (!resolved) continue;
    if (resolved.sameOrigin && findRoute(new URL(resolved.href).pathname)?.group === 'public-only') {
      return defaultReturnUrl(appOrigin);
    }
    return resolved.href;
  }
  return defaultReturnUrl(appOrigin);
}
