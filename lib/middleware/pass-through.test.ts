import { passesThrough, passThroughHeaders } from './pass-through';

describe('passesThrough', () => {
  it.each([
    ['/healthz', '/api/v1', true],
    ['/readyz', '/api/v1', true],
    ['/ramp/api/v1/user/profile', '/ramp/api/v1', true],
    ['/ramp/api/v1', '/ramp/api/v1', true],
    ['/transactions', '/api/v1', false],
    ['/healthz/x', '/api/v1', false],
    ['/ramp/other', '/ramp/api/v1', false],
    ['/transactions.rsc', '/api/v1', true],
    ['/foo.bar', '/api/v1', true],
    ['/robots.txt', '/api/v1', true],
    ['/partners/beans/circle-light.svg', '/api/v1', true],
    ['/v1.2/transactions', '/api/v1', false],
  ])('%s with base %s → %s', (path, base, expected) => {
    expect(passesThrough(path, base)).toBe(expected);
  });
});

describe('passThroughHeaders', () => {
  it("takes out the browser's x-ramp-session and sets x-current-path from the URL", () => {
    const headers = passThroughHeaders({
      headers: new Headers({ 'x-ramp-session': 'forged', 'x-current-path': '/elsewhere', accept: 'text/html' }),
      nextUrl: { pathname: '/transactions.rsc', search: '?a=1' },
    });
    expect(headers.get('x-ramp-session')).toBeNull();
    expect(headers.get('x-current-path')).toBe('/transactions.rsc?a=1');
    expect(headers.get('accept')).toBe('text/html');
  });
});
