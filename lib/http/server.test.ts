import { redirect } from 'next/navigation';
import { routeDataOrEmpty } from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));

describe('route data loads (spec §8: a failed load is logged and returns empty data)', () => {
  beforeEach(() => {
    console.error = jest.fn();
  });

  it('returns the data when the load succeeds', async () => {
    await expect(
      routeDataOrEmpty('billing fields', async () => ({ fields: ['name'] }), { fields: [] }),
    ).resolves.toEqual({
      fields: ['name'],
    });
  });

  it('logs a failure and returns the empty data', async () => {
    const empty = { fields: [] as string[] };
    await expect(
      routeDataOrEmpty('billing fields', () => Promise.reject(new TypeError('fetch failed')), empty),
    ).resolves.toBe(empty);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('billing fields failed'), expect.any(TypeError));
  });

  it('lets a redirect of the error rule through', async () => {
    await expect(
      routeDataOrEmpty('profile', async () => redirect('/login?returnTo=%2Fkyc'), null),
    ).rejects.toMatchObject({
      digest: expect.stringContaining('NEXT_REDIRECT'),
    });
  });
});
