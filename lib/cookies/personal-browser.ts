/**
 * Browser-only (document.cookie). The person's cookies in the browser (spec §3; the list is lib/cookies/personal.ts):
 * written through {@link setPersonalCookie}, forgotten at sign-out (lib/auth/logout.ts) and when the session provider
 * sees a different person signed in than the one the cookies were written for.
 *
 * Sign-out leaves the page by a navigation, and until the next document arrives this one still runs: a screen whose
 * script arrives late hydrates then and its effects write its cookies (the transaction filters, the order form)
 * after they were forgotten, for the next person at this browser to inherit. So once this page signs out
 * ({@link forgetPersonalCookiesAtSignOut}) {@link setPersonalCookie} writes nothing more.
 */
import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { COOKIE, cookieDeleteOptions, cookieOptions } from './index';
import { PERSONAL_COOKIES, belongsToAnotherPerson, userEmailValue, type PersonalCookie } from './personal';

/** True once this page has signed out: it is on its way to the next document, and no personal cookie is written. */
let signedOut = false;

/**
 * Writes one of the person's cookies with the options of spec §9 (lib/cookies cookieOptions), unless this page has
 * signed out ({@link forgetPersonalCookiesAtSignOut}): then it writes nothing.
 * @param name a personal cookie's name (lib/cookies/personal.ts).
 * @param value the cookie's value, already in its spec §3 format.
 */
export function setPersonalCookie(name: PersonalCookie, value: string): void {
  if (signedOut) return;
  setCookie(name, value, cookieOptions());
}

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
 * Sign-out (spec §4 logout, lib/auth/logout.ts): forgets the person's cookies and stops this page from writing them
 * again before the browser leaves it. Lasts for the life of the page (a reload starts afresh).
 */
export function forgetPersonalCookiesAtSignOut(): void {
  signedOut = true;
  forgetPersonalCookies();
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
  if (value) setPersonalCookie(COOKIE.userEmail, value);
  return other;
}
