/**
 * @jest-environment node
 *
 * The sandbox's interactive (SEP-24) transactions: created by the control call a wallet's host page makes,
 * confirmed through the product API, moved on by time (lazily, per request) or by control calls, URL callbacks
 * recorded, reset back to the seed. Also the seed facts the transaction list relies on.
 */
import ky from 'ky';
import { testSessionCookie, withSandboxServer } from './node';
import { DEMO_BILLING } from './store';
import { confirmInteractive, requestUrlCallback } from '../../lib/api/interactive';
import { getOwnTransaction, getTransactionInfo } from '../../lib/api/transactions';
import { getTransactionCount, getTransactions } from '../../lib/api/user';
import { BLOCKCHAINS } from '../../lib/domain/blockchains';
import { TRANSACTION_KINDS } from '../../lib/domain/kinds';
import { TRANSACTION_STATUSES } from '../../lib/domain/statuses';

const ORIGIN = 'http://localhost:3000';
const sandbox = withSandboxServer({ origin: ORIGIN });
const as = (email: string) =>
  ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0, headers: { cookie: testSessionCookie(email) } });
const demo = as('demo@example.com');

async function create(kind: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${ORIGIN}/__sandbox/interactive/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    response,
    answer: (await response.json()) as {
      id: string;
      url: string;
      transaction: Record<string, unknown>;
      errors?: Record<string, string>;
    },
  };
}

const advance = (id: string) => fetch(`${ORIGIN}/__sandbox/transactions/${id}/advance`, { method: 'POST' });

describe('POST /__sandbox/interactive/{kind}', () => {
  it('creates an incomplete, priced transaction of the account with the app URL, callable cross-origin', async () => {
    const { response, answer } = await create('deposit', { amount: '100', currency: 'BRL', blockchain: 'stellar' });
    expect(response.status).toBe(201);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.url).toBe(`http://localhost:3000/interactive-flow?interactive-id=${answer.id}`);
    const tx = await getOwnTransaction(demo, answer.id);
    expect(tx).toMatchObject({ kind: 'deposit', status: 'incomplete', amount_in: '100.00', blockchain: 'stellar' });
    expect(tx.amount_out).toMatch(/^\d+\.\d{7}$/);
    const preflight = await fetch(`${ORIGIN}/__sandbox/interactive/deposit`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/i);
  });

  it('is not an open order (has_pending_action stays false) and belongs to the given account only', async () => {
    const { answer } = await create('withdrawal', { email: 'fresh@example.com', amount: '20' });
    expect(await as('fresh@example.com').get('user/config').json()).toMatchObject({ has_pending_action: false });
    await expect(getOwnTransaction(demo, answer.id)).rejects.toMatchObject({ response: { status: 404 } });
  });

  it('refuses bad input with field errors', async () => {
    const { response, answer } = await create('deposit', { amount: '1.234', currency: 'XYZ', step_ms: -1 });
    expect(response.status).toBe(400);
    expect(Object.keys(answer.errors ?? {}).sort()).toEqual(['currency', 'step_ms']);
    expect((await create('deposit', { amount: '1.234' })).answer.errors).toEqual({
      amount: 'Must have at most 2 decimals',
    });
    expect((await create('transfer')).response.status).toBe(404);
  });
});

describe('POST /user/transactions/{id}/confirm', () => {
  it('moves an incomplete transaction to pending_user_transfer_start, once', async () => {
    const { answer } = await create('deposit', { amount: '50' });
    const confirmed = await confirmInteractive(demo, answer.id);
    expect(confirmed).toMatchObject({ id: answer.id, status: 'pending_user_transfer_start', amount_in: '50.00' });
    await expect(confirmInteractive(demo, answer.id)).rejects.toMatchObject({ response: { status: 409 } });
  });

  it('requires an amount when the transaction has none, and prices the one given', async () => {
    const { answer } = await create('withdrawal', { blockchain: 'tron' });
    expect(answer.transaction.amount_in).toBeNull();
    await expect(confirmInteractive(demo, answer.id)).rejects.toMatchObject({ response: { status: 400 } });
    await expect(confirmInteractive(demo, answer.id, '1.1234567')).rejects.toMatchObject({ response: { status: 400 } }); // tron: 6 decimals
    const confirmed = await confirmInteractive(demo, answer.id, '25.5');
    expect(confirmed).toMatchObject({ status: 'pending_user_transfer_start', amount_in: '25.500000' });
  });

  it('refuses an amount that would deliver nothing or is over the order form’s cap, as POST /off-ramp does', async () => {
    const { answer } = await create('withdrawal', { blockchain: 'tron' });
    for (const amount of ['0.000001', '1000000000000']) {
      const response = await demo.post(`user/transactions/${answer.id}/confirm`, {
        json: { amount },
        throwHttpErrors: false,
      });
      const body = (await response.json()) as { errors?: { amount?: string } };
      expect({ amount, status: response.status, field: typeof body.errors?.amount }).toEqual({
        amount,
        status: 400,
        field: 'string',
      });
    }
  });

  it('holds the account gates of every order: billing details, then an approved verification (409)', async () => {
    const { answer } = await create('withdrawal', { email: 'fresh@example.com', amount: '20' });
    const fresh = as('fresh@example.com');
    const errorOf = async () => {
      const response = await fresh.post(`user/transactions/${answer.id}/confirm`, { json: {}, throwHttpErrors: false });
      return { status: response.status, error: ((await response.json()) as { error?: string }).error };
    };
    expect(await errorOf()).toEqual({ status: 409, error: 'billing_incomplete' });
    const user = sandbox.store.user('fresh@example.com');
    user.billing = { ...DEMO_BILLING };
    expect(await errorOf()).toEqual({ status: 409, error: 'kyc_required' });
    user.kyc_status = 'approved';
    await expect(confirmInteractive(fresh, answer.id)).resolves.toMatchObject({
      status: 'pending_user_transfer_start',
    });
  });

  it("answers 404 for another person's transaction", async () => {
    const { answer } = await create('deposit', { amount: '10' });
    await expect(confirmInteractive(as('fresh@example.com'), answer.id)).rejects.toMatchObject({
      response: { status: 404 },
    });
  });
});

describe('how interactive transactions move on', () => {
  it("advances one step per control call along the kind's path, then refuses", async () => {
    const { answer } = await create('withdrawal', { amount: '20' });
    const seen: string[] = [];
    for (;;) {
      const response = await advance(answer.id);
      if (response.status === 409) break;
      expect(response.status).toBe(200);
      seen.push(((await response.json()) as { transaction: { status: string } }).transaction.status);
    }
    expect(seen).toEqual(['pending_user_transfer_start', 'pending_anchor', 'pending_external', 'completed']);
    expect((await advance('no-such-id')).status).toBe(404);
  });

  it('advances with time after the confirmation, lazily on the next request, never past completed', async () => {
    const { answer } = await create('deposit', { amount: '100', step_ms: 1000 });
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      await confirmInteractive(demo, answer.id);
      now.mockReturnValue(1_000_999);
      expect((await getOwnTransaction(demo, answer.id)).status).toBe('pending_user_transfer_start');
      now.mockReturnValue(1_001_000);
      expect((await getOwnTransaction(demo, answer.id)).status).toBe('pending_anchor');
      now.mockReturnValue(1_002_500);
      expect((await getTransactionInfo(demo, answer.id)).transaction.status).toBe('pending_stellar');
      now.mockReturnValue(1_100_000);
      const done = await getOwnTransaction(demo, answer.id);
      expect(done).toMatchObject({ status: 'completed', updated_at: new Date(1_003_000).toISOString() });
    } finally {
      now.mockRestore();
    }
  });

  it('stops moving with time once a control call set the status', async () => {
    const { answer } = await create('deposit', { amount: '100', step_ms: 1000 });
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(5_000_000);
      await confirmInteractive(demo, answer.id);
      await fetch(`${ORIGIN}/__sandbox/transactions/${answer.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'on_hold_is_not_a_status' }),
      }).then((r) => expect(r.status).toBe(400));
      await fetch(`${ORIGIN}/__sandbox/transactions/${answer.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'pending_user' }),
      }).then((r) => expect(r.headers.get('access-control-allow-origin')).toBe('*'));
      now.mockReturnValue(9_000_000);
      expect((await getOwnTransaction(demo, answer.id)).status).toBe('pending_user');
    } finally {
      now.mockRestore();
    }
  });

  it('reset forgets interactive transactions and restores the seed', async () => {
    const before = await getTransactionCount(demo, {});
    const { answer } = await create('deposit', { amount: '100' });
    expect(await getTransactionCount(demo, {})).toBe(before + 1);
    await fetch(`${ORIGIN}/__sandbox/reset`, { method: 'POST' });
    expect(await getTransactionCount(demo, {})).toBe(before);
    expect(sandbox.store.interactive.has(answer.id)).toBe(false);
  });
});

describe('GET /transaction-info/{id} of a withdrawal', () => {
  it('names the anchor account that receives the USDC: account and memo on stellar, an address elsewhere', async () => {
    const stellar = (await create('withdrawal', { amount: '20', blockchain: 'stellar' })).answer;
    const info = await getTransactionInfo(demo, stellar.id);
    expect(info.payment).toMatchObject({
      account: expect.stringMatching(/^G[A-Z2-7]{55}$/),
      memo: stellar.id.slice(0, 8).toUpperCase(),
      memo_type: 'text',
    });
    const ethereum = (await create('withdrawal', { amount: '20', blockchain: 'ethereum' })).answer;
    const eth = await getTransactionInfo(demo, ethereum.id);
    expect(eth.payment).toMatchObject({ account: expect.stringMatching(/^0x[0-9a-f]{40}$/), memo: null });
  });
});

describe('POST /user/transactions/{id}/callback', () => {
  it('records an https URL callback with the transaction snapshot; refuses other URLs', async () => {
    const { answer } = await create('deposit', { amount: '100' });
    await requestUrlCallback(demo, answer.id, 'https://wallet.example/sep24', 'on_change_callback');
    const recorded = (await (await fetch(`${ORIGIN}/__sandbox/callbacks?transaction=${answer.id}`)).json()) as Array<
      Record<string, unknown>
    >;
    expect(recorded).toEqual([
      expect.objectContaining({
        transaction_id: answer.id,
        url: 'https://wallet.example/sep24',
        kind: 'on_change_callback',
        transaction: expect.objectContaining({ status: 'incomplete' }),
      }),
    ]);
    await expect(requestUrlCallback(demo, answer.id, 'http://wallet.example/sep24', 'callback')).rejects.toMatchObject({
      response: { status: 400 },
    });
    await expect(
      requestUrlCallback(demo, answer.id, 'https://wallet.example/', 'other' as 'callback'),
    ).rejects.toMatchObject({ response: { status: 400 } });
  });

  it("refuses (403) an https URL whose origin is not a partner's registered callback origin, and records nothing", async () => {
    const { answer } = await create('deposit', { amount: '100' });
    await expect(requestUrlCallback(demo, answer.id, 'https://evil.example/sep24', 'callback')).rejects.toMatchObject({
      response: { status: 403 },
    });
    await expect(
      requestUrlCallback(demo, answer.id, 'https://lobstr.example.evil.example/sep24', 'on_change_callback'),
    ).rejects.toMatchObject({ response: { status: 403 } });
    const recorded = (await (
      await fetch(`${ORIGIN}/__sandbox/callbacks?transaction=${answer.id}`)
    ).json()) as unknown[];
    expect(recorded).toEqual([]);
    await requestUrlCallback(demo, answer.id, 'https://lobstr.example/sep24', 'callback');
    expect(
      (await (await fetch(`${ORIGIN}/__sandbox/callbacks?transaction=${answer.id}`)).json()) as unknown[],
    ).toHaveLength(1);
  });
});

describe('the demo seed the transaction list relies on', () => {
  it('has every status, kind and blockchain, more than three pages, and a count that honours the filters', async () => {
    const all = await getTransactions(demo, { offset: 0, limit: 100 });
    expect(all.length).toBeGreaterThan(30);
    expect(new Set(all.map((t) => t.status))).toEqual(new Set(TRANSACTION_STATUSES));
    expect(new Set(all.map((t) => t.kind))).toEqual(new Set(TRANSACTION_KINDS));
    expect(new Set(all.map((t) => t.blockchain))).toEqual(new Set(BLOCKCHAINS));
    const filter = { kind: 'withdrawal', blockchain: ['tron', 'ethereum'] };
    const expected = all.filter((t) => t.kind === 'withdrawal' && t.blockchain !== 'stellar').length;
    expect(expected).toBeGreaterThan(0);
    expect(await getTransactionCount(demo, filter)).toBe(expected);
  });
});
