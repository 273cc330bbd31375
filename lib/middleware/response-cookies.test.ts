import type { CookiePlan } from './cookie-plan';
import { setCookieLines } from './response-cookies';

function request(url: string, headers: Record<string, string> = {}) {
  return { nextUrl: new URL(url), headers: new Headers(headers) };
}

describe('setCookieLines', () => {
  it('writes nothing when nothing is planned', () => {
    const plan: CookiePlan = { forgetPersonal: false, preferences: [], xsrfToken: null };
    expect(setCookieLines(request('http://localhost:3000/error'), plan)).toEqual([]);
  });

  it('writes the widget’s choices, then the personal expiries, then the XSRF token, in that order', () => {
    const plan: CookiePlan = {
      forgetPersonal: true,
      preferences: [{ name: 'language', value: 'pt' }],
      xsrfToken: 'abc',
    };
    const lines = setCookieLines(request('http://localhost:3000/widget'), plan);
    expect(lines[0]).toMatch(/^language=pt; Path=\/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax$/);
    expect(lines.slice(1, -1).every((line) => /Expires=Thu, 01 Jan 1970/.test(line))).toBe(true);
    expect(lines.slice(1, -1).some((line) => line.startsWith('userEmail='))).toBe(true);
    expect(lines.at(-1)).toBe('XSRF-TOKEN=abc; Path=/; SameSite=Lax');
  });

  it('takes no domain from a Host that is not the configured origin', () => {
    const plan: CookiePlan = {
      forgetPersonal: false,
      preferences: [{ name: 'language', value: 'pt' }],
      xsrfToken: null,
    };
    const lines = setCookieLines(request('https://ramp.attacker.example/widget', {}), plan, 'https://ramp.example.com');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('Domain=');
  });

  it('uses the parent domain and SameSite=None; Secure; Partitioned in a cross-site frame over https', () => {
    const plan: CookiePlan = {
      forgetPersonal: false,
      preferences: [{ name: 'language', value: 'pt' }],
      xsrfToken: null,
    };
    const framed = request('https://ramp.example.com/widget', {
      'sec-fetch-dest': 'iframe',
      'sec-fetch-site': 'cross-site',
    });
    expect(setCookieLines(framed, plan, 'https://ramp.example.com')).toEqual([
      'language=pt; Domain=example.com; Path=/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; Secure; Partitioned; SameSite=None',
    ]);
  });
});
