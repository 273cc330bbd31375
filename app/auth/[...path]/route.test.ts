/**
 * @jest-environment node
 *
 * The /auth proxy and Kratos's token headers (spec §7; lib/auth/token-headers.ts): the app signs in with cookies
 * only, so `X-Session-Token` and `Authorization` never reach Kratos through it, whatever the path and method; the
 * cookie does.
 */
import { DELETE, GET } from './route';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation(async () => Response.json({ id: 's-1', active: true }));
});

/** The headers of each call made upstream. */
const upstreamHeaders = () => fetchMock.mock.calls.map(([, init]) => new Headers(init.headers));

describe('the /auth proxy drops the identity service token headers', () => {
  it.each([
    ['GET', '/auth/sessions/whoami'],
    ['GET', '/auth/sessions'],
    ['DELETE', '/auth/sessions'],
    ['DELETE', '/auth/sessions/s-2'],
  ])('%s %s reaches Kratos with the cookie and without either token header', async (method, path) => {
    const handle = method === 'GET' ? GET : DELETE;
    const response = await handle(
      new Request(`http://localhost:3000${path}`, {
        method,
        headers: {
          cookie: 'ory_kratos_session=abc',
          'x-session-token': 'ory_st_aal1',
          authorization: 'Bearer ory_st_aal1',
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalled();
    for (const headers of upstreamHeaders()) {
      expect(headers.get('x-session-token')).toBeNull();
      expect(headers.get('authorization')).toBeNull();
      expect(headers.get('cookie')).toBe('ory_kratos_session=abc');
    }
  });
});
