/**
 * The server's half of forgetting another person's cookies (issue 10 item 8). Edge-safe, pure, unit-tested.
 *
 * The browser forgets them too (lib/cookies/personal-browser.ts), but only after the first render: a page rendered
 * for the new person with the last person's orderFormData would pre-fill, and re-save, their half-filled order. So
 * middleware.ts, which has the session already, strips those cookies from the request it passes on (the render
 * never sees them) and expires them in its answer, on the parent domain and as host-only cookies.
 */
import { COOKIE, type CookieAttributes } from './index';
import { PERSONAL_COOKIES, belongsToAnotherPerson, identityEmail } from './personal';

/** The request cookies middleware reads and edits (Next's RequestCookies satisfies it). */
export interface EditableRequestCookies {
  get(name: string): { value: string } | undefined;
  delete(name: string): unknown;
}

/**
 * When the userEmail cookie names someone else than the signed-in identity, deletes every personal cookie from
 * the request (so server code renders without them).
 * @param cookies the request's cookies, edited in place.
 * @param session the whoami session (its identity's e-mail trait), or null when nobody is signed in.
 * @returns true when cookies were stripped: the answer must then expire them ({@link personalCookieExpiries}).
 */
export function stripAnotherPersonsCookies(
  cookies: EditableRequestCookies,
  session: Parameters<typeof identityEmail>[0],
): boolean {
  if (!belongsToAnotherPerson(cookies.get(COOKIE.userEmail)?.value, identityEmail(session))) return false;
  for (const name of PERSONAL_COOKIES) cookies.delete(name);
  return true;
}

/**
 * Set-Cookie values that expire every personal cookie: one naming the parent domain (when there is one) and one
 * host-only, each with the SameSite attributes the cookie was written with (a partitioned cookie is only removed
 * by a deletion in the same partition).
 * @param domain the parent domain (lib/cookies/domain.ts cookieDomain), or undefined on a host without one.
 * @param attributes the request's {@link CookieAttributes}.
 */
export function personalCookieExpiries(domain: string | undefined, attributes: CookieAttributes): string[] {
  const tail = [
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    attributes.sameSite === 'none' ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax',
  ].join('; ');
  return PERSONAL_COOKIES.flatMap((name) => [
    ...(domain ? [`${name}=; Domain=${domain}; ${tail}`] : []),
    `${name}=; ${tail}`,
  ]);
}
