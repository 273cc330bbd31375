import {
  HSTS,
  isHttpsRequest,
  newNonce,
  pageContentSecurityPolicy,
  buildPageSecurityHeaders,
  permissionsPolicy,
  preparePageSecurity,
} from './headers';

const OPTIONS = {
  nonce: 'bm9uY2U=',
  partnerOrigins: ['https://lobstr.example'],
  sentryDsn: 'https://key@o1.ingest.sentry.example/42',
};

/** The directives of a policy by name. */
function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

describe('the pages’ Content-Security-Policy', () => {
  it("defaults to 'self', runs scripts only with the request's nonce, and allows no plugins or base changes", () => {
    const csp = directives(pageContentSecurityPolicy('/transactions', '', OPTIONS));
    expect(csp['default-src']).toBe("'self'");
    expect(csp['script-src']).toBe("'self' 'nonce-bm9uY2U=' 'strict-dynamic'");
    expect(csp['script-src']).not.toContain('unsafe-inline');
    expect(csp['object-src']).toBe("'none'");
    expect(csp['base-uri']).toBe("'self'");
  });

  it('keeps frame-ancestors exactly as lib/security/csp.ts decides (partners on the widget, none elsewhere)', () => {
    expect(directives(pageContentSecurityPolicy('/widget', '', OPTIONS))['frame-ancestors']).toBe(
      "'self' https://lobstr.example",
    );
    expect(directives(pageContentSecurityPolicy('/profile', '', OPTIONS))['frame-ancestors']).toBe("'none'");
    expect(directives(pageContentSecurityPolicy('/security', '?flow=1', OPTIONS))['frame-ancestors']).toBe("'none'");
    const recovery = { ...OPTIONS, recoverySettingsFlow: true };
    expect(directives(pageContentSecurityPolicy('/security', '?flow=1', recovery))['frame-ancestors']).toBe(
      "'self' https://lobstr.example",
    );
  });

  it("lets the browser report to Sentry's origin and the provider pages load in frames", () => {
    const csp = directives(pageContentSecurityPolicy('/payment', '', OPTIONS));
    expect(csp['connect-src']).toBe("'self' https://o1.ingest.sentry.example");
    expect(csp['frame-src']).toBe("'self' https:");
  });

  it('only /ramp may fetch other https origins (the provider hops of a ramp order)', () => {
    expect(directives(pageContentSecurityPolicy('/ramp', '', OPTIONS))['connect-src']!.split(' ')).toContain('https:');
    expect(directives(pageContentSecurityPolicy('/order', '', OPTIONS))['connect-src']!.split(' ')).not.toContain(
      'https:',
    );
  });

  it("the sandbox's loopback pages may be framed only in a sandbox run; dev adds eval and the HMR socket", () => {
    const sandbox = directives(pageContentSecurityPolicy('/kyc', '', { ...OPTIONS, sandbox: true, development: true }));
    expect(sandbox['frame-src']).toContain('http://127.0.0.1:*');
    expect(sandbox['script-src']).toContain("'unsafe-eval'");
    expect(sandbox['connect-src']).toContain('ws:');
  });

  it('a nonce is fresh per call and base64', () => {
    const a = newNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(newNonce()).not.toBe(a);
  });
});

describe('the other page headers', () => {
  it('nosniff, strict-origin-when-cross-origin, and HSTS only over https', () => {
    const plain = buildPageSecurityHeaders('/login', '', false, OPTIONS);
    expect(plain['X-Content-Type-Options']).toBe('nosniff');
    expect(plain['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(buildPageSecurityHeaders('/login', '', true, OPTIONS)['Strict-Transport-Security']).toBe(HSTS);
  });

  it('the camera and microphone only on /kyc', () => {
    expect(permissionsPolicy('/kyc')).toMatch(/camera=\*, microphone=\*/);
    expect(permissionsPolicy('/kyc/')).toMatch(/camera=\*/);
    for (const path of ['/widget', '/order', '/profile', '/payment']) {
      expect(permissionsPolicy(path)).toMatch(/camera=\(\), microphone=\(\)/);
    }
  });

  it('https is read from the URL or the TLS-ending proxy', () => {
    const none = new Headers();
    expect(isHttpsRequest({ protocol: 'https:' }, none)).toBe(true);
    expect(isHttpsRequest({ protocol: 'http:' }, new Headers({ 'x-forwarded-proto': 'https, http' }))).toBe(true);
    expect(isHttpsRequest({ protocol: 'http:' }, none)).toBe(false);
  });

  it("puts the nonce and the policy on the request (Next's nonce pattern) and returns the response headers", () => {
    const request = new Headers();
    const url = { pathname: '/widget', search: '', protocol: 'http:' };
    const headers = preparePageSecurity(url, request, OPTIONS);
    const nonce = request.get('x-nonce')!;
    expect(request.get('content-security-policy')).toBe(headers['Content-Security-Policy']);
    expect(headers['Content-Security-Policy']).toContain(`'nonce-${nonce}'`);
  });
});
