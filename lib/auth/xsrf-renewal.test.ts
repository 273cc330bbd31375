import { sessionCookieChange, withXsrfRenewal } from './xsrf-renewal';

const NOW = Date.UTC(2026, 10, 28);
const SIGN_IN = 'ory_kratos_session=MTc5NTU0NDEyNnxGSlhj-_==; Path=/; Expires=Fri, 01 Jan 2100 00:00:00 GMT; HttpOnly';
const SIGN_OUT = 'ory_kratos_session=; Path=/; Expires=Thu, 01 Jan 1970 00:00:01 GMT; Max-Age=0; HttpOnly';
const CSRF = 'csrf_token_806060ca5bf70dff3caa0e5c860002aade9d470a5a4dce73bcfa7ba10778f481=abc=; Path=/; HttpOnly';
const TOP = { https: false, framedCrossSite: false };

describe('sessionCookieChange', () => {
  it("reads a sign-in from Kratos's session cookie being set", () => {
    expect(sessionCookieChange([CSRF, SIGN_IN], NOW)).toBe('signed-in');
    expect(sessionCookieChange(['ory_session_abc123=x; Path=/'], NOW)).toBe('signed-in');
  });

  it('reads a sign-out from the session cookie being removed: Max-Age 0, a past Expires, or an empty value', () => {
    expect(sessionCookieChange([SIGN_OUT], NOW)).toBe('signed-out');
    expect(sessionCookieChange(['ory_kratos_session=x; Max-Age=0'], NOW)).toBe('signed-out');
    expect(sessionCookieChange(['ory_kratos_session=x; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], NOW)).toBe(
      'signed-out',
    );
    expect(sessionCookieChange(['ory_kratos_session=; Path=/'], NOW)).toBe('signed-out');
  });

  it('a positive Max-Age outweighs an old Expires (RFC 6265 §5.3)', () => {
    expect(sessionCookieChange(['ory_kratos_session=x; Max-Age=60; Expires=Thu, 01 Jan 1970 00:00:00 GMT'], NOW)).toBe(
      'signed-in',
    );
  });

  it('ignores every other cookie and answers without cookies', () => {
    expect(sessionCookieChange([CSRF, 'ory_kratos_session_x=1', 'XSRF-TOKEN=1'], NOW)).toBeNull();
    expect(sessionCookieChange([], NOW)).toBeNull();
  });
});

describe('withXsrfRenewal', () => {
  const answer = (...cookies: string[]) => {
    const headers = new Headers();
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return new Response('{}', { status: 200, headers });
  };

  it('writes a new token at sign-in, Secure over https, keeping the session cookie as sent', () => {
    const res = withXsrfRenewal(answer(SIGN_IN), { ...TOP, https: true });
    const [session, xsrf] = res.headers.getSetCookie();
    expect(session).toBe(SIGN_IN);
    expect(xsrf).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; Secure; SameSite=Lax$/);
    const again = withXsrfRenewal(answer(SIGN_IN), TOP).headers.getSetCookie()[1];
    expect(again).toMatch(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Lax$/);
    expect(again!.slice(0, 43)).not.toBe(xsrf!.slice(0, 43));
  });

  it('expires the token at sign-out', () => {
    expect(withXsrfRenewal(answer(SIGN_OUT), TOP).headers.getSetCookie()[1]).toMatch(
      /^XSRF-TOKEN=; Max-Age=0; Path=\/;/,
    );
  });

  it('leaves other answers alone', () => {
    expect(withXsrfRenewal(answer(CSRF), TOP).headers.getSetCookie()).toEqual([CSRF]);
  });
});
