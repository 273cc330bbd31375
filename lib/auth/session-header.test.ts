/**
 * @jest-environment node
 */
import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import type { WhoamiState } from './session';
import { verifySessionState, signSessionState } from './session-header';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const ACTIVE: WhoamiState = {
  kind: 'active',
  session: { id: 's-1', active: true, identity: { id: 'i-1', traits: { email: 'ana@example.com' } } },
};

describe('the signed whoami of a request', () => {
  it.each<WhoamiState>([ACTIVE, { kind: 'aal2_required' }, { kind: 'none' }])(
    'verifies what was signed: %o',
    async (state) => {
      await expect(verifySessionState(await signSessionState(state, SECRET), SECRET)).resolves.toEqual(state);
    },
  );

  it('refuses a value signed with another key, so a forged header makes the reader ask Kratos', async () => {
    const forged = await signSessionState(ACTIVE, 'another-secret-that-is-long-enough-0123456789');
    await expect(verifySessionState(forged, SECRET)).resolves.toBeNull();
  });

  it('refuses a token signed with the raw key (a transaction token never passes as a session header)', async () => {
    const raw = await new SignJWT({ whoami: ACTIVE })
      .setProtectedHeader({ alg: 'HS256', typ: 'ramp-session+jwt' })
      .setExpirationTime('10s')
      .sign(new TextEncoder().encode(SECRET));
    await expect(verifySessionState(raw, SECRET)).resolves.toBeNull();
  });

  it('refuses an expired value, an absent one and garbage', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
    const signed = await signSessionState(ACTIVE, SECRET);
    jest.setSystemTime(Date.parse('2026-01-01T00:01:01Z'));
    await expect(verifySessionState(signed, SECRET)).resolves.toBeNull();
    jest.useRealTimers();
    await expect(verifySessionState(null, SECRET)).resolves.toBeNull();
    await expect(verifySessionState('not.a.token', SECRET)).resolves.toBeNull();
  });

  describe('only what middleware signed for this request', () => {
    /** The header's own key, derived as lib/auth/session-header.ts does: what a holder of the secret could sign. */
    const headerKey = new Uint8Array(createHmac('sha256', SECRET).update('ramp session header').digest());
    const signed = (claims: (jwt: SignJWT) => SignJWT) =>
      claims(new SignJWT({ whoami: ACTIVE }).setProtectedHeader({ alg: 'HS256', typ: 'ramp-session+jwt' })).sign(
        headerKey,
      );

    it('opens a value signed under the derived key with a fresh iat and exp (the test key is right)', async () => {
      await expect(
        verifySessionState(await signed((j) => j.setIssuedAt().setExpirationTime('10s')), SECRET),
      ).resolves.toEqual(ACTIVE);
    });

    it('refuses a value without exp, or without iat', async () => {
      await expect(verifySessionState(await signed((j) => j.setIssuedAt()), SECRET)).resolves.toBeNull();
      await expect(verifySessionState(await signed((j) => j.setExpirationTime('10s')), SECRET)).resolves.toBeNull();
    });

    it('refuses a value older than a few seconds, even with a far expiry', async () => {
      const old = Math.floor(Date.now() / 1000) - 30;
      await expect(
        verifySessionState(await signed((j) => j.setIssuedAt(old).setExpirationTime('1h')), SECRET),
      ).resolves.toBeNull();
    });

    it('refuses a value middleware signed once it is past its 10 s life', async () => {
      jest.useFakeTimers({ now: Date.parse('2026-01-01T00:00:00Z') });
      const signed = await signSessionState(ACTIVE, SECRET);
      jest.setSystemTime(Date.parse('2026-01-01T00:00:11Z'));
      await expect(verifySessionState(signed, SECRET)).resolves.toBeNull();
      jest.useRealTimers();
    });
  });
});
