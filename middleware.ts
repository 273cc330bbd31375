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
 * - sets the x-current-path request header so server code knows the page path (401 return-to), on every request it
 *   sees, prefetches included, so a client's own x-current-path never reaches server code;
 * - a signed-in person whose browser still holds another person's cookies (userEmail differs), on a protected route
 *   or an open one that renders them (the order form): those cookies are stripped from the request and expired in
 *   the answer, so the page never renders with them;
 * - the security headers of every page: a nonce-based Content-Security-Policy, nosniff, Referrer-Policy,
 *   Permissions-Policy, HSTS over https (lib/security/headers.ts);
 * - on /widget only, writes the partner's `language` and `theme` URL choices into the language and
 *   themeSelector cookies of the request being rendered and of the response (lib/widget/preferences), so the
 *   first paint inside a partner's frame is already right; the cookies get the attributes of
 *   lib/cookies for the request's context (SameSite=None; Secure; Partitioned in a cross-site frame over https).
 * A gate for pages, not the guard of data (that is the product API's 401): what guards what is told in lib/routes.ts.
 * Not an authorisation layer: protected layouts check the session again (CVE-2025-29927).
 * next.config.ts still sets `frame-ancestors` for every response, including those this middleware does not see.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { secondFactorRedirect } from '@/lib/auth/second-factor';
import { whoamiState } from '@/lib/auth/session';
import { allowedReturnOrigins, clientConfig, isDevelopment, isSandbox } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { COOKIE, cookieAttributes, cookieOptions, requestCookieContext } from '@/lib/cookies';
import { cookieDomain } from '@/lib/cookies/domain';
import { PERSONAL_COOKIES, belongsToAnotherPerson, identityEmail } from '@/lib/cookies/personal';
import { editCookieHeader, personalCookieExpiries } from '@/lib/cookies/personal-request';
import { setCookieLine } from '@/lib/cookies/set-cookie-line';
import { CURRENT_PATH_HEADER } from '@/lib/http/request-path';
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
import { newXsrfToken, xsrfCookie } from '@/lib/security/csrf';
import { preparePageSecurity } from '@/lib/security/headers';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { thirdPartyScripts } from '@/lib/third-party/scripts';
import { widgetPreferenceCookies } from '@/lib/widget/preferences';

/** The load balancer's probes (app/healthz, app/readyz): answered without a session check. */
function isProbePath(pathname: string): boolean {
  return pathname === '/healthz' || pathname === '/readyz';
}

/** The request's headers with x-current-path set by us, whatever the client sent. */
function headersWithCurrentPath(request: NextRequest): Headers {
  const headers = new Headers(request.headers);
  headers.set(CURRENT_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return headers;
}

/** What the page policy depends on (lib/security/headers.ts), fixed for the process. */
const PAGE_POLICY = {
  partnerOrigins: clientConfig.partnerOrigins,
  sentryDsn: clientConfig.sentryDsn,
  scriptUrls: thirdPartyScripts(clientConfig).scripts.map((script) => script.src),
  development: isDevelopment,
  sandbox: isSandbox,
};

export async function middleware(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  // The matcher below is fixed at build time and skips only /api/…; a configured base elsewhere (e.g.
  // /ramp/api/v1, spec §7) reaches this function and must pass through to the API proxy, not to /404.
  if (isApiPath(pathname, clientConfig.apiBasePath)) return NextResponse.next();
  if (isProbePath(pathname)) return NextResponse.next(); // health probes: no session, no cookies
  const route = findRoute(pathname);
  const to = (path: string) => NextResponse.redirect(new URL(path, request.url));

  if (pathname === '/') return to(LOGIN_PATH);
  if (!route) return to(NOT_FOUND_PATH);

  // whoami: on every route that is not open, and on an open one that renders the person's cookies when there is
  // someone to ask about (a userEmail cookie; without a session cookie whoamiState makes no call).
  const owner = request.cookies.get(COOKIE.userEmail)?.value;
  const state =
    route.group !== 'open' || (route.personalCookies && owner)
      ? await whoamiState(getServerConfig().kratosPublicUrl, request.headers.get('cookie'))
      : null;
  const session = state?.kind === 'active' ? state.session : null;
  // Another person's cookies in this browser: this render must not see them.
  const forgetPersonal = belongsToAnotherPerson(owner, identityEmail(session));
  if (state && route.group !== 'open') {
    const secondFactor = secondFactorRedirect(state, route.group, pathname, request.nextUrl.searchParams);
    if (secondFactor) return to(secondFactor);
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

  // The double-submit CSRF token of the API proxy (lib/security/csrf.ts), when the browser has none yet.
  const xsrf = request.cookies.get(COOKIE.xsrfToken) ? [] : [{ name: COOKIE.xsrfToken, value: newXsrfToken() }];

  const requestHeaders = headersWithCurrentPath(request);
  // The Cookie header the render sees: without another person's cookies, with the widget's choices and a new XSRF
  // token. Edited as text so the identity service's own cookies pass unchanged (lib/cookies/personal-request.ts).
  if (forgetPersonal || preferences.length || xsrf.length) {
    const cookie = editCookieHeader(request.headers.get('cookie'), {
      remove: forgetPersonal ? PERSONAL_COOKIES : [],
      set: [...preferences, ...xsrf],
    });
    if (cookie) requestHeaders.set('cookie', cookie);
    else requestHeaders.delete('cookie');
  }
  const context = requestCookieContext({ url: request.nextUrl, headers: request.headers });
  const securityHeaders = preparePageSecurity(request.nextUrl, requestHeaders, PAGE_POLICY);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  const domain = preferences.length || forgetPersonal ? cookieDomain(request.nextUrl.host) : undefined;
  // Raw Set-Cookie lines, never response.cookies (lib/cookies/set-cookie-line.ts: the render's Cookie header would be
  // rewritten, Kratos's session cookie with it); the render already has the choices in its Cookie header.
  if (preferences.length) {
    const options = cookieOptions(domain, context);
    for (const { name, value } of preferences)
      response.headers.append('set-cookie', setCookieLine(name, value, options));
  }
  if (forgetPersonal) {
    const expiries = personalCookieExpiries(domain, cookieAttributes(context));
    for (const line of expiries) response.headers.append('set-cookie', line);
  }
  // The XSRF token: readable by the app's own script, which echoes it as X-XSRF-TOKEN; host-only; Secure over https.
  // A raw line, not response.cookies: that also hands the cookie to the render (x-middleware-set-cookie), and Next
  // then rewrites the render's Cookie header with every value URL-encoded, which changes Kratos's session cookie
  // (`=` → `%3D`) so the page's own API calls answered 401. The render already has the token in its Cookie header.
  for (const { value } of xsrf) response.headers.append('set-cookie', xsrfCookie(value, context));
  return response;
}

export const config = {
  // Edge runtime (the default for middleware.ts; see the header comment for why this is not proxy.ts).
  runtime: 'experimental-edge',
  matcher: [
    {
      // Skip static files, images, the identity service rewrite (/auth), the product API base path
      // (/api/...), Next internals and any path with a file extension (favicon.ico, robots.txt, logos).
      // Prefetches are matched (unlike the spec's matcher, whose `missing` rule would let them carry the client's
      // own x-current-path into server code). This function cannot tell the router's prefetches
      // from page requests: Next deletes RSC and Next-Router-Prefetch before middleware runs (FLIGHT_HEADERS in
      // next/dist/server/web/adapter.js), so every request that reaches it gets all of its work.
      source: '/((?!_next/static|_next/image|auth(?:/|$)|api/|.*\\..*).*)',
    },
  ],
};
