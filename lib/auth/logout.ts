/**
 * Logout (spec §4 "Logout"): create a browser logout flow whose return URL is the current page, then send
 * the browser to the flow's logout_url. A failure is logged, reported and otherwise ignored.
 * Browser-only module (uses window and the /auth rewrite with the browser's cookies).
 */
import { z } from 'zod/mini';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { forgetPersonalCookiesAtSignOut } from '@/lib/cookies/personal-browser';
import { resolveReturnUrl } from '@/lib/security/return-url';
import * as Sentry from '@/lib/sentry/capture';
import { KRATOS_RETURN_TO_PARAM } from './flow-url';

/** The part of Kratos's logout flow answer the app uses (spec §3: a logout flow returns logout_url). */
export const logoutFlowSchema = z.looseObject({ logout_url: z.url() });

/**
 * Creates a browser logout flow: GET /auth/self-service/logout/browser?return_to=… with credentials.
 * @param returnTo where to land after logout: an absolute URL or a same-origin path (made absolute with
 *   `origin`); dropped when it is not toward an allowed origin, so Kratos uses its default (/login).
 * @param origin the browser's origin, used to make a path absolute.
 * @returns the logout_url to navigate to.
 * @throws Error when Kratos answers non-2xx (401: no session) or with an unexpected body.
 */
export async function createLogoutUrl(returnTo: string, origin: string = window.location.origin): Promise<string> {
  const target = resolveReturnUrl(returnTo, origin, allowedReturnOrigins());
  const query = target ? `?${new URLSearchParams({ [KRATOS_RETURN_TO_PARAM]: target.href }).toString()}` : '';
  const response = await fetch(`${clientConfig.authBasePath}/self-service/logout/browser${query}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Creating the logout flow failed with ${response.status}`);
  return logoutFlowSchema.parse(await response.json()).logout_url;
}

/**
 * Logs the person out (spec §4): creates a browser logout flow returning to `returnTo`, forgets the person's
 * cookies (e-mail, country, order form, transaction ids) and stops this page writing them again
 * (lib/cookies/personal-browser.ts), then `window.location.assign(logout_url)`. Never rejects: a failure is logged
 * with console.error, reported to Sentry and ignored (the person stays on the page).
 * @param returnTo the current page (absolute URL or path).
 */
export async function logout(returnTo: string): Promise<void> {
  try {
    const logoutUrl = await createLogoutUrl(returnTo);
    forgetPersonalCookiesAtSignOut();
    window.location.assign(logoutUrl);
  } catch (error) {
    console.error('[auth] logout failed', error);
    Sentry.captureException(error);
  }
}
