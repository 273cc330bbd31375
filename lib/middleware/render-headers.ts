/**
 * Step 6 of middleware.ts: the request headers the server render sees. Each is set here whatever the browser sent,
 * so a browser's own value never reaches server code:
 * - x-current-path: the path and query, for code that has no `searchParams` (layouts, the product API client's 401
 *   return-to of spec §4; lib/http/request-path.ts);
 * - x-ramp-session: the request's one whoami, signed (lib/auth/session-header.ts), or removed when middleware asked
 *   nothing (no session cookie: the render then knows without asking, lib/auth/request-session.ts);
 * - Cookie: edited as text per the {@link CookiePlan}, so the identity service's own cookies pass byte for byte
 *   (lib/cookies/personal-request.ts).
 */
import { SESSION_HEADER } from '@/lib/auth/session-header';
import { COOKIE } from '@/lib/cookies';
import { PERSONAL_COOKIES } from '@/lib/cookies/personal';
import { editCookieHeader } from '@/lib/cookies/personal-request';
import { CURRENT_PATH_HEADER } from '@/lib/http/request-path';
import { changesRenderCookies, type CookiePlan } from './cookie-plan';

/**
 * @param request the incoming request's headers and URL.
 * @param signedSession the signed whoami state (lib/auth/session-header.ts signSessionState), or null when no
 *   whoami was asked.
 * @param plan the cookie changes of this request (./cookie-plan.ts).
 * @returns new headers for `NextResponse.next({ request: { headers } })`.
 */
export function renderRequestHeaders(
  request: { headers: Headers; nextUrl: { pathname: string; search: string } },
  signedSession: string | null,
  plan: CookiePlan,
): Headers {
  const headers = new Headers(request.headers);
  headers.set(CURRENT_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  if (signedSession) headers.set(SESSION_HEADER, signedSession);
  else headers.delete(SESSION_HEADER);
  if (!changesRenderCookies(plan)) return headers;
  const cookie = editCookieHeader(request.headers.get('cookie'), {
    remove: plan.forgetPersonal ? PERSONAL_COOKIES : [],
    set: [...plan.preferences, ...(plan.xsrfToken ? [{ name: COOKIE.xsrfToken, value: plan.xsrfToken }] : [])],
  });
  if (cookie) headers.set('cookie', cookie);
  else headers.delete('cookie');
  return headers;
}
