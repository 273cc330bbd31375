/** Set-Cookie lines of the app's cookies (spec §9 attributes). */
import { COOKIE_EXPIRES } from './index';
import { setCookieLine } from './set-cookie-line';

describe('setCookieLine', () => {
  it('writes the domain, path, year-9999 expiry and Lax of a top-level page', () => {
    expect(
      setCookieLine('language', 'pt', { domain: 'ramp.example', path: '/', expires: COOKIE_EXPIRES, sameSite: 'lax' }),
    ).toBe('language=pt; Domain=ramp.example; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax');
  });

  it('writes SameSite=None; Secure; Partitioned inside a cross-site frame, and encodes the value', () => {
    const line = setCookieLine('theme', 'a b', {
      path: '/',
      expires: COOKIE_EXPIRES,
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
    expect(line).toMatch(/^theme=a%20b; Path=\/; Expires=[^;]+; Secure; Partitioned; SameSite=None$/);
  });
});
