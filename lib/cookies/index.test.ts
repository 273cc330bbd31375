import { COOKIE_EXPIRES, cookieDomain, cookieOptions } from './index';

describe('cookie domain (spec §9: last two host labels, localhost as is)', () => {
  it.each([
    ['app.ramp.example.com', 'example.com'],
    ['ramp.example.com:8443', 'example.com'],
    ['example.com', 'example.com'],
    ['WIDGET.Example.COM', 'example.com'],
    ['localhost', undefined],
    ['localhost:3000', undefined],
    ['127.0.0.1:3000', undefined],
    ['[::1]:3000', undefined],
    ['intranet', undefined],
  ])('%s -> %s', (host, expected) => {
    expect(cookieDomain(host)).toBe(expected);
  });

  it('writes on path / until the year 9999', () => {
    const options = cookieOptions('app.ramp.example.com');
    expect(options).toMatchObject({ domain: 'example.com', path: '/' });
    expect(options.expires.getUTCFullYear()).toBe(9999);
    expect(COOKIE_EXPIRES.toISOString()).toBe('9999-12-31T23:59:59.000Z');
  });
});
