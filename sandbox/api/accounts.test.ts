/**
 * @jest-environment node
 *
 * Accounts of their own for tests (POST /__sandbox/accounts) and faults scoped to one test's browser (the
 * `sandbox-scope` cookie): what lets browser tests run side by side without touching the seeded accounts.
 */
import { transactionListSchema } from '@/lib/api/schemas';
import { testSessionCookie, withSandboxServer } from './node';
import { seedTransactionId, SEED_BASE_TIME } from './store';
import { SEED_EMAILS } from '../config';

const ORIGIN = 'http://localhost:3000';
const API = `${ORIGIN}/api/v1`;
let made = 0;
const sandbox = withSandboxServer({
  origin: ORIGIN,
  createIdentity: async (seed) => ({
    email: `${seed}-${++made}@accounts.example.com`,
    password: 'Sandbox-Pass-2026',
    identityId: `00000000-0000-4000-a000-${String(made).padStart(12, '0')}`,
  }),
});

const post = (path: string, body: unknown) =>
  fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

async function account(seed: string): Promise<{ email: string; seed: string }> {
  const res = await post('/__sandbox/accounts', { seed });
  expect(res.status).toBe(201);
  return (await res.json()) as { email: string; seed: string };
}

async function transactionsOf(email: string) {
  const res = await fetch(`${API}/user/transactions?limit=100`, { headers: { cookie: testSessionCookie(email) } });
  expect(res.status).toBe(200);
  return transactionListSchema.parse(await res.json());
}

describe('POST /__sandbox/accounts', () => {
  it('copies the demo seed with ids of its own, leaving demo@ as it was', async () => {
    const { email, seed } = await account('demo');
    expect(seed).toBe('demo');
    const own = await transactionsOf(email);
    const demo = await transactionsOf(SEED_EMAILS.demo);
    expect(own.transactions).toHaveLength(36);
    expect(own.transactions.map((t) => t.status).sort()).toEqual(demo.transactions.map((t) => t.status).sort());
    const demoIds = new Set(demo.transactions.map((t) => t.id));
    expect(own.transactions.some((t) => demoIds.has(t.id))).toBe(false);
    expect(own.transactions.map((t) => t.id)).toContain(seedTransactionId(email, 28));
    expect(demo.transactions.map((t) => t.id)).toContain(seedTransactionId(SEED_EMAILS.demo, 28));
    expect(Date.parse(own.transactions[0]!.started_at)).toBeLessThanOrEqual(SEED_BASE_TIME);
  });

  it('gives fresh, pending and mfa accounts their seed’s data', async () => {
    expect((await transactionsOf((await account('fresh')).email)).transactions).toHaveLength(0);
    const pending = await transactionsOf((await account('pending')).email);
    expect(pending.transactions.map((t) => t.status)).toEqual(['incomplete']);
    expect((await transactionsOf((await account('mfa')).email)).transactions).toHaveLength(36);
    expect(sandbox.store.users.get(SEED_EMAILS.pending)?.openOrderId).not.toBe(pending.transactions[0]!.id);
  });

  it('refuses an unknown seed; ages sign-ins only where Kratos runs on PostgreSQL', async () => {
    expect((await post('/__sandbox/accounts', { seed: 'admin' })).status).toBe(400);
    expect((await post('/__sandbox/accounts/demo%40example.com/sign-in-age', { seconds: 0 })).status).toBe(400);
    expect((await post('/__sandbox/accounts/demo%40example.com/sign-in-age', { seconds: 60 })).status).toBe(501);
  });
});

describe('faults scoped to one browser', () => {
  const asDemo = (scope?: string) => ({
    headers: { cookie: `${testSessionCookie('demo@example.com')}${scope ? `; sandbox-scope=${scope}` : ''}` },
  });
  const profile = (scope?: string) => fetch(`${API}/user/profile`, asDemo(scope)).then((r) => r.status);

  it('meets only requests carrying its scope cookie, while an unscoped fault meets every request', async () => {
    expect(
      (await post('/__sandbox/faults', { method: 'GET', path: '/user/profile', status: 503, scope: 'a-1' })).status,
    ).toBe(201);
    expect(await profile()).toBe(200);
    expect(await profile('b-2')).toBe(200);
    expect(await profile('a-1')).toBe(503);
    expect(await profile('a-1')).toBe(200);
    await post('/__sandbox/faults', { method: 'GET', path: '/user/profile', status: 502 });
    expect(await profile('b-2')).toBe(502);
  });

  it('lists and clears one scope without touching the others', async () => {
    await post('/__sandbox/faults', { method: 'GET', path: '/user/profile', status: 503, scope: 'a-1', times: 3 });
    await post('/__sandbox/faults', { method: 'GET', path: '/user/profile', status: 503, scope: 'b-2' });
    const listed = (await (await fetch(`${ORIGIN}/__sandbox/faults?scope=a-1`)).json()) as Array<{ remaining: number }>;
    expect(listed.map((f) => f.remaining)).toEqual([3]);
    const cleared = await fetch(`${ORIGIN}/__sandbox/faults?scope=a-1`, { method: 'DELETE' });
    expect(((await cleared.json()) as { cleared: number }).cleared).toBe(1);
    expect(await profile('a-1')).toBe(200);
    expect(await profile('b-2')).toBe(503);
  });

  it('refuses a scope outside 1-64 of A-Z a-z 0-9 _ -', async () => {
    for (const scope of ['', 'a b', 'x'.repeat(65), 7]) {
      expect(
        (await post('/__sandbox/faults', { method: 'GET', path: '/user/profile', status: 503, scope })).status,
      ).toBe(400);
    }
  });
});
