/**
 * @jest-environment node
 *
 * lib/api/kyc.ts against the sandbox's own handlers: token and status shapes agree with the app's schemas.
 */
import ky, { HTTPError } from 'ky';
import { withSandboxServer, testSessionCookie } from '@/sandbox/api/node';
import { getKycToken, kycTokenSchema, putKycStatus } from './kyc';
import { getProfile } from './user';

const ORIGIN = 'http://localhost:3000';
const sandbox = withSandboxServer({ origin: ORIGIN });
const as = (email: string) =>
  ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0, headers: { cookie: testSessionCookie(email) } });

describe('GET /kyc/token', () => {
  it('answers a token for the app id, with the provider page url', async () => {
    const token = await getKycToken(as('fresh@example.com'), 'ramp-web');
    expect(token.app_id).toBe('ramp-web');
    expect(token.level).toBe('level_1');
    expect(new URL(token.url!).searchParams.get('token')).toBe(token.token);
  });

  it('fails with the 404 the global rule turns into /404', async () => {
    sandbox.store.addFault({ method: 'GET', path: '/kyc/token', status: 404, remaining: 1 });
    const error = await getKycToken(as('fresh@example.com'), 'ramp-web').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(404);
  });

  it('refuses a provider url that is not http(s)', () => {
    const base = { token: 't', app_id: 'a', user_id: 'u' };
    expect(kycTokenSchema.safeParse({ ...base, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(kycTokenSchema.safeParse({ ...base, url: 'https://kyc.example/start' }).success).toBe(true);
    expect(kycTokenSchema.safeParse(base).success).toBe(true);
  });
});

describe('PUT /kyc/status', () => {
  it("answers the provider's record: an approval on the provider's page, which the profile then shows", async () => {
    const token = await getKycToken(as('fresh@example.com'), 'ramp-web');
    sandbox.store.user('fresh@example.com').kyc_status = 'started';
    expect(await putKycStatus(as('fresh@example.com'))).toEqual({ kyc_status: 'started', kyc_level: null });
    const recorded = await fetch(`${ORIGIN}/__sandbox/pages/kyc/result`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: token.token, status: 'approved' }),
    });
    expect(recorded.status).toBe(204);
    expect(await putKycStatus(as('fresh@example.com'))).toEqual({ kyc_status: 'approved', kyc_level: 'level_1' });
    expect(await getProfile(as('fresh@example.com'))).toMatchObject({ kyc_status: 'approved', kyc_level: 'level_1' });
  });
});
