/**
 * The second-factor rule shared by middleware.ts and the protected layouts (spec §2, §4, §6).
 * Edge-safe and pure.
 */
import { AAL_PARAM, LOGIN_PATH, RETURN_TO_PARAM, secondFactorLoginPath, type RouteGroup } from '@/lib/routes';
import type { WhoamiState } from './session';

/**
 * The second-factor step: a person whose session still needs its second factor (whoami 403
 * session_aal2_required) is sent from a protected page, or from a bare /login, to /login?aal=aal2 with the
 * return path; the second-factor step itself (aal=aal2, or a Kratos flow) passes. Never /error, never a loop.
 * @returns the path to redirect to, or null to go on.
 */
export function secondFactorRedirect(
  state: WhoamiState,
  group: RouteGroup,
  pathname: string,
  search: URLSearchParams,
): string | null {
  if (state.kind !== 'aal2_required') return null;
  if (group === 'protected') return secondFactorLoginPath(`${pathname}${search.size ? `?${search}` : ''}`);
  if (pathname === LOGIN_PATH && !search.has('flow') && search.get(AAL_PARAM) !== 'aal2') {
    return secondFactorLoginPath(search.get(RETURN_TO_PARAM) ?? '');
  }
  return null;
}
