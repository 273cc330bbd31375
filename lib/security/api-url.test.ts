import { UnusableApiUrlError, isSameOrigin, requireUsableApiUrl, usableApiUrl } from './api-url';

const APP = 'https://ramp.example';

describe('API-given URLs', () => {
  it.each([
    ['https://pay.provider.example/checkout?id=1', 'https://pay.provider.example/checkout?id=1'],
    ['/final-step?id=1', 'https://ramp.example/final-step?id=1'],
    ['https://ramp.example/transactions', 'https://ramp.example/transactions'],
  ])('%s is used', (raw, href) => {
    expect(usableApiUrl(raw, APP)?.href).toBe(href);
  });

  it.each([
    'http://pay.provider.example/checkout',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example/x',
    'http://ramp.example.evil.example/',
    'http://[::1',
    'http://localhost:4010/pages/checkout',
  ])('%s is refused', (raw) => {
    expect(usableApiUrl(raw, APP, false)).toBeNull();
  });

  it('a same-origin http URL is fine on a plain-http app (localhost)', () => {
    expect(usableApiUrl('http://localhost:3000/api/v1/order-ramp', 'http://localhost:3000', false)).not.toBeNull();
    expect(usableApiUrl('http://pay.example/hop', 'http://localhost:3000', false)).toBeNull();
  });

  it('a sandbox run accepts its loopback provider pages over http, nothing else over http', () => {
    expect(usableApiUrl('http://127.0.0.1:4010/__sandbox/pages/checkout', APP, true)).not.toBeNull();
    expect(usableApiUrl('http://pay.example/checkout', APP, true)).toBeNull();
  });

  it('tells the app origin from third parties (credentials and XSRF only for the former)', () => {
    expect(isSameOrigin('/api/v1/order-ramp', APP)).toBe(true);
    expect(isSameOrigin('https://ramp.example:443/x', APP)).toBe(true);
    expect(isSameOrigin('https://pay.provider.example/x', APP)).toBe(false);
    expect(isSameOrigin('https://ramp.example.evil.example/x', APP)).toBe(false);
  });

  it('a URL the screen must follow throws when unusable', () => {
    expect(requireUsableApiUrl('https://pay.example/x', APP).href).toBe('https://pay.example/x');
    expect(() => requireUsableApiUrl('http://pay.example/x', APP, false)).toThrow(UnusableApiUrlError);
  });
});
