/**
 * @jest-environment node
 *
 * Middleware with a non-default API base path (spec §7 "a configured base path ending in /api/v1"): browser API
 * calls under /ramp/api/v1 pass through to the proxy instead of being sent to /404, and pages still get their
 * route rules. The base is read from NEXT_PUBLIC_API_BASE_PATH when lib/config loads, so it is set first.
 */
import { NextRequest } from 'next/server';
import { pageQuery } from '@/lib/http/query';
import { CURRENT_PATH_HEADER } from '@/lib/http/request-path';

type Middleware = (request: NextRequest) => Promise<Response>;

function loadMiddleware(apiBasePath: string): Middleware {
  process.env.NEXT_PUBLIC_API_BASE_PATH = apiBasePath;
  let middleware: Middleware | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module must load after the env is set
    middleware = (require('./middleware') as { middleware: Middleware }).middleware;
  });
  return middleware!;
}

afterEach(() => {
  delete process.env.NEXT_PUBLIC_API_BASE_PATH;
});

describe('middleware and the configured API base path', () => {
  it.each(['/ramp/api/v1/user/profile', '/ramp/api/v1'])('passes %s through (no redirect)', async (path) => {
    const middleware = loadMiddleware('/ramp/api/v1');
    const response = await middleware(new NextRequest(`http://localhost:3000${path}`));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('still applies the route rules to pages and sends unknown paths to /404', async () => {
    const middleware = loadMiddleware('/ramp/api/v1');
    const unknown = await middleware(new NextRequest('http://localhost:3000/ramp/other'));
    expect(unknown.headers.get('location')).toBe('http://localhost:3000/404');
    const protectedPage = await middleware(new NextRequest('http://localhost:3000/transactions'));
    expect(protectedPage.headers.get('location')).toBe('http://localhost:3000/login?returnTo=%2Ftransactions');
  });
});

describe('the query of a prefetched render (one way to read the query string on the server)', () => {
  it('an RSC prefetch request hands the page its own query, as a full load would, without Next’s _rsc', async () => {
    const middleware = loadMiddleware('/api/v1');
    const page = 'http://localhost:3000/decision-flow?mode=on-ramp&amount=100&status=a&status=b';
    const full = await middleware(new NextRequest(page));
    // Next deletes the router's RSC and Next-Router-Prefetch headers before middleware runs; its _rsc parameter is
    // what a prefetch can still carry here.
    const prefetch = await middleware(new NextRequest(`${page}&_rsc=1x2y3`));
    const queryOf = (response: Response) =>
      pageQuery(response.headers.get(`x-middleware-request-${CURRENT_PATH_HEADER}`)!);
    expect(queryOf(prefetch)).toEqual({ mode: 'on-ramp', amount: '100', status: ['a', 'b'] });
    expect(queryOf(prefetch)).toEqual(queryOf(full));
  });
});
