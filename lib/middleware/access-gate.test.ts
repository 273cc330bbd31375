import type { WhoamiState } from '@/lib/auth/session';
import { findRoute } from '@/lib/routes';
import { accessRedirect } from './access-gate';

const ORIGINS = {
  appOrigin: 'http://localhost:3000',
  allowed: ['http://localhost:3000', 'https://wallet.lobstr.example'],
};
const ACTIVE: WhoamiState = { kind: 'active', session: { id: 's', active: true } };
const NONE: WhoamiState = { kind: 'none' };
const AAL2: WhoamiState = { kind: 'aal2_required' };

function gate(pathAndQuery: string, state: WhoamiState): string | null {
  const url = new URL(pathAndQuery, ORIGINS.appOrigin);
  return accessRedirect(findRoute(url.pathname)!, state, url, ORIGINS);
}

describe('accessRedirect (spec §2, §6 route groups)', () => {
  it('lets anyone render an open route', () => {
    for (const state of [ACTIVE, NONE, AAL2]) expect(gate('/order-form?x=1', state)).toBeNull();
  });

  it('sends a visitor on a protected route to /login with the path and query to come back to', () => {
    expect(gate('/transactions?page=2', NONE)).toBe('/login?returnTo=%2Ftransactions%3Fpage%3D2');
    expect(gate('/transactions?page=2', ACTIVE)).toBeNull();
  });

  it('sends a person who owes the second factor to the second-factor step', () => {
    expect(gate('/transactions', AAL2)).toBe('/login?returnTo=%2Ftransactions&aal=aal2');
    expect(gate('/login?aal=aal2', AAL2)).toBeNull();
  });

  it('sends a signed-in person away from a public-only route: to a valid returnTo, else the landing page', () => {
    // The landing page marked as reached right after sign-in: /transactions then decides (lib/transactions/landing).
    expect(gate('/login', ACTIVE)).toBe('/transactions?signedIn=1');
    expect(gate('/login?returnTo=%2Fprofile', ACTIVE)).toBe('/profile');
    expect(gate('/login?returnTo=https%3A%2F%2Fwallet.lobstr.example%2Fdone', ACTIVE)).toBe(
      'https://wallet.lobstr.example/done',
    );
    expect(gate('/login?returnTo=https%3A%2F%2Fevil.example%2F', ACTIVE)).toBe('/transactions?signedIn=1');
    expect(gate('/login?returnTo=%2Fverification', ACTIVE)).toBe('/transactions?signedIn=1');
  });

  it('lets the identity service’s own flows and the refresh sign-in through', () => {
    expect(gate('/login?flow=abc', ACTIVE)).toBeNull();
    expect(gate('/login?refresh=true&returnTo=%2Ftransactions', ACTIVE)).toBeNull();
    expect(gate('/login', NONE)).toBeNull();
  });
});
