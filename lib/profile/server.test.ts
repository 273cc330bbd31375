/**
 * The data of /profile (spec §8 "Other cases"): a failed profile load gives the screen with `profileFailed` instead
 * of /error; a 401 still goes to login; config and wallets give empty data on their own.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FE_ANONYMOUS } from '@/lib/api/schemas';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { loadProfilePage } from './server';

jest.mock('server-only', () => ({}));
jest.mock('@sentry/nextjs', () => ({ captureException: jest.fn() }));
jest.mock('next/headers', () => ({
  cookies: async () => ({ get: () => undefined }),
  headers: async () => new Headers({ cookie: 'ory_session=abc', 'x-current-path': '/profile' }),
}));

const PROFILE = {
  interactiveID: null,
  userIdentityId: 'id-1',
  userEmail: 'ana@example.com',
  kyc_status: 'approved',
  kyc_level: 'level_2',
  user_city: 'São Paulo',
  user_country: 'BR',
  wallet_name: null,
};

const server = setupServer(
  http.get('*/api/v1/user/profile', () => HttpResponse.json(PROFILE)),
  http.get('*/api/v1/user/config', () => HttpResponse.json({ lang: 'pt', has_pending_action: false })),
  http.get('*/api/v1/user/wallets', () => HttpResponse.json({ wallets: [] })),
);
listenDuringTests(server);

beforeEach(() => {
  console.error = jest.fn();
});

describe('loadProfilePage (spec §8)', () => {
  it('gives the profile and the config when they load', async () => {
    const data = await loadProfilePage();
    expect(data).toMatchObject({ profile: { userEmail: 'ana@example.com' }, profileFailed: false });
    expect(data.config).toEqual({ lang: 'pt', has_pending_action: false });
  });

  it.each([500, 503, 404])('a %i on the profile gives the screen without it, marked as failed', async (status) => {
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.json({ message: 'no' }, { status })));
    const data = await loadProfilePage();
    expect(data).toMatchObject({ profile: null, profileFailed: true });
    expect(data.config).toEqual({ lang: 'pt', has_pending_action: false });
  });

  it('a transport failure or an answer that does not parse is a failed load too', async () => {
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.error()));
    await expect(loadProfilePage()).resolves.toMatchObject({ profile: null, profileFailed: true });
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.json({ unexpected: true })));
    await expect(loadProfilePage()).resolves.toMatchObject({ profile: null, profileFailed: true });
  });

  it('an unidentified person (FE_ANONYMOUS) is no profile, but not a failed load', async () => {
    server.use(
      http.get('*/api/v1/user/profile', () => HttpResponse.json({ ...PROFILE, userIdentityId: FE_ANONYMOUS })),
    );
    await expect(loadProfilePage()).resolves.toMatchObject({ profile: null, profileFailed: false });
  });

  it('a 401 on the profile goes to login', async () => {
    server.use(http.get('*/api/v1/user/profile', () => HttpResponse.json({ error: 'unauthorized' }, { status: 401 })));
    await expect(loadProfilePage()).rejects.toMatchObject({
      digest: expect.stringContaining('/login?returnTo=%2Fprofile&refresh=true'),
    });
  });
});
