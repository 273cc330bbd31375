/**
 * Session check and route groups (spec §2, §4, §6; DESIGN.md). Nothing else happens here: no data
 * fetching, no i18n.
 *
 * Why middleware.ts and not proxy.ts: Next.js 16 deprecates the middleware file convention in favour of
 * proxy.ts, but proxy.ts always runs on the Node.js runtime and cannot run on Edge; this project's
 * session gate runs on the Edge runtime, so it keeps middleware.ts (Edge is still the default here).
 *
 * - whoami against the identity service with the request's cookie (lib/auth/session.ts);
 * - visitor on a protected route → /login?returnTo=<path and query>;
 * - signed-in user on a public-only route → their valid returnTo, else LANDING_PATH (/transactions), unless
 *   the identity service sent them there with a flow (re-authentication, verification);
 * - / → /login; unknown paths → /404;
 * - adds the x-current-path request header so server code knows the page path (401 return-to);
 * - on /widget only, writes the partner's `language` and `theme` URL choices into the language and
 *   themeSelector cookies of the request being rendered and of the response (lib/widget/preferences), so the
 *   first paint inside a partner's frame is already right (issue #5); the cookies get the attributes of
 *   lib/cookies for the request's context (SameSite=None; Secure; Partitioned in a cross-site frame over https).
 * Not an authorisation layer: protected layouts check the session again (CVE-2025-29927).
 * Security headers (Content-Security-Policy frame-ancestors) are set by next.config.ts for every response.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { secondFactorRedirect } from '@/lib/auth/second-factor';
import { whoamiState } from '@/lib/auth/session';
import { allowedReturnOrigins, clientConfig, getServerConfig } from '@/lib/config';
import { COOKIE, cookieAttributes, cookieOptions, requestCookieContext } from '@/lib/cookies';
import {
  LANDING_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  REFRESH_PARAM,
  RETURN_TO_PARAM,
  findRoute,
  isApiPath,
  loginPathWithReturn,
} from '@/lib/routes';
import { newXsrfToken } from '@/lib/security/csrf';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { widgetPreferenceCookies } from '@/lib/widget/preferences';

const CURRENT_PATH_HEADER = 'x-current-path';

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The matcher below is fixed at build time and skips only /api/…; a configured base elsewhere (e.g.
  // /ramp/api/v1, spec §7) reaches this function and must pass through to the API proxy, not to /404.
  if (isApiPath(pathname, clientConfig.apiBasePath)) return NextResponse.next();
  const route = findRoute(pathname);
  const to = (path: string) => NextResponse.redirect(new URL(path, request.url));

  if (pathname === '/') return to(LOGIN_PATH);
  if (!route) return to(NOT_FOUND_PATH);

  if (route.group !== 'open') {
    const state = await whoamiState(getServerConfig().kratosPublicUrl, request.headers.get('cookie'));
    const secondFactor = secondFactorRedirect(state, route.group, pathname, request.nextUrl.searchParams);
    if (secondFactor) return to(secondFactor);
    const session = state.kind === 'active' ? state.session : null;
    if (route.group === 'protected' && !session) return to(loginPathWithReturn(`${pathname}${search}`));
    // A signed-in person may still be sent to /login or /verification by the identity service itself, with
    // a flow id (re-authentication before a privileged change, verifying an address): let those through.
    // So may a person whose session the product API refused (401 → /login?refresh=true, lib/routes.ts
    // loginPathAfterUnauthorized): bouncing them back to the page would loop; they confirm who they are instead.
    const identityServiceFlow =
      request.nextUrl.searchParams.has('flow') || request.nextUrl.searchParams.get(REFRESH_PARAM) === 'true';
    if (route.group === 'public-only' && session && !identityServiceFlow) {
      const back = resolveReturnUrl(
        request.nextUrl.searchParams.get(RETURN_TO_PARAM),
        clientConfig.appOrigin,
        allowedReturnOrigins(),
      );
      if (back && !back.sameOrigin) return NextResponse.redirect(back.href);
      const backRoute = back ? findRoute(new URL(back.href).pathname) : undefined;
      return to(back && backRoute && backRoute.group !== 'public-only' ? back.path : LANDING_PATH);
    }
  }

  // The widget's cosmetic choices: into the request (this render) and the response (the browser keeps them).
  const preferences =
    route.path === '/widget'
      ? widgetPreferenceCookies(request.nextUrl.searchParams, (name) => request.cookies.get(name)?.value)
      : [];
  for (const { name, value } of preferences) request.cookies.set(name, value);

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CURRENT_PATH_HEADER, `${pathname}${search}`);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // The double-submit CSRF token of the API proxy (lib/security/csrf.ts): readable by the app's own script, which
  // echoes it as X-XSRF-TOKEN; host-only, so no sibling domain shares it.
  if (!request.cookies.get(COOKIE.xsrfToken)) {
    const context = requestCookieContext({ url: request.nextUrl, headers: request.headers });
    response.cookies.set(COOKIE.xsrfToken, newXsrfToken(), { path: '/', ...cookieAttributes(context) });
  }
  if (preferences.length) {
    const options = cookieOptions(
      request.nextUrl.host,
      requestCookieContext({ url: request.nextUrl, headers: request.headers }),
    );
    for (const { name, value } of preferences) response.cookies.set(name, value, options);
  }
  return response;
}

export const config = {
  // Edge runtime (the default for middleware.ts; see the header comment for why this is not proxy.ts).
  runtime: 'experimental-edge',
  matcher: [
    {
      // Skip static files, images, the identity service rewrite (/auth), the product API base path
      // (/api/...), Next internals and any path with a file extension (favicon.ico, robots.txt, logos).
      source: '/((?!_next/static|_next/image|auth(?:/|$)|api/|.*\\..*).*)',
      // Skip prefetches (spec: the matcher skips prefetches).
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
