/**
 * Step 5 of middleware.ts: what changes in the cookies of this render and of the browser (spec §3, §4). Pure.
 * - another person's cookies (their userEmail differs from the signed-in identity's e-mail) are dropped from the
 *   render and expired in the browser, so a page never renders with them;
 * - on /widget, the partner's `language` and `theme` choices (lib/widget/preferences.ts), so the first paint in a
 *   partner's frame is already right; only when the page loads (a document or a frame), never on the router's fetch
 *   of a re-render, so a language or theme changed live in the frame (the header's menus, the host's `set_language`)
 *   is not put back by the URL's;
 * - the double-submit XSRF token of the API proxy (lib/security/csrf.ts) when the browser has none yet.
 */
import type { IdentitySession } from '@/lib/auth/session';
import { COOKIE } from '@/lib/cookies';
import { belongsToAnotherPerson, identityEmail } from '@/lib/cookies/personal';
import type { RouteDef } from '@/lib/routes';
import { newXsrfToken } from '@/lib/security/csrf';
import { widgetPreferenceCookies, type PreferenceCookie } from '@/lib/widget/preferences';

/** The cookie changes of one page request. */
export interface CookiePlan {
  /** Drop and expire the personal cookies (lib/cookies/personal.ts PERSONAL_COOKIES). */
  forgetPersonal: boolean;
  /** The widget's language and theme cookies to write (empty off /widget or when nothing changes). */
  preferences: PreferenceCookie[];
  /** A new XSRF token to issue, or null when the browser has one. */
  xsrfToken: string | null;
}

/**
 * @param route the request's route.
 * @param session the active identity session, or null.
 * @param search the request's query.
 * @param cookie the value of one of the request's cookies.
 * @param loadsPage the request loads the page (`Sec-Fetch-Dest` document or iframe, or none given), rather than the
 *   router fetching a re-render (`empty`).
 */
export function planCookies(
  route: RouteDef,
  session: IdentitySession | null,
  search: URLSearchParams,
  cookie: (name: string) => string | undefined,
  loadsPage = true,
): CookiePlan {
  return {
    forgetPersonal: belongsToAnotherPerson(cookie(COOKIE.userEmail), identityEmail(session)),
    preferences: route.path === '/widget' && loadsPage ? widgetPreferenceCookies(search, cookie) : [],
    xsrfToken: cookie(COOKIE.xsrfToken) ? null : newXsrfToken(),
  };
}

/** Whether the plan changes the Cookie header the render sees. */
export function changesRenderCookies(plan: CookiePlan): boolean {
  return plan.forgetPersonal || plan.preferences.length > 0 || plan.xsrfToken !== null;
}
