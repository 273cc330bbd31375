/**
 * @jest-environment node
 *
 * The sandbox's product API handlers through the Jest entry (sandbox/api/node.ts): seed shapes parse with the
 * app's schemas, the session stub, filters, faults and the business errors of shared/SANDBOX.md.
 */
import { profileSchema, transactionCountSchema, transactionListSchema, userConfigSchema } from '@/lib/api/schemas';
import { BLOCKCHAINS } from '@/lib/domain/blockchains';
import { TRANSACTION_KINDS } from '@/lib/domain/kinds';
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import { withSandboxServer, testSessionCookie } from './node';
import { DEMO_BILLING } from './store';

const ORIGIN = 'http://localhost:3000';
const API = `${ORIGIN}/api/v1`;
const sandbox = withSandboxServer({ origin: ORIGIN });

function as(email: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { cookie: testSessionCookie(email), 'Content-Type': 'application/json', ...init.headers },
  };
}

describe('sandbox product API (msw/node)', () => {
  it('answers 401 without a session on /user/*', async () => {
    const res = await fetch(`${API}/user/profile`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('serves the seeded profiles and configs', async () => {
    const demo = profileSchema.parse(await (await fetch(`${API}/user/profile`, as('demo@example.com'))).json());
    expect(demo).toMatchObject({ userEmail: 'demo@example.com', kyc_status: 'approved' });
    const fresh = profileSchema.parse(await (await fetch(`${API}/user/profile`, as('fresh@example.com'))).json());
    expect(fresh.kyc_status).toBeNull();
    sandbox.signIn('pending@example.com');
    expect(userConfigSchema.parse(await (await fetch(`${API}/user/config`)).json())).toEqual({
      lang: 'en',
      has_pending_action: true,
    });
  });

  it('seeds demo with every status, kind and blockchain, newest first', async () => {
    const body = await (await fetch(`${API}/user/transactions?limit=100`, as('demo@example.com'))).json();
    const { transactions } = transactionListSchema.parse(body);
    expect(transactions.length).toBeGreaterThanOrEqual(30);
    expect(new Set(transactions.map((t) => t.status))).toEqual(new Set(TRANSACTION_STATUSES));
    expect(new Set(transactions.map((t) => t.kind))).toEqual(new Set(TRANSACTION_KINDS));
    expect(new Set(transactions.map((t) => t.blockchain))).toEqual(new Set(BLOCKCHAINS));
    const starts = transactions.map((t) => t.started_at);
    expect([...starts].sort().reverse()).toEqual(starts);
  });

  it('filters with repeated keys, and count agrees', async () => {
    const q = 'status=error&status=completed&kind=withdrawal';
    const list = transactionListSchema.parse(
      await (await fetch(`${API}/user/transactions?limit=100&${q}`, as('demo@example.com'))).json(),
    );
    const { count } = transactionCountSchema.parse(
      await (await fetch(`${API}/user/transactions/count?${q}`, as('demo@example.com'))).json(),
    );
    expect(list.transactions).toHaveLength(count);
    expect(list.transactions.every((t) => ['error', 'completed'].includes(t.status) && t.kind === 'withdrawal')).toBe(
      true,
    );
  });

  it('refuses an order without billing details, then without verification; a client-sent KYC status is ignored', async () => {
    const order = JSON.stringify({ amount: '50.00', payment_currency: 'BRL', crypto_currency: 'USDC' });
    const noBilling = await fetch(`${API}/on-ramp`, as('fresh@example.com', { method: 'POST', body: order }));
    expect(noBilling.status).toBe(409);
    expect(await noBilling.json()).toMatchObject({ error: 'billing_incomplete' });
    sandbox.store.user('fresh@example.com').billing = { ...DEMO_BILLING };
    // A status the client claims approves no one: only the provider's record counts.
    const claimed = await fetch(
      `${API}/kyc/status`,
      as('fresh@example.com', { method: 'PUT', body: '{"status":"approved","level":"level_2"}' }),
    );
    expect(await claimed.json()).toEqual({ kyc_status: null, kyc_level: null });
    const noKyc = await fetch(`${API}/off-ramp`, as('fresh@example.com', { method: 'POST', body: order }));
    expect(noKyc.status).toBe(409);
    expect(await noKyc.json()).toMatchObject({ error: 'kyc_required' });
    // The provider's record (its hosted page) is what approves.
    const token = (await (await fetch(`${API}/kyc/token?appId=x`, as('fresh@example.com'))).json()) as {
      token: string;
    };
    const recorded = await fetch(`${ORIGIN}/__sandbox/pages/kyc/result`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: token.token, status: 'approved' }),
    });
    expect(recorded.status).toBe(204);
    expect((await fetch(`${API}/on-ramp`, as('fresh@example.com', { method: 'POST', body: order }))).status).toBe(201);
  });

  it('answers 409 on a second open order and 400 with field errors on billing', async () => {
    const ready = sandbox.store.user('fresh@example.com');
    Object.assign(ready, { billing: { ...DEMO_BILLING }, kyc_status: 'approved', kyc_level: 'level_1' });
    const order = { amount: '50.00', payment_currency: 'BRL', crypto_currency: 'USDC' };
    const first = await fetch(
      `${API}/on-ramp`,
      as('fresh@example.com', { method: 'POST', body: JSON.stringify(order) }),
    );
    expect(first.status).toBe(201);
    const second = await fetch(
      `${API}/off-ramp`,
      as('fresh@example.com', { method: 'POST', body: JSON.stringify(order) }),
    );
    expect(second.status).toBe(409);
    const billing = await fetch(
      `${API}/user/billing/fields`,
      as('fresh@example.com', { method: 'PUT', body: '{"country":"ZZ"}' }),
    );
    expect(billing.status).toBe(400);
    expect((await billing.json()).errors).toHaveProperty('country');
  });

  it('injects faults through the control endpoint', async () => {
    await fetch(`${ORIGIN}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/user/profile', status: 500, body: { error: 'boom' } }),
    });
    expect((await fetch(`${API}/user/profile`, as('demo@example.com'))).status).toBe(500);
    expect((await fetch(`${API}/user/profile`, as('demo@example.com'))).status).toBe(200);
  });

  it('serves remote translations for en and pt only', async () => {
    expect(await (await fetch(`${API}/locales/pt/common.json`)).json()).toEqual({
      remote: { loaded: 'Traduções remotas carregadas' },
    });
    expect((await fetch(`${API}/locales/de/common.json`)).status).toBe(404);
  });
});
