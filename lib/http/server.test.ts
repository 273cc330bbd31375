import { inspect } from 'node:util';
import { redirect } from 'next/navigation';
import { loadOrEmpty } from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

describe('route data loads (spec §8: a failed load is logged and returns empty data)', () => {
  beforeEach(() => {
    console.error = jest.fn();
  });

  it('returns the data when the load succeeds', async () => {
    await expect(loadOrEmpty('billing fields', async () => ({ fields: ['name'] }), { fields: [] })).resolves.toEqual({
      fields: ['name'],
    });
  });

  it('logs a failure and returns the empty data', async () => {
    const empty = { fields: [] as string[] };
    await expect(
      loadOrEmpty('billing fields', () => Promise.reject(new TypeError('fetch failed')), empty),
    ).resolves.toBe(empty);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('billing fields failed'),
      expect.stringContaining('TypeError: fetch failed'),
    );
  });

  it('never logs the cookies a failed API call carried (the Kratos session, the XSRF token)', async () => {
    const failure = Object.assign(
      new Error('Request failed with status code 500: GET http://api/v1/transaction-info/t1'),
      {
        name: 'HTTPError',
        request: new Request('http://api/v1/transaction-info/t1', {
          headers: { cookie: 'ory_kratos_session=SESSION-SECRET; XSRF-TOKEN=XSRF-SECRET' },
        }),
        options: { headers: { cookie: 'ory_kratos_session=SESSION-SECRET' } },
      },
    );
    await loadOrEmpty('transaction-info', () => Promise.reject(failure), null);
    const logged = jest
      .mocked(console.error)
      .mock.calls.flat()
      .map((arg) => inspect(arg, { depth: 10 }))
      .join('\n');
    expect(logged).toContain('status code 500');
    expect(logged).not.toContain('SESSION-SECRET');
    expect(logged).not.toContain('XSRF-SECRET');
  });

  it('lets a redirect of the error rule through', async () => {
    await expect(loadOrEmpty('profile', async () => redirect('/login?returnTo=%2Fkyc'), null)).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_REDIRECT'),
    });
  });
});
