/**
 * The server's 'screen-handles' policy (spec §8 "Left to the calling screen") under routeDataOrEmpty: any failure of
 * the load but a 401 gives the empty data without a redirect; a 401 is reported and goes to login with the current
 * path.
 */
import type { KyInstance } from 'ky';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { routeDataOrEmpty, serverApi } from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ cookie: 'ory_session=abc', 'x-current-path': '/billing-details?next=%2Fkyc' }),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: the mocked module is reached with require
const Sentry = require('@sentry/nextjs') as { captureException: jest.Mock };

const server = setupServer(
  http.get('*/api/v1/user/billing/fields', () => HttpResponse.json({ fields: [] })),
  http.get('*/api/v1/status/:code', ({ params }) =>
    HttpResponse.json({ message: 'upstream says no' }, { status: Number(params.code) }),
  ),
  http.get('*/api/v1/down', () => HttpResponse.error()),
);
listenDuringTests(server);

const get = (path: string) => (api: KyInstance) => api.get(path).json();

/** A route data load through the server's 'screen-handles' instance. */
async function loadHandledByScreen<T>(what: string, load: (api: KyInstance) => Promise<T>, empty: T): Promise<T> {
  return routeDataOrEmpty(what, async () => load(await serverApi('screen-handles')), empty);
}

beforeEach(() => {
  Sentry.captureException.mockClear();
  console.error = jest.fn();
});

describe("a 'screen-handles' route data load (spec §8 other cases)", () => {
  it('gives the loaded data, with the request cookies forwarded', async () => {
    let cookie: string | null = null;
    server.use(
      http.get('*/api/v1/user/billing/fields', ({ request }) => {
        cookie = request.headers.get('cookie');
        return HttpResponse.json({ fields: ['name'] });
      }),
    );
    await expect(loadHandledByScreen('billing fields', get('user/billing/fields'), null)).resolves.toEqual({
      fields: ['name'],
    });
    expect(cookie).toBe('ory_session=abc');
  });

  it.each([500, 503, 404, 403, 400])('a %i answer gives the empty data, logged and reported', async (status) => {
    const empty = { fields: [] };
    await expect(loadHandledByScreen('billing fields', get(`status/${status}`), empty)).resolves.toBe(empty);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('billing fields failed'), expect.anything());
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });

  it('a transport failure gives the empty data', async () => {
    await expect(loadHandledByScreen('profile', get('down'), null)).resolves.toBeNull();
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });

  it('an answer the load cannot use gives the empty data', async () => {
    const load = async () => {
      throw new TypeError('not the expected shape');
    };
    await expect(loadHandledByScreen('profile', load, null)).resolves.toBeNull();
  });

  it('a 401 is reported and goes to login, back to the current path', async () => {
    await expect(loadHandledByScreen('profile', get('status/401'), null)).rejects.toMatchObject({
      digest: expect.stringContaining('/login?returnTo=%2Fbilling-details%3Fnext%3D%252Fkyc&refresh=true'),
    });
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
    const [, context] = Sentry.captureException.mock.calls[0]!;
    expect(context.extra).toMatchObject({ status: 401, method: 'GET', url: expect.stringContaining('/status/401') });
    expect(context.extra.headers.cookie).toBe('[redacted]');
  });
});
