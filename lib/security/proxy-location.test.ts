import { browserLocation, type LocationRule } from './proxy-location';

const KRATOS: LocationRule = {
  localBase: '/auth',
  upstreamBase: 'http://127.0.0.1:4433',
  internalOrigins: ['http://127.0.0.1:4434/'],
};
const API: LocationRule = { localBase: '/api/v1', upstreamBase: 'http://127.0.0.1:4010/api/v1' };
const fromKratos = (location: string) => browserLocation(location, 'http://127.0.0.1:4433/identities?x=1', KRATOS);

describe('browserLocation (spec §7: upstream redirects through the app)', () => {
  it("refuses the identity service's admin API address", () => {
    expect(fromKratos('http://127.0.0.1:4434/admin/identities')).toEqual({ ok: false, reason: 'internal-origin' });
    expect(fromKratos('HTTP://127.0.0.1:4434/')).toEqual({ ok: false, reason: 'internal-origin' });
  });

  it("maps the upstream's own origin back onto the local base, relative Locations too", () => {
    expect(fromKratos('http://127.0.0.1:4433/self-service/login/browser?a=1#h')).toEqual({
      ok: true,
      location: '/auth/self-service/login/browser?a=1#h',
    });
    expect(fromKratos('/sessions/whoami')).toEqual({ ok: true, location: '/auth/sessions/whoami' });
    expect(browserLocation('http://127.0.0.1:4010/api/v1/user/profile', 'http://127.0.0.1:4010/api/v1/x', API)).toEqual(
      { ok: true, location: '/api/v1/user/profile' },
    );
    expect(browserLocation('next', 'http://127.0.0.1:4010/api/v1/user/x', API)).toEqual({
      ok: true,
      location: '/api/v1/user/next',
    });
  });

  it("refuses the upstream's origin outside its base", () => {
    expect(browserLocation('/__sandbox/mail', 'http://127.0.0.1:4010/api/v1/x', API)).toEqual({
      ok: false,
      reason: 'outside-base',
    });
    expect(browserLocation('http://127.0.0.1:4010/api/v10', 'http://127.0.0.1:4010/api/v1/x', API)).toEqual({
      ok: false,
      reason: 'outside-base',
    });
  });

  it.each([
    'http:\\\\evil.example',
    'http:\\evil.example',
    '/\\evil.example',
    'http://localhost:3000/x\r\nSet-Cookie: a=b',
  ])('refuses %j (a backslash or a control character)', (location) => {
    expect(fromKratos(location)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('passes the app, return URLs and an identity provider on another loopback port unchanged', () => {
    for (const location of [
      'http://localhost:3000/transactions',
      'http://localhost:4012/done?interactiveId=abc',
      'http://127.0.0.1:4010/__sandbox/oidc/authorize?client_id=ramp-sandbox&state=s',
      'https://accounts.google.com/o/oauth2/v2/auth?x=1',
    ]) {
      expect(fromKratos(location)).toEqual({ ok: true, location });
    }
  });

  it('ignores an internal origin that is not a URL', () => {
    const rule = { ...KRATOS, internalOrigins: ['not a url'] };
    expect(browserLocation('http://localhost:3000/x', 'http://127.0.0.1:4433/y', rule)).toEqual({
      ok: true,
      location: 'http://localhost:3000/x',
    });
  });
});
