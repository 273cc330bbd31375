import { LANDING_PATH, ROUTES, findRoute, loginPathAfterUnauthorized, loginPathWithReturn } from './routes';

describe('route table (spec §2)', () => {
  it('holds the 25 routes of the spec with their groups, plus the two extras of issue #2', () => {
    const spec = ROUTES.filter((r) => !('extra' in r));
    expect(spec).toHaveLength(25);
    const count = (group: string) => spec.filter((r) => r.group === group).length;
    expect([count('open'), count('public-only'), count('protected')]).toEqual([13, 3, 9]);
    expect(ROUTES.filter((r) => 'extra' in r).map((r) => r.path)).toEqual(['/registration', '/recovery']);
  });

  it('puts final-step and widget outside the main layout, profile/security in the second-page layout', () => {
    expect(findRoute('/final-step')?.layout).toBe('none');
    expect(findRoute('/widget')?.layout).toBe('none');
    expect(['/profile', '/security', '/security/history'].map((p) => findRoute(p)?.layout)).toEqual([
      'second-page',
      'second-page',
      'second-page',
    ]);
  });

  it('finds routes with or without a trailing slash; unknown paths are undefined', () => {
    expect(findRoute('/transactions/')?.group).toBe('protected');
    expect(findRoute('/nope')).toBeUndefined();
  });

  it('builds the login URL with the return-to path', () => {
    expect(loginPathWithReturn('/transactions?status=error')).toBe('/login?returnTo=%2Ftransactions%3Fstatus%3Derror');
    expect(loginPathWithReturn('/login?returnTo=x')).toBe('/login');
    expect(loginPathWithReturn('/')).toBe('/login');
  });

  it('lands signed-in people on a protected route', () => {
    expect(findRoute(LANDING_PATH)?.group).toBe('protected');
  });
});

describe('loginPathAfterUnauthorized (a product-API 401, spec §4)', () => {
  it('asks for a refresh login with the return path, so a signed-in person sees the form instead of looping', () => {
    expect(loginPathAfterUnauthorized('/transactions?status=error')).toBe(
      '/login?returnTo=%2Ftransactions%3Fstatus%3Derror&refresh=true',
    );
    expect(loginPathAfterUnauthorized('/login')).toBe('/login?refresh=true');
  });
});
