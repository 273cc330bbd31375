/**
 * Step 4 of middleware.ts: the route groups of spec §2 and §6 applied to the request's session. A gate for pages,
 * not the guard of data (that is the product API's 401); the protected layout checks again (lib/routes.ts tells
 * what guards what). Pure.
 * - a person who still owes the second factor → the second-factor step (lib/auth/second-factor.ts);
 * - a visitor on a protected route → /login?returnTo=<path and query>;
 * - a signed-in person on a public-only route → their valid returnTo (spec §5: absolute, allowed origin), else
 *   SIGNED_IN_LANDING (their transactions, or the buy-or-sell choice when they have none), unless the identity
 *   service sent them there with a flow (re-authentication, verification) or the product API refused their session
 *   (401 → /login?refresh=true): bouncing those back would loop.
 */
import { secondFactorRedirect } from '@/lib/auth/second-factor';
import { activeSession, type WhoamiState } from '@/lib/auth/session';
import {
  REFRESH_PARAM,
  RETURN_TO_PARAM,
  SIGNED_IN_LANDING,
  findRoute,
  loginPathWithReturn,
  type RouteDef,
} from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';

/** The origins a return URL may lead to: the app's own and the allowed ones (lib/config). */
export interface ReturnOrigins {
  appOrigin: string;
  allowed: readonly string[];
}

/**
 * @param route the request's route.
 * @param state what whoami said.
 * @param url the request's URL (path and query).
 * @param origins where a public-only route may send a signed-in person back to.
 * @returns the path or absolute URL to redirect to, or null to render the page.
 */
export function accessRedirect(
  route: RouteDef,
  state: WhoamiState,
  url: { pathname: string; search: string; searchParams: URLSearchParams },
  origins: ReturnOrigins,
): string | null {
  if (route.group === 'open') return null;
  const secondFactor = secondFactorRedirect(state, route.group, url.pathname, url.searchParams);
  if (secondFactor) return secondFactor;
  const session = activeSession(state);
  if (route.group === 'protected') return session ? null : loginPathWithReturn(`${url.pathname}${url.search}`);
  return session && !identityServiceFlow(url.searchParams) ? returnDestination(url.searchParams, origins) : null;
}

/** A flow id from the identity service, or the refresh sign-in after the product API's 401. */
function identityServiceFlow(search: URLSearchParams): boolean {
  return search.has('flow') || search.get(REFRESH_PARAM) === 'true';
}

/** Where a signed-in person on a public-only route goes: their valid returnTo, never another public-only route. */
function returnDestination(search: URLSearchParams, origins: ReturnOrigins): string {
  const back = resolveReturnUrl(search.get(RETURN_TO_PARAM), origins.appOrigin, origins.allowed);
  if (!back) return SIGNED_IN_LANDING;
  if (!back.sameOrigin) return back.href;
  const backRoute = findRoute(new URL(back.href).pathname);
  return backRoute && backRoute.group !== 'public-only' ? back.path : SIGNED_IN_LANDING;
}
