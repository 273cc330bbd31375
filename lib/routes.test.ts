import {
  LANDING_PATH,
  PUBLIC_ONLY_PATHS,
  ROUTES,
  findRoute,
  loginPathAfterUnauthorized,
  loginPathWithReturn,
} from './routes';

describe('route table (spec §2)', () => {
  it('lists the sign-in screens, where the header shows no "Sign in"', () => {
    expect([...PUBLIC_ONLY_PATHS].sort()).toEqual([
      '/login',
      '/login-google',
      '/recovery',
      '/registration',
      '/verification',
    ]);
  });

  it('holds the 25 routes of the spec with their groups, plus the two extras (/registration, /recovery)', () => {
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

describe('app/**/page.tsx against the route table', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- node built-ins in a node-environment test
  const { readdirSync, readFileSync } = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
  const { join, relative, sep } = require('node:path') as typeof import('node:path');
  const appDir = join(__dirname, '..', 'app');
  const pages = (readdirSync(appDir, { recursive: true }) as string[])
    .filter((file) => file.endsWith(`${sep}page.tsx`) || file === 'page.tsx')
    .map((file) => {
      const folders = relative(appDir, join(appDir, file)).split(sep).slice(0, -1);
      const path = `/${folders.filter((f) => !f.startsWith('(')).join('/')}`;
      return { file, folders, path, source: readFileSync(join(appDir, file), 'utf8') };
    })
    .filter((page) => !page.folders.some((f) => f.startsWith('[')));
  const ACCESS_FOLDERS = { '(open)': 'open', '(public-only)': 'public-only', '(protected)': 'protected' } as const;

  it('finds every route of the table as a page, and no page outside it', () => {
    expect(pages.map((p) => p.path).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it.each(ROUTES.map((r) => [r.path, r] as const))('%s sits in the folders of its group and layout', (path, route) => {
    const page = pages.find((p) => p.path === path)!;
    const access = page.folders.filter((f): f is keyof typeof ACCESS_FOLDERS => f in ACCESS_FOLDERS);
    // A page outside the three access folders is open: middleware lets everyone through (final-step, widget, /,
    // the legal pages of (documents), /test-sentry-error of (diagnostics)).
    expect(access.map((f) => ACCESS_FOLDERS[f])).toEqual(route.group === 'open' && !access.length ? [] : [route.group]);
    const layout = !page.folders.includes('(main)')
      ? 'none'
      : page.folders.includes('(second-page)')
        ? 'second-page'
        : 'main';
    expect(layout).toBe(route.layout);
  });

  it('each page with a route title takes it from routeMetadata with its own path', () => {
    const titled = pages.filter((p) => /routeMetadata\(/.test(p.source));
    expect(titled.length).toBeGreaterThanOrEqual(23);
    for (const page of titled) expect(page.source).toContain(`routeMetadata('${page.path}')`);
  });
});
