/**
 * @jest-environment node
 *
 * The XSRF-TOKEN cookie middleware issues (lib/security/csrf.ts): Secure over https (the URL or the edge's
 * X-Forwarded-Proto), written as a raw Set-Cookie line and put into the render's own Cookie header as text, never
 * handed to the render through `x-middleware-set-cookie` (Next would rewrite the Cookie header with every value
 * URL-encoded, and Kratos's session cookie would no longer be its own).
 */
import { NextRequest } from 'next/server';
import { middleware } from './middleware';

const SESSION = 'ory_kratos_session=MTc5NTU0NDEyNnxGSlhj-_==';
const xsrfLines = (response: Response) => response.headers.getSetCookie().filter((l) => l.startsWith('XSRF-TOKEN='));

// The session cookie makes middleware ask Kratos's whoami: here it answers that the session has ended.
beforeEach(() => {
  globalThis.fetch = jest.fn(async () => new Response('{}', { status: 401 })) as typeof fetch;
});

describe('middleware and the XSRF-TOKEN cookie', () => {
  it('issues a token on an open page when the browser has none, Lax and not Secure over http', async () => {
    const response = await middleware(new NextRequest('http://localhost:3000/terms-and-conditions'));
    expect(xsrfLines(response)).toEqual([expect.stringMatching(/^XSRF-TOKEN=[0-9a-f]{32}; Path=\/; SameSite=Lax$/)]);
  });

  it('is Secure when the edge says the request came over https', async () => {
    const request = new NextRequest('http://localhost:3000/terms-and-conditions', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(xsrfLines(await middleware(request))).toEqual([expect.stringMatching(/; Secure; SameSite=Lax$/)]);
  });

  it('hands the token to the render in its Cookie header, the session cookie byte for byte, and no x-middleware-set-cookie', async () => {
    const request = new NextRequest('http://localhost:3000/terms-and-conditions', {
      headers: { cookie: `${SESSION}; language=en` },
    });
    const response = await middleware(request);
    const token = /^XSRF-TOKEN=([0-9a-f]{32});/.exec(xsrfLines(response)[0] ?? '')?.[1];
    expect(token).toBeDefined();
    expect(response.headers.get('x-middleware-request-cookie')).toBe(`${SESSION}; language=en; XSRF-TOKEN=${token}`);
    expect(response.headers.get('x-middleware-set-cookie')).toBeNull();
  });

  it('keeps a token the browser already has', async () => {
    const request = new NextRequest('http://localhost:3000/terms-and-conditions', {
      headers: { cookie: 'XSRF-TOKEN=abc' },
    });
    const response = await middleware(request);
    expect(xsrfLines(response)).toEqual([]);
    expect(response.headers.get('x-middleware-request-cookie')).toBe('XSRF-TOKEN=abc');
  });
});

describe('middleware and the widget preference cookies', () => {
  it('writes the partner language as a raw line and leaves the session cookie of the render byte for byte', async () => {
    const request = new NextRequest('http://localhost:3000/widget?language=pt', {
      headers: { cookie: `${SESSION}; XSRF-TOKEN=abc` },
    });
    const response = await middleware(request);
    expect(response.headers.getSetCookie().filter((l) => l.startsWith('language='))).toEqual([
      expect.stringMatching(/^language=pt; Path=\/; Expires=Fri, 31 Dec 9999 23:59:59 GMT; SameSite=Lax$/),
    ]);
    expect(response.headers.get('x-middleware-request-cookie')).toBe(`${SESSION}; XSRF-TOKEN=abc; language=pt`);
    expect(response.headers.get('x-middleware-set-cookie')).toBeNull();
  });
});
