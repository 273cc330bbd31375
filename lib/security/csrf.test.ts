/** @jest-environment node */
import { csrfRefusal, newXsrfToken, xsrfCookie, xsrfCookieExpiry, type CsrfInput } from './csrf';

const APP = 'http://localhost:3000';
const ok: CsrfInput = {
  method: 'POST',
  contentType: 'application/json',
  origin: APP,
  secFetchSite: 'same-origin',
  cookieToken: 'abc123',
  headerToken: 'abc123',
  hasBody: true,
  allowedOrigins: [APP, 'http://localhost:4012'],
};

describe('csrfRefusal', () => {
  it("lets the app's own JSON call with the echoed token through, and any GET", () => {
    expect(csrfRefusal(ok)).toBeNull();
    expect(csrfRefusal({ ...ok, method: 'GET', origin: 'http://evil.example', headerToken: null })).toBeNull();
  });

  it('refuses a text/plain or form body (the cross-site simple request)', () => {
    expect(csrfRefusal({ ...ok, contentType: 'text/plain' })).toBe('content-type');
    expect(csrfRefusal({ ...ok, contentType: 'application/x-www-form-urlencoded' })).toBe('content-type');
  });

  it('refuses another origin, and a missing Origin unless the browser says same-origin', () => {
    expect(csrfRefusal({ ...ok, origin: 'http://localhost:4019' })).toBe('origin');
    expect(csrfRefusal({ ...ok, origin: null, secFetchSite: 'cross-site' })).toBe('origin');
    expect(csrfRefusal({ ...ok, origin: null, secFetchSite: null })).toBe('origin');
    expect(csrfRefusal({ ...ok, origin: null })).toBeNull();
    expect(csrfRefusal({ ...ok, origin: 'http://localhost:4012' })).toBeNull();
  });

  it('refuses a missing or different token', () => {
    expect(csrfRefusal({ ...ok, headerToken: null })).toBe('token');
    expect(csrfRefusal({ ...ok, cookieToken: undefined })).toBe('token');
    expect(csrfRefusal({ ...ok, headerToken: 'abc124' })).toBe('token');
  });

  it('a bodyless PUT (refund) needs no content type but still the origin and the token', () => {
    expect(csrfRefusal({ ...ok, method: 'PUT', contentType: null, hasBody: false })).toBeNull();
    expect(csrfRefusal({ ...ok, method: 'PUT', contentType: null, hasBody: false, headerToken: null })).toBe('token');
  });

  it('makes 128-bit random tokens', () => {
    expect(newXsrfToken()).toMatch(/^[0-9a-f]{32}$/);
    expect(newXsrfToken()).not.toBe(newXsrfToken());
  });
});

describe('the XSRF-TOKEN cookie', () => {
  const top = { https: false, framedCrossSite: false };

  it('is Secure whenever the request came over https, and only then', () => {
    expect(xsrfCookie('ab12', top)).toBe('XSRF-TOKEN=ab12; Path=/; SameSite=Lax');
    expect(xsrfCookie('ab12', { ...top, https: true })).toBe('XSRF-TOKEN=ab12; Path=/; Secure; SameSite=Lax');
    expect(xsrfCookie('ab12', { https: true, framedCrossSite: true })).toBe(
      'XSRF-TOKEN=ab12; Path=/; Secure; Partitioned; SameSite=None',
    );
  });

  it('is host-only, readable by the page and gone with the browser session', () => {
    const line = xsrfCookie('ab12', { ...top, https: true }).toLowerCase();
    for (const attribute of ['domain=', 'httponly', 'expires=', 'max-age=']) expect(line).not.toContain(attribute);
  });

  it('is expired with the attributes it was written with', () => {
    expect(xsrfCookieExpiry({ ...top, https: true })).toBe(
      'XSRF-TOKEN=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Secure; SameSite=Lax',
    );
    expect(xsrfCookieExpiry(top)).toMatch(/^XSRF-TOKEN=; Max-Age=0; Path=\/; .*SameSite=Lax$/);
  });
});
