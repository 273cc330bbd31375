import type { CookiePlan } from './cookie-plan';
import { renderRequestHeaders } from './render-headers';

const SESSION = 'ory_kratos_session=MTc5NTU0NDEyNnxGSlhj-_==';
const NOTHING: CookiePlan = { forgetPersonal: false, preferences: [], xsrfToken: null };

function request(cookie: string | null, extra: Record<string, string> = {}) {
  const headers = new Headers(extra);
  if (cookie) headers.set('cookie', cookie);
  return { headers, nextUrl: { pathname: '/transactions', search: '?page=2' } };
}

describe('renderRequestHeaders', () => {
  it('sets the path and the signed session over whatever the browser sent', () => {
    const sent = request(SESSION, { 'x-current-path': '/evil', 'x-ramp-session': 'forged' });
    const headers = renderRequestHeaders(sent, 'signed', NOTHING);
    expect(headers.get('x-current-path')).toBe('/transactions?page=2');
    expect(headers.get('x-ramp-session')).toBe('signed');
    expect(headers.get('cookie')).toBe(SESSION);
  });

  it('removes the browser’s session header when middleware signed nothing', () => {
    const headers = renderRequestHeaders(request(null, { 'x-ramp-session': 'forged' }), null, NOTHING);
    expect(headers.has('x-ramp-session')).toBe(false);
  });

  it('drops another person’s cookies and adds the new ones, leaving the session cookie byte for byte', () => {
    const sent = request(`${SESSION}; userEmail=bob%40example.com; orderFormData=x`);
    const plan: CookiePlan = {
      forgetPersonal: true,
      preferences: [{ name: 'language', value: 'pt' }],
      xsrfToken: 'abc',
    };
    expect(renderRequestHeaders(sent, 'signed', plan).get('cookie')).toBe(`${SESSION}; language=pt; XSRF-TOKEN=abc`);
  });

  it('removes the Cookie header when no cookie is left', () => {
    const plan: CookiePlan = { ...NOTHING, forgetPersonal: true };
    expect(renderRequestHeaders(request('userEmail=bob%40example.com'), 'signed', plan).has('cookie')).toBe(false);
  });
});
