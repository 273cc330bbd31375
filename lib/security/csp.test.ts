import { ROUTES } from '@/lib/routes';
import {
  CSP_HEADER,
  FRAMEABLE_PATHS,
  NEVER_FRAMED_PATHS,
  contentSecurityPolicy,
  cspForPath,
  cspHeaderRules,
  frameAncestorSources,
  isFrameablePath,
  isFrameableRequest,
} from './csp';

const PARTNERS = ['https://lobstr.example', 'http://localhost:4012'];

describe('frame-ancestors sources', () => {
  it("lists 'self' and each partner origin once", () => {
    expect(frameAncestorSources([...PARTNERS, 'https://LOBSTR.example'])).toEqual([
      "'self'",
      'https://lobstr.example',
      'http://localhost:4012',
    ]);
  });

  it('drops anything that is not a plain origin, so configuration cannot widen or break the policy', () => {
    expect(
      frameAncestorSources([
        '*',
        'https://*.example',
        "'unsafe-inline'",
        'https://a.example; script-src *',
        'https://b.example/path',
        'javascript:x',
        '',
      ]),
    ).toEqual(["'self'"]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the app and the partners on frameable responses', () => {
    expect(contentSecurityPolicy({ frameable: true, partnerOrigins: PARTNERS })).toBe(
      "frame-ancestors 'self' https://lobstr.example http://localhost:4012",
    );
  });

  it("says 'none' elsewhere", () => {
    expect(contentSecurityPolicy({ frameable: false, partnerOrigins: PARTNERS })).toBe("frame-ancestors 'none'");
  });

  it('with no partners configured, only the app may frame the widget', () => {
    expect(contentSecurityPolicy({ frameable: true, partnerOrigins: [] })).toBe("frame-ancestors 'self'");
  });
});

describe('which routes partners may frame', () => {
  it('classifies every route of the route table exactly once (a new route needs a decision)', () => {
    const frameable = new Set<string>(FRAMEABLE_PATHS);
    const never = new Set<string>(NEVER_FRAMED_PATHS);
    for (const route of ROUTES)
      expect([route.path, frameable.has(route.path) !== never.has(route.path)]).toEqual([route.path, true]);
    expect(frameable.size + never.size).toBe(ROUTES.length);
  });

  it.each([
    ['/widget', true],
    ['/widget/', true],
    ['/order', true],
    ['/login', true],
    ['/kyc', true],
    ['/final-step', true],
    ['/interactive-flow', true],
    ['/profile', false],
    ['/security', false],
    ['/security/history', false],
    ['/', false],
    ['/unknown', false],
    ['/auth/self-service/login/browser', false],
  ])('%s → frameable %p', (path, frameable) => {
    expect(isFrameablePath(path)).toBe(frameable);
    expect(cspForPath(path, PARTNERS)).toBe(
      frameable ? "frame-ancestors 'self' https://lobstr.example http://localhost:4012" : "frame-ancestors 'none'",
    );
  });
});

describe('the settings flow after a recovery (/security?flow=…)', () => {
  const FRAMED = "frame-ancestors 'self' https://lobstr.example http://localhost:4012";

  it.each([
    ['/security', '?flow=0b2c', true],
    ['/security/', 'flow=0b2c', true],
    ['/security', '?flow=', true],
    ['/security', '?return_to=/widget&flow=0b2c', true],
    ['/security', '', false],
    ['/security', '?flows=1', false],
    ['/security', '?returnTo=%3Fflow%3D1', false],
    ['/security/history', '?flow=0b2c', false],
    ['/profile', '?flow=0b2c', false],
    ['/test-sentry-error', '?flow=0b2c', false],
  ])('%s%s → frameable %p once Kratos says the flow is a recovery’s', (path, search, frameable) => {
    expect(isFrameableRequest(path, search)).toBe(frameable);
    expect(cspForPath(path, PARTNERS, search, true)).toBe(frameable ? FRAMED : "frame-ancestors 'none'");
  });

  it.each(['?flow=0b2c', '?flow=', '?flow=bogus'])(
    '/security%s is not framable on the query’s word (no lookup, or Kratos said no)',
    (search) => {
      expect(cspForPath('/security', PARTNERS, search)).toBe("frame-ancestors 'none'");
      expect(cspForPath('/security', PARTNERS, search, false)).toBe("frame-ancestors 'none'");
    },
  );
});

describe('next.config.ts header rules', () => {
  const rules = cspHeaderRules(PARTNERS);

  it("start with 'none' for every path, then override it for the frameable routes", () => {
    expect(rules[0]).toEqual({ source: '/:path*', headers: [{ key: CSP_HEADER, value: "frame-ancestors 'none'" }] });
    for (const rule of rules.slice(1))
      expect(rule.headers).toEqual([
        { key: CSP_HEADER, value: contentSecurityPolicy({ frameable: true, partnerOrigins: PARTNERS }) },
      ]);
  });

  it('open /security only when the request carries a flow query, and no other never-framed route', () => {
    const conditional = rules.filter((r) => r.has);
    expect(conditional.map((r) => r.source).sort()).toEqual(['/security', '/security/']);
    for (const rule of conditional) expect(rule.has).toEqual([{ type: 'query', key: 'flow' }]);
    // Every other override is unconditional and lists no never-framed route (checked below).
    expect(rules.slice(1).filter((r) => !r.has)).toHaveLength(2);
  });

  it('match exactly the frameable routes, with or without a trailing slash', () => {
    // The sources are path-to-regexp patterns "/:route(a|b)" and "/:route(a|b)/"; read their alternatives back.
    const [withoutSlash, withSlash] = rules.slice(1, 3).map((r) => r.source);
    const group = /^\/:route\(([^)]+)\)(\/?)$/;
    const alternatives = group
      .exec(withoutSlash!)![1]!
      .split('|')
      .map((name) => `/${name}`);
    expect(alternatives.sort()).toEqual([...FRAMEABLE_PATHS].sort());
    expect(group.exec(withSlash!)![2]).toBe('/');
    for (const path of NEVER_FRAMED_PATHS) expect(alternatives).not.toContain(path);
  });
});
