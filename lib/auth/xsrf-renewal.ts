/**
 * The XSRF token follows the identity session (spec §4 sign-in and logout, §7 the API's XSRF header): when an answer
 * of the identity service through /auth sets its session cookie, a person has signed in (or confirmed who they are)
 * and the XSRF-TOKEN cookie gets a new token; when it expires the session cookie, they have signed out and the
 * XSRF-TOKEN cookie is expired too, so no token of one session serves the next. The app's script reads the cookie at
 * each call (lib/http/client.ts), so the new token is used from the next call on. Pure but for the random token.
 */
import { parseSetCookie, type SetCookie } from 'cookie';
import type { CookieContext } from '@/lib/cookies';
import { newXsrfToken, xsrfCookie, xsrfCookieExpiry } from '@/lib/security/csrf';
import { isSessionCookieName } from './session';

/** What an answer does to the identity session, read from its Set-Cookie headers. */
export type SessionCookieChange = 'signed-in' | 'signed-out' | null;

/**
 * Whether one parsed Set-Cookie removes its cookie: an empty value, else `Max-Age` ≤ 0, else (without Max-Age, which
 * wins: RFC 6265 §5.3) an `Expires` in the past.
 */
function removes(cookie: SetCookie, now: number): boolean {
  if (!cookie.value) return true;
  if (cookie.maxAge !== undefined) return cookie.maxAge <= 0;
  return cookie.expires !== undefined && cookie.expires.getTime() <= now;
}

/**
 * Reads the identity session's change from an answer's Set-Cookie values.
 * @param setCookies the answer's Set-Cookie values (Headers.getSetCookie()).
 * @param now the current time in ms (for `Expires`).
 * @returns 'signed-in' when a session cookie is set, 'signed-out' when it is removed (the last one wins), else null.
 */
export function sessionCookieChange(setCookies: readonly string[], now: number = Date.now()): SessionCookieChange {
  let change: SessionCookieChange = null;
  for (const line of setCookies) {
    const cookie = parseSetCookie(line);
    if (!isSessionCookieName(cookie.name)) continue;
    change = removes(cookie, now) ? 'signed-out' : 'signed-in';
  }
  return change;
}

/**
 * Adds the XSRF-TOKEN cookie's renewal or expiry to an identity service answer that signs someone in or out (its
 * other headers and body untouched).
 * @param response the proxy's answer (its headers must be mutable: a constructed Response).
 * @param context the request's cookie context (lib/cookies requestCookieContext), for `Secure` and SameSite.
 * @returns the same response.
 */
export function withXsrfRenewal(response: Response, context: CookieContext): Response {
  const change = sessionCookieChange(response.headers.getSetCookie());
  if (change === 'signed-in') response.headers.append('set-cookie', xsrfCookie(newXsrfToken(), context));
  if (change === 'signed-out') response.headers.append('set-cookie', xsrfCookieExpiry(context));
  return response;
}
