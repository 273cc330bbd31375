/**
 * The page gate of every page request (spec §2, §4, §6; DESIGN.md), as a list of steps in order. Each step is a small
 * module under lib/middleware/ with its own tests; nothing here fetches product data or translates.
 *
 * Why middleware.ts and not proxy.ts: Next.js 16 deprecates the middleware file convention in favour of
 * proxy.ts, but proxy.ts always runs on the Node.js runtime and cannot run on Edge; this project's
 * session gate runs on the Edge runtime, so it keeps middleware.ts (Edge is still the default here).
 *
 * A gate for pages, not the guard of data (that is the product API's 401): what guards what is told in lib/routes.ts.
 * Not an authorisation layer: the protected layout checks the session again (CVE-2025-29927), from the whoami this
 * gate signs into the render's request headers (lib/auth/session-header.ts).
 */
import { NextResponse, type NextRequest } from 'next/server';
import { isRecoverySettingsFlow } from '@/lib/auth/recovery-settings-flow';
import { activeSession, hasSessionCookie, whoamiState } from '@/lib/auth/session';
import { signSessionState } from '@/lib/auth/session-header';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { accessRedirect } from '@/lib/middleware/access-gate';
import { planCookies } from '@/lib/middleware/cookie-plan';
import { applyPageSecurity } from '@/lib/middleware/page-security';
import { passesThrough, passThroughHeaders } from '@/lib/middleware/pass-through';
import { renderRequestHeaders } from '@/lib/middleware/render-headers';
import { setCookieLines } from '@/lib/middleware/response-cookies';
import { routeOf } from '@/lib/middleware/route-of';
import { SETTINGS_FLOW_PATH, SETTINGS_FLOW_QUERY } from '@/lib/security/csp';

export async function middleware(request: NextRequest) {
  const { nextUrl } = request;
  const redirectTo = (location: string) => NextResponse.redirect(new URL(location, request.url));
  // 1. The API proxy under a configured base path, the health probes and files: no session, no cookies, and none of
  // the render's headers as the browser sent them.
  if (passesThrough(nextUrl.pathname, clientConfig.apiBasePath)) {
    return NextResponse.next({ request: { headers: passThroughHeaders(request) } });
  }
  // 2. The route from the route table: / → /login, unknown → /404.
  const routing = routeOf(nextUrl.pathname);
  if ('redirect' in routing) return redirectTo(routing.redirect);
  // 3. The request's one whoami (none without a session cookie).
  const { kratosPublicUrl, transactionTokenKey } = getServerConfig();
  const cookieHeader = request.headers.get('cookie');
  const state = await whoamiState(kratosPublicUrl, cookieHeader);
  // 4. The route groups: second factor, sign-in for protected routes, away from public-only ones.
  const origins = { appOrigin: clientConfig.appOrigin, allowed: allowedReturnOrigins() };
  const gate = accessRedirect(routing.route, state, nextUrl, origins);
  if (gate) return redirectTo(gate);
  // 5. Cookie changes: another person's cookies out, the widget's choices in, an XSRF token when missing.
  // What the browser loads this answer as: a page or frame (`document`, `iframe`), or the router's fetch (`empty`).
  const fetchDest = request.headers.get('sec-fetch-dest');
  const loadsPage = fetchDest !== 'empty';
  const plan = planCookies(
    routing.route,
    activeSession(state),
    nextUrl.searchParams,
    (name) => request.cookies.get(name)?.value,
    loadsPage,
  );
  // 6. The render's request headers: its path, the signed whoami (only when Kratos was asked: a visitor's page signs
  // nothing), the edited Cookie header.
  const signed = hasSessionCookie(cookieHeader) ? await signSessionState(state, transactionTokenKey) : null;
  const renderHeaders = renderRequestHeaders(request, signed, plan);
  // 7. The page's security headers (nonce-based CSP), which also put the nonce on the render's headers. Partners may
  // frame /security?flow= only for the settings flow a recovery of this session made: Kratos is asked, not the query,
  // and only for a document that may be framed (a top-level navigation says `Sec-Fetch-Dest: document`, and there
  // frame-ancestors decides nothing, so the page's own load of the flow is the only call to Kratos).
  const framable = fetchDest !== 'document';
  const flowId =
    framable && routing.route.path === SETTINGS_FLOW_PATH ? nextUrl.searchParams.get(SETTINGS_FLOW_QUERY) : null;
  const recoveryFlow = flowId !== null && (await isRecoverySettingsFlow(kratosPublicUrl, flowId, cookieHeader));
  const securityHeaders = applyPageSecurity(nextUrl, renderHeaders, recoveryFlow);
  const response = NextResponse.next({ request: { headers: renderHeaders } });
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  // 8. The browser's cookies, as raw Set-Cookie lines.
  for (const line of setCookieLines(request, plan)) response.headers.append('set-cookie', line);
  return response;
}

export const config = {
  // Edge runtime (the default for middleware.ts; see the header comment for why this is not proxy.ts).
  runtime: 'experimental-edge',
  matcher: [
    {
      // Skip Next's build output and image optimiser, the identity service proxy (/auth) and the default product API
      // base path (/api/v1/...): route handlers that render no page. Every other path is matched, dotted ones
      // (/transactions.rsc, /robots.txt, logos) and other /api/ paths included, so no page renders with a
      // browser-sent x-ramp-session (step 1 takes it out of what passes).
      // Prefetches are matched (unlike the spec's matcher, whose `missing` rule would let them carry the client's
      // own x-current-path or x-ramp-session into server code). This function cannot tell the router's prefetches
      // from page requests: Next deletes RSC and Next-Router-Prefetch before middleware runs (FLIGHT_HEADERS in
      // next/dist/server/web/adapter.js), so every request that reaches it gets all of its work.
      source: '/((?!_next/static|_next/image|auth(?:/|$)|api/v1/).*)',
    },
  ],
};
