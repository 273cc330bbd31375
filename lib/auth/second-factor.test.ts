import { secondFactorRedirect } from './second-factor';
import type { WhoamiState } from './session';

const owes: WhoamiState = { kind: 'aal2_required' };
const active: WhoamiState = { kind: 'active', session: { id: 's', active: true } };
const none: WhoamiState = { kind: 'none' };
const q = (query = '') => new URLSearchParams(query);

describe('secondFactorRedirect (whoami 403 session_aal2_required)', () => {
  it('sends a protected page to the second-factor step with the page to come back to', () => {
    expect(secondFactorRedirect(owes, 'protected', '/security/history', q())).toBe(
      '/login?returnTo=%2Fsecurity%2Fhistory&aal=aal2',
    );
    expect(secondFactorRedirect(owes, 'protected', '/transactions', q('page=2'))).toBe(
      '/login?returnTo=%2Ftransactions%3Fpage%3D2&aal=aal2',
    );
  });

  it('turns a bare /login into the second-factor step, keeping returnTo', () => {
    expect(secondFactorRedirect(owes, 'public-only', '/login', q('returnTo=%2Fprofile'))).toBe(
      '/login?returnTo=%2Fprofile&aal=aal2',
    );
    expect(secondFactorRedirect(owes, 'public-only', '/login', q())).toBe('/login?aal=aal2');
  });

  it('lets the second-factor step itself and Kratos flows through (no loop)', () => {
    expect(secondFactorRedirect(owes, 'public-only', '/login', q('aal=aal2&returnTo=%2Fprofile'))).toBeNull();
    expect(secondFactorRedirect(owes, 'public-only', '/login', q('flow=abc'))).toBeNull();
    expect(secondFactorRedirect(owes, 'public-only', '/registration', q())).toBeNull();
  });

  it('does nothing for a full session or no session', () => {
    expect(secondFactorRedirect(active, 'protected', '/profile', q())).toBeNull();
    expect(secondFactorRedirect(none, 'protected', '/profile', q())).toBeNull();
  });
});
