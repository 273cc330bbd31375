/**
 * The XSRF token follows the identity session (spec §4 sign-in and logout, §7 the API's XSRF header): when an answer
 * of the identity service through /auth sets its session cookie, a person has signed in (or confirmed who they are)
 * and the XSRF-TOKEN cookie gets a new token; when it expires the session cookie, they have signed out and the
 * XSRF-TOKEN cookie is expired too, so no token of one session serves the next. The app's script reads the cookie at
 * each call (lib/http/client.ts), so the new token is used from the next call on. Pure but for the random token.
 */
import type { CookieContext } from '@/lib/cookies';
import { newXsrfToken, xsrfCookie, xsrfCookieExpiry } from '@/lib/security/csrf';

/** Kratos session cookie names: ory_kratos_session (self-hosted), ory_session_* (Ory Network); as lib/auth/session.ts. */
const SESSION_COOKIE = /^(ory_kratos_session|ory_session_[a-z0-9]+)$/i;

/** What an answer does to the identity session, read from its Set-Cookie headers. */
export type SessionCookieChange = 'signed-in' | 'signed-out' | null;

/** Whether one Set-Cookie value removes its cookie: an empty value, `Max-Age` ≤ 0 or an `Expires` in the past. */
function removes(value: string, attributes: readonly string[], now: number): boolean {
  if (!value) return true;
  for (const attribute of attributes) {
    const at = attribute.indexOf('=');
    const name = (at < 0 ? attribute : attribute.slice(0, at)).trim().toLowerCase();
    const text = at < 0 ? '' : attribute.slice(at + 1).trim();
    if (name === 'max-age' && /^-?\d+$/.test(text)) return Number(text) <= 0;
    if (name === 'expires' && !Number.isNaN(Date.parse(text)) && Date.parse(text) <= now) return true;
  }
  return false;
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
    const [pair = '', ...attributes] = line.split(';');
    const at = pair.indexOf('=');
    if (at < 0 || !SESSION_COOKIE.test(pair.slice(0, at).trim())) continue;
    change = removes(pair.slice(at + 1).trim(), attributes, now) ? 'signed-out' : 'signed-in';
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
