/**
 * Browser-only (document.cookie, window.location). Forgets the person's cookies in the browser (issue 10 item 8; the list is lib/cookies/personal.ts): at sign-out
 * (lib/auth/logout.ts) and when the session provider sees a different person signed in than the one the cookies
 * were written for.
 */
import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { COOKIE, cookieDeleteOptions, cookieOptions } from './index';
import { PERSONAL_COOKIES, belongsToAnotherPerson, userEmailValue } from './personal';

/**
 * Deletes every personal cookie, both as written on the parent domain (with this frame's partition) and as a
 * host-only cookie (written before the parent-domain rule, or by a page that could not name a domain).
 */
export function forgetPersonalCookies(): void {
  const options = cookieDeleteOptions();
  for (const name of PERSONAL_COOKIES) {
    deleteCookie(name, options);
    deleteCookie(name, { ...options, domain: undefined });
  }
}

/**
 * Called with the signed-in identity's e-mail: when the cookies were written for someone else, forgets them; then
 * records this person as the cookies' owner (the userEmail cookie of spec §3).
 * @returns true when another person's cookies were forgotten.
 */
export function claimPersonalCookies(email: string): boolean {
  const current = getCookie(COOKIE.userEmail);
  const other = belongsToAnotherPerson(typeof current === 'string' ? current : null, email);
  if (other) forgetPersonalCookies();
  const value = userEmailValue(email);
  if (value) setCookie(COOKIE.userEmail, value, cookieOptions());
  return other;
}
