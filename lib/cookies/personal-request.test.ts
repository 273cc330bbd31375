import { COOKIE } from './index';
import { PERSONAL_COOKIES } from './personal';
import { personalCookieExpiries, stripAnotherPersonsCookies } from './personal-request';

function jar(values: Record<string, string>) {
  const map = new Map(Object.entries(values));
  return {
    map,
    get: (name: string) => (map.has(name) ? { value: map.get(name)! } : undefined),
    delete: (name: string) => map.delete(name),
  };
}

const session = (email: string) => ({ identity: { traits: { email } } });

describe("middleware forgets another person's cookies before the page renders (issue 10 item 8)", () => {
  const planted = {
    [COOKIE.userEmail]: 'demo@example.com',
    [COOKIE.orderFormData]: '{"amount":"150"}',
    [COOKIE.transactionGUID]: 'abc',
    [COOKIE.language]: 'pt',
  };

  it('strips every personal cookie when a different person is signed in, and keeps the language', () => {
    const cookies = jar(planted);
    expect(stripAnotherPersonsCookies(cookies, session('fresh@example.com'))).toBe(true);
    expect([...cookies.map.keys()]).toEqual([COOKIE.language]);
  });

  it.each([
    ['the same person (any case)', session('Demo@Example.com')],
    ['nobody signed in', null],
  ])('keeps them for %s', (_label, who) => {
    const cookies = jar(planted);
    expect(stripAnotherPersonsCookies(cookies, who)).toBe(false);
    expect(cookies.map.size).toBe(4);
  });

  it('expires each cookie on the parent domain and host-only, with Lax at top level', () => {
    const lines = personalCookieExpiries('example.com', { sameSite: 'lax' });
    expect(lines).toHaveLength(PERSONAL_COOKIES.length * 2);
    expect(lines).toContain(
      'orderFormData=; Domain=example.com; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax',
    );
    expect(lines).toContain('orderFormData=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax');
  });

  it('deletes in the partition of a cross-site frame, and host-only alone where there is no parent domain', () => {
    const lines = personalCookieExpiries(undefined, { sameSite: 'none', secure: true, partitioned: true });
    expect(lines).toHaveLength(PERSONAL_COOKIES.length);
    for (const line of lines) expect(line).toMatch(/; SameSite=None; Secure; Partitioned$/);
    expect(lines.some((line) => line.includes('Domain='))).toBe(false);
  });
});
