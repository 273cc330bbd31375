/**
 * @jest-environment node
 *
 * The load balancer's probes: middleware lets /healthz and /readyz through untouched: no redirect to
 * /login or /404, no session check (no call to the identity service), no cookie set.
 */
import { NextRequest } from 'next/server';
import { middleware } from './middleware';

describe('middleware and the health probes', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it.each(['/healthz', '/readyz'])('passes %s through without a session check or a cookie', async (path) => {
    const fetchSpy = jest.fn(() => Promise.reject(new Error('no upstream call expected')));
    global.fetch = fetchSpy as unknown as typeof fetch;
    const response = await middleware(new NextRequest(`http://localhost:3000${path}`));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('still sends a look-alike path to /404', async () => {
    const response = await middleware(new NextRequest('http://localhost:3000/healthz/extra'));
    expect(response.headers.get('location')).toBe('http://localhost:3000/404');
  });
});
