/**
 * @jest-environment node
 *
 * lib/api/wallets.ts against the sandbox handlers (msw/node): the person's wallets, the partner's wallet sent
 * against a return URL's origin, and a demo wallet, each answer parsed with zod.
 */
import ky from 'ky';
import { withSandboxServer, testSessionCookie } from '@/sandbox/api/node';
import { createDemoWallet, getPartnerWallet, getUserWallets } from './wallets';

const ORIGIN = 'http://localhost:3000';
withSandboxServer({ origin: ORIGIN });
const http = ky.create({
  prefixUrl: `${ORIGIN}/api/v1`,
  retry: 0,
  headers: { cookie: testSessionCookie('demo@example.com') },
});

it("reads the person's wallets", async () => {
  expect((await getUserWallets(http)).map((w) => w.blockchain)).toEqual(['stellar', 'tron']);
});

it("reads the partner's wallet for a return URL's origin", async () => {
  expect(await getPartnerWallet(http, 'https://beans.example')).toMatchObject({ home_url: 'https://beans.example' });
});

it('creates a demo wallet', async () => {
  expect((await createDemoWallet(http)).wallet.blockchain).toBe('stellar');
});
