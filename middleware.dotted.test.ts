/**
 * @jest-environment node
 *
 * The render trusts x-ramp-session only when middleware signed it for this request (lib/auth/session-header.ts,
 * spec §6): the matcher reaches every path that can render a page, dotted ones (/transactions.rsc, /foo.bar) and
 * other /api/ paths included, and middleware takes a browser-sent value out of every request it lets pass.
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { SESSION_HEADER } from '@/lib/auth/session-header';
import { config, middleware } from './middleware';

const FORGED = { [SESSION_HEADER]: 'forged-by-the-browser', cookie: 'ory_kratos_session=abc' };
const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost:3000${path}` });

/** The render's headers are exactly those middleware lists in x-middleware-override-headers. */
const renderHeaderNames = (response: Response) =>
  (response.headers.get('x-middleware-override-headers') ?? '').split(',').filter(Boolean);

describe('middleware and a browser-sent x-ramp-session', () => {
  it.each(['/transactions.rsc', '/foo.bar', '/profile.json', '/login.x', '/robots.txt', '/api/foo', '/api'])(
    'the matcher reaches %s',
    (path) => {
      expect(matches(path)).toBe(true);
    },
  );

  it.each(['/_next/static/chunks/main.js', '/_next/image', '/auth/sessions/whoami', '/api/v1/user/profile'])(
    'the matcher still skips %s (no page renders there)',
    (path) => {
      expect(matches(path)).toBe(false);
    },
  );

  it.each(['/transactions.rsc', '/foo.bar', '/profile.json', '/login.x', '/robots.txt', '/healthz', '/api/v1'])(
    '%s passes without the browser’s value, and without a whoami',
    async (path) => {
      const fetchMock = jest.fn();
      globalThis.fetch = fetchMock as unknown as typeof fetch;
      const response = await middleware(new NextRequest(`http://localhost:3000${path}`, { headers: FORGED }));
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('location')).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(renderHeaderNames(response)).not.toContain(SESSION_HEADER);
      expect(renderHeaderNames(response)).toContain('cookie');
    },
  );
});
