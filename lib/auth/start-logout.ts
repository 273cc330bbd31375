/**
 * Signing out from a button (spec §4 logout): the logout flow's code (./logout.ts, with zod) loads on the click, not
 * with every page. Used by the header's "Sign out" and the sign-in steps' "Not you? Sign out".
 * Browser-only.
 */
import { captureException } from '@/lib/sentry/capture';

/**
 * Loads ./logout.ts and runs `logout(returnTo)`, which navigates away on success.
 * @param returnTo where to land afterwards (a path or absolute URL; ./logout.ts checks it)
 * @returns a promise that settles when the person stays on the page: logout() never rejects, and a chunk that cannot
 *   load is logged and reported here, so the button can be pressed again. Never rejects.
 */
export function startLogout(returnTo: string): Promise<void> {
  return import('./logout')
    .then(({ logout }) => logout(returnTo))
    .catch((error: unknown) => {
      console.error('[auth] could not load the logout flow', error);
      captureException(error, { tags: { area: 'auth' } });
    });
}
