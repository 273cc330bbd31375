/**
 * serverApi's error rule (spec §8): excluded answers (409 on POST on-/off-ramp, 400 on PUT billing fields) are not
 * redirected but are still logged and reported; other failures are reported and redirected.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { serverApi } from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ cookie: 'ory_session=abc', 'x-current-path': '/order-form' }),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest.mock is hoisted above imports: the mocked module is reached with require
const Sentry = require('@sentry/nextjs') as { captureException: jest.Mock };

listenDuringTests(
  setupServer(
    http.post('*/api/v1/on-ramp', () => HttpResponse.json({ message: 'an order is already open' }, { status: 409 })),
    http.get('*/api/v1/user/profile', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
  ),
);

beforeEach(() => {
  Sentry.captureException.mockClear();
  console.error = jest.fn();
});

describe('serverApi error rule (spec §8)', () => {
  it('a 409 on POST on-ramp reaches the caller without a redirect, and is reported with status, url, method', async () => {
    const api = await serverApi('global-rule');
    await expect(api.post('on-ramp', { json: {} })).rejects.toMatchObject({ response: { status: 409 } });
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
    const [, context] = Sentry.captureException.mock.calls[0]!;
    expect(context.extra).toMatchObject({ status: 409, method: 'POST', url: expect.stringContaining('/on-ramp') });
    expect(context.extra.headers.cookie).toBe('[redacted]');
  });

  it('any other failure is reported and redirected to /error', async () => {
    const api = await serverApi('global-rule');
    await expect(api.get('user/profile')).rejects.toMatchObject({ digest: expect.stringContaining('/error') });
    expect(Sentry.captureException).toHaveBeenCalledTimes(1);
  });
});
