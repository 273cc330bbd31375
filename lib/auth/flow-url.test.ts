import {
  browserFlowPath,
  defaultReturnUrl,
  firstParam,
  flowPagePath,
  loginBrowserParams,
  resolveAuthReturnUrl,
  startFlowPath,
} from './flow-url';

const APP = 'http://localhost:3000';
const PARTNER = 'https://wallet.partner.example';
/** Where a sign-in without a return URL ends (lib/routes SIGNED_IN_LANDING). */
const LANDING = 'http://localhost:3000/transactions?signedIn=1';
const resolve = (params: Record<string, string | string[] | undefined>) =>
  resolveAuthReturnUrl(params, APP, [APP, PARTNER]);

describe('browserFlowPath (spec §4: browser flows are created by the browser through /auth)', () => {
  it('builds the Kratos browser init path under the /auth rewrite', () => {
    expect(browserFlowPath('login')).toBe('/auth/self-service/login/browser');
  });

  it('passes the return URL as return_to, encoded', () => {
    const path = browserFlowPath('recovery', { returnTo: 'http://localhost:3000/transactions?status=error&x=1' });
    const url = new URL(path, APP);
    expect(url.pathname).toBe('/auth/self-service/recovery/browser');
    expect(url.searchParams.get('return_to')).toBe('http://localhost:3000/transactions?status=error&x=1');
    expect(url.searchParams.has('after_verification_return_to')).toBe(false);
  });

  it('leaves empty values out', () => {
    expect(browserFlowPath('settings', { returnTo: '', afterVerificationReturnTo: null })).toBe(
      '/auth/self-service/settings/browser',
    );
  });
});

describe('startFlowPath', () => {
  it.each(['login', 'registration'] as const)(
    '%s: return URL as return_to AND after_verification_return_to (spec §4)',
    (kind) => {
      const url = new URL(startFlowPath(kind, 'http://localhost:3000/kyc'), APP);
      expect(url.pathname).toBe(`/auth/self-service/${kind}/browser`);
      expect(url.searchParams.get('return_to')).toBe('http://localhost:3000/kyc');
      expect(url.searchParams.get('after_verification_return_to')).toBe('http://localhost:3000/kyc');
    },
  );

  it.each(['recovery', 'verification', 'settings'] as const)('%s: return_to only', (kind) => {
    const url = new URL(startFlowPath(kind, 'http://localhost:3000/kyc'), APP);
    expect([...url.searchParams.keys()]).toEqual(['return_to']);
  });
});

describe('flowPagePath', () => {
  it('restarts a screen without its flow, keeping the return URL as returnTo', () => {
    expect(flowPagePath('/login-google', 'http://localhost:3000/kyc?appId=1')).toBe(
      '/login-google?returnTo=http%3A%2F%2Flocalhost%3A3000%2Fkyc%3FappId%3D1',
    );
  });

  it('is the bare page without a return URL', () => {
    expect(flowPagePath('/login', null)).toBe('/login');
  });

  it('adds the parameters a new flow of the same kind needs (re-authentication)', () => {
    expect(flowPagePath('/login', 'http://localhost:3000/security?flow=f', { refresh: 'true' })).toBe(
      '/login?returnTo=http%3A%2F%2Flocalhost%3A3000%2Fsecurity%3Fflow%3Df&refresh=true',
    );
    expect(flowPagePath('/login', null, { refresh: 'true' })).toBe('/login?refresh=true');
  });
});

describe('firstParam', () => {
  it('takes the first of repeated query parameters', () => {
    expect(firstParam(['a', 'b'])).toBe('a');
    expect(firstParam('a')).toBe('a');
    expect(firstParam(undefined)).toBeUndefined();
  });
});

describe('resolveAuthReturnUrl (spec §2, §4, §5)', () => {
  it('defaults to the landing page, /transactions marked as reached right after sign-in', () => {
    expect(resolve({})).toBe(LANDING);
    expect(defaultReturnUrl(APP)).toBe(LANDING);
  });

  it('makes a same-origin path absolute, keeping its query', () => {
    expect(resolve({ returnTo: '/transaction?id=abc' })).toBe('http://localhost:3000/transaction?id=abc');
  });

  it('accepts an absolute URL toward the app or an allowed partner', () => {
    expect(resolve({ returnTo: 'http://localhost:3000/kyc' })).toBe('http://localhost:3000/kyc');
    expect(resolve({ returnTo: `${PARTNER}/done` })).toBe(`${PARTNER}/done`);
  });

  it("falls back to Kratos's return_to spelling", () => {
    expect(resolve({ return_to: '/billing-details' })).toBe('http://localhost:3000/billing-details');
  });

  it('prefers returnTo over return_to', () => {
    expect(resolve({ returnTo: '/kyc', return_to: '/billing-details' })).toBe('http://localhost:3000/kyc');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    'javascript:alert(1)',
    'transactions',
    'http://user:pass@localhost:3000/transactions',
  ])('refuses %s and uses the landing page', (raw) => {
    expect(resolve({ returnTo: raw })).toBe(LANDING);
  });

  it('replaces a return URL to a public-only screen (it would bounce a signed-in person)', () => {
    expect(resolve({ returnTo: '/login?returnTo=%2Fkyc' })).toBe(LANDING);
    expect(resolve({ returnTo: '/verification' })).toBe(LANDING);
  });

  it('uses the first value of a repeated parameter', () => {
    expect(resolve({ returnTo: ['/kyc', '/payment'] })).toBe('http://localhost:3000/kyc');
  });
});

describe('loginBrowserParams (spec §7 login/browser parameters, by allow-list)', () => {
  it('passes refresh, aal, login_challenge, organization and via through with valid values', () => {
    const query = {
      refresh: 'true',
      aal: 'aal2',
      login_challenge: 'abc.DEF-123_~',
      organization: '0f6a7b1c-2d3e-4f50-8a9b-0c1d2e3f4a5b',
      via: 'email',
      flow: 'ignored-here',
      return_to: 'ignored-here',
    };
    expect(loginBrowserParams(query)).toEqual({
      refresh: 'true',
      aal: 'aal2',
      login_challenge: 'abc.DEF-123_~',
      organization: '0f6a7b1c-2d3e-4f50-8a9b-0c1d2e3f4a5b',
      via: 'email',
    });
  });

  it('drops unknown parameters and invalid values; a repeated key counts once', () => {
    expect(loginBrowserParams({ refresh: 'yes', aal: 'aal9', organization: 'acme', via: '../x', prompt: 'x' })).toEqual(
      {},
    );
    expect(loginBrowserParams({ aal: ['aal2', 'aal1'] })).toEqual({ aal: 'aal2' });
  });

  it('startFlowPath puts them on the login browser URL only', () => {
    expect(startFlowPath('login', null, { refresh: 'true', aal: 'aal2' })).toBe(
      '/auth/self-service/login/browser?refresh=true&aal=aal2',
    );
    expect(startFlowPath('registration', null, { refresh: 'true' })).toBe('/auth/self-service/registration/browser');
  });
});
