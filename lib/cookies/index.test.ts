import {
  COOKIE_EXPIRES,
  browserCookieContext,
  cookieAttributes,
  cookieDeleteOptions,
  cookieOptions,
  requestCookieContext,
  sessionCookieOptions,
} from './index';

describe('cookie options (spec §9)', () => {
  it('writes on path / until the year 9999, with the domain it is given (the browser: the one rendered on <html>)', () => {
    const options = cookieOptions('example.com');
    expect(options).toMatchObject({ domain: 'example.com', path: '/' });
    expect(options.expires.getUTCFullYear()).toBe(9999);
    expect(COOKIE_EXPIRES.toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });
});

describe('cookie attributes inside a cross-site frame (CHIPS)', () => {
  it.each([
    [
      { https: true, framedCrossSite: true },
      { sameSite: 'none', secure: true, partitioned: true },
    ],
    [{ https: true, framedCrossSite: false }, { sameSite: 'lax' }],
    // Plain http (localhost): Secure + None would be rejected, so the current behaviour stays.
    [{ https: false, framedCrossSite: true }, { sameSite: 'lax' }],
    [{ https: false, framedCrossSite: false }, { sameSite: 'lax' }],
  ] as const)('%p → %p', (context, expected) => {
    expect(cookieAttributes(context)).toEqual(expected);
  });

  it('writes every cookie with the chosen attributes, keeping domain, path and expiry', () => {
    expect(cookieOptions('example.com', { https: true, framedCrossSite: true })).toEqual({
      domain: 'example.com',
      path: '/',
      expires: COOKIE_EXPIRES,
      sameSite: 'none',
      secure: true,
      partitioned: true,
    });
    expect(sessionCookieOptions('example.com', { https: true, framedCrossSite: true })).not.toHaveProperty('expires');
    // Deleting a partitioned cookie must name the same partition.
    expect(cookieDeleteOptions('example.com', { https: true, framedCrossSite: true })).toMatchObject({
      partitioned: true,
      secure: true,
    });
  });
});

describe('browserCookieContext: where the page runs', () => {
  const top = { location: { protocol: 'https:', hostname: 'wallet.example' } };
  const framed = (ancestorOrigins: string[] | null, protocol = 'https:', hostname = 'ramp.example.com') => ({
    self: {},
    top,
    location: {
      protocol,
      hostname,
      ancestorOrigins: ancestorOrigins ? Object.assign([...ancestorOrigins], { length: ancestorOrigins.length }) : null,
    },
  });

  it('a top-level page is not framed', () => {
    const self = {};
    expect(
      browserCookieContext({ self, top: self, location: { protocol: 'https:', hostname: 'ramp.example.com' } }),
    ).toEqual({ https: true, framedCrossSite: false });
  });

  it('a frame under another site is cross-site', () => {
    expect(browserCookieContext(framed(['https://lobstr.example']))).toEqual({ https: true, framedCrossSite: true });
  });

  it('one cross-site ancestor anywhere in the chain makes the frame cross-site', () => {
    expect(browserCookieContext(framed(['https://app.ramp.example.com', 'https://lobstr.example']))).toEqual({
      https: true,
      framedCrossSite: true,
    });
    expect(browserCookieContext(framed(['https://lobstr.example', 'https://www.ramp.example.com']))).toEqual({
      https: true,
      framedCrossSite: true,
    });
    expect(browserCookieContext(framed(['https://www.ramp.example.com', 'https://ramp.example.com']))).toEqual({
      https: true,
      framedCrossSite: false,
    });
  });

  it('a frame under the same site (other subdomain or port) is same-site', () => {
    expect(browserCookieContext(framed(['https://www.ramp.example.com']))).toEqual({
      https: true,
      framedCrossSite: false,
    });
    expect(browserCookieContext(framed(['http://localhost:4012'], 'http:', 'localhost'))).toEqual({
      https: false,
      framedCrossSite: false,
    });
  });

  it("the page's registrable domain from the server makes its sibling subdomains same-site", () => {
    expect(browserCookieContext(framed(['https://wallet.example.com']), 'example.com')).toEqual({
      https: true,
      framedCrossSite: false,
    });
    expect(browserCookieContext(framed(['https://wallet.example.com']), undefined)).toEqual({
      https: true,
      framedCrossSite: true,
    });
    expect(browserCookieContext(framed(['https://evilexample.com']), 'example.com')).toEqual({
      https: true,
      framedCrossSite: true,
    });
  });

  it('another scheme is another site', () => {
    expect(browserCookieContext(framed(['http://ramp.example.com']))).toEqual({ https: true, framedCrossSite: true });
  });

  it('a framed page whose browser does not tell the ancestors (Firefox) counts as cross-site', () => {
    expect(browserCookieContext(framed(null))).toEqual({ https: true, framedCrossSite: true });
  });

  it('on the server there is no window: top level', () => {
    expect(browserCookieContext(undefined)).toEqual({ https: false, framedCrossSite: false });
  });
});

describe('requestCookieContext: cookies the server writes for a page request', () => {
  const request = (protocol: string, headers: Record<string, string>) => ({
    url: { protocol },
    headers: new Headers(headers),
  });

  it('a cross-site frame request over https', () => {
    expect(
      requestCookieContext(request('https:', { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' })),
    ).toEqual({ https: true, framedCrossSite: true });
  });

  it('https behind a proxy that terminates TLS', () => {
    expect(
      requestCookieContext(
        request('http:', { 'x-forwarded-proto': 'https', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' }),
      ),
    ).toEqual({ https: true, framedCrossSite: true });
  });

  it('a same-site frame, a top-level document, or no Fetch Metadata are not cross-site frames', () => {
    expect(
      requestCookieContext(request('http:', { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-site' })),
    ).toEqual({ https: false, framedCrossSite: false });
    expect(
      requestCookieContext(request('https:', { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' })),
    ).toEqual({ https: true, framedCrossSite: false });
    expect(requestCookieContext(request('https:', {}))).toEqual({ https: true, framedCrossSite: false });
  });
});
