/**
 * Step 8 of middleware.ts: the Set-Cookie lines of the {@link CookiePlan} (spec §3, §9 cookie attributes for the
 * request's context: SameSite=None; Secure; Partitioned in a cross-site frame over https). Raw lines, never
 * `response.cookies`: that also hands the cookies to the render (x-middleware-set-cookie), and Next then rewrites the
 * render's Cookie header with every value URL-encoded, which changes Kratos's session cookie (`=` → `%3D`) so the
 * page's own API calls are answered 401 (lib/cookies/set-cookie-line.ts). The render already has the new values in
 * its Cookie header (./render-headers.ts).
 */
import { clientConfig } from '@/lib/config';
import { cookieAttributes, cookieOptions, requestCookieContext } from '@/lib/cookies';
import { appCookieDomain } from '@/lib/cookies/domain';
import { personalCookieExpiries } from '@/lib/cookies/personal-request';
import { setCookieLine } from '@/lib/cookies/set-cookie-line';
import { xsrfCookie } from '@/lib/security/csrf';
import type { CookiePlan } from './cookie-plan';

/**
 * @param request the incoming request's URL and headers (the cookies' context and parent domain).
 * @param plan the cookie changes of this request.
 * @param appOrigin the configured app origin, whose host alone gives the parent domain (lib/cookies/domain.ts).
 * @returns the Set-Cookie values to append, in order: widget choices, personal expiries, XSRF token.
 */
export function setCookieLines(
  request: { nextUrl: URL; headers: Headers },
  plan: CookiePlan,
  appOrigin: string = clientConfig.appOrigin,
): string[] {
  const context = requestCookieContext({ url: request.nextUrl, headers: request.headers });
  const needsDomain = plan.preferences.length > 0 || plan.forgetPersonal;
  const domain = needsDomain ? appCookieDomain(request.nextUrl.host, appOrigin) : undefined;
  const options = cookieOptions(domain, context);
  return [
    ...plan.preferences.map(({ name, value }) => setCookieLine(name, value, options)),
    ...(plan.forgetPersonal ? personalCookieExpiries(domain, cookieAttributes(context)) : []),
    // Readable by the app's own script, which echoes it as X-XSRF-TOKEN; host-only; Secure over https.
    ...(plan.xsrfToken ? [xsrfCookie(plan.xsrfToken, context)] : []),
  ];
}
