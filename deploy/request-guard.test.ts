import { clientAddress, forwardedProto, hasMalformedPath, parseTrustedProxyHops } from './request-guard.js';

describe('hasMalformedPath (400 before Next decodes the path)', () => {
  it.each(['/api/v1/%c0%ae%c0%ae/x', '/api/v1/%u002e/x', '/transactions/%c0', '/a%', '/a%2', '/%E0%A4%A?x=1'])(
    'refuses %s',
    (target) => {
      expect(hasMalformedPath(target)).toBe(true);
    },
  );

  it.each([
    '/',
    '/transactions?status=error',
    '/api/v1/assets/USDC%3AGBBD',
    '/api/v1/%2e%2e/x',
    '/caf%C3%A9',
    '/login?return_to=%c0',
  ])('lets %s through (the query is not looked at)', (target) => {
    expect(hasMalformedPath(target)).toBe(false);
  });
});

describe('parseTrustedProxyHops (TRUSTED_PROXY_HOPS)', () => {
  it('reads a whole number, 0 when unset or empty', () => {
    expect(parseTrustedProxyHops(undefined)).toBe(0);
    expect(parseTrustedProxyHops('')).toBe(0);
    expect(parseTrustedProxyHops('0')).toBe(0);
    expect(parseTrustedProxyHops(' 2 ')).toBe(2);
  });

  it.each(['-1', '1.5', 'one', '1e3', '0x1', '1000'])('refuses %s', (value) => {
    expect(parseTrustedProxyHops(value)).toBeNull();
  });
});

describe('clientAddress (X-Forwarded-For trusted only from the configured proxy hops)', () => {
  it('takes the socket address with no proxy in front, whatever the client sent', () => {
    expect(clientAddress('203.0.113.9', '127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, '::1', 0)).toBe('::1');
  });

  it('takes the address the one proxy appended, not what the client put before it', () => {
    // nginx appends the address it saw: "<client-sent>, <client>"; the socket is nginx.
    expect(clientAddress('203.0.113.9, 198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress(['203.0.113.9', '198.51.100.7'], '10.0.0.2', 1)).toBe('198.51.100.7');
    expect(clientAddress('198.51.100.7', '10.0.0.2', 1)).toBe('198.51.100.7');
  });

  it('counts two hops from the right', () => {
    expect(clientAddress('203.0.113.9, 198.51.100.7, 10.0.0.5', '10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('takes the leftmost address when the request passed fewer proxies than configured', () => {
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.7', '10.0.0.2', 3)).toBe('198.51.100.7');
  });

  it('falls back to the socket address when the chosen entry is not an IP address', () => {
    expect(clientAddress('evil, not-an-ip', '10.0.0.2', 1)).toBe('10.0.0.2');
  });
});

describe('forwardedProto (X-Forwarded-Proto only from a trusted proxy hop)', () => {
  it.each<[string | string[] | undefined, number, string | undefined]>([
    ['https', 0, undefined],
    ['http', 0, undefined],
    [undefined, 1, undefined],
    ['https', 1, 'https'],
    ['HTTP', 1, 'http'],
    ['https, http', 1, 'http'],
    [['https', 'http'], 2, 'http'],
    ['javascript', 1, undefined],
  ])('%p with %i hops → %p', (value, hops, expected) => {
    expect(forwardedProto(value, hops)).toBe(expected);
  });
});
