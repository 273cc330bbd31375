/**
 * @jest-environment node
 *
 * What the sandbox API checks in an order before money moves, whatever the browser checked first
 * (sandbox/api/order-checks.ts): POST on-/off-ramp refuses an amount that delivers nothing, is over the form's cap or
 * outside its currency's limits,
 * a wallet that is not the caller's or is on another blockchain, an address of the wrong format, and a body that
 * differs from a partner's signed order; GET /order-flow answers only a token this API signed.
 */
import { SignJWT } from 'jose';
import { orderAnswerSchema } from '@/lib/api/order';
import { TRANSACTION_TOKEN_KEY } from '../config';
import { encodeToken } from './handlers';
import { withSandboxServer, testSessionCookie } from './node';
import { DEMO_BILLING } from './store';

const ORIGIN = 'http://localhost:3000';
const API = `${ORIGIN}/api/v1`;
const sandbox = withSandboxServer({ origin: ORIGIN });
/** fresh@example.com with complete billing details and an approved verification: the API's order gates pass. */
beforeEach(() => {
  const user = sandbox.store.user('fresh@example.com');
  user.billing = { ...DEMO_BILLING };
  user.kyc_status = 'approved';
  user.kyc_level = 'level_1';
});

const as = (email: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { cookie: testSessionCookie(email), 'Content-Type': 'application/json', ...init.headers },
});

/** A payout of each currency that fits (a sell needs one, lib/payout). */
const PAYOUTS: Record<string, object> = {
  BRL: { method: 'pix', pix_key: 'ana@example.com' },
  EUR: { method: 'iban', iban: 'DE89370400440532013000' },
  USD: { method: 'ach', routing_number: '021000021', account_number: '12345678' },
};

describe('POST /on-ramp and /off-ramp: the checks of the API', () => {
  /** Sends an order; a sell gets its currency's payout unless the body names one, so each test checks its field. */
  const order = (mode: 'on-ramp' | 'off-ramp', body: Record<string, unknown>) => {
    const payout = mode === 'off-ramp' ? { payout: PAYOUTS[String(body.payment_currency ?? 'BRL')] } : {};
    return fetch(
      `${API}/${mode}`,
      as('fresh@example.com', { method: 'POST', body: JSON.stringify({ ...payout, ...body }) }),
    );
  };
  const fieldsOf = async (response: Response) => ({
    status: response.status,
    fields: Object.keys(((await response.json()) as { errors?: object }).errors ?? {}),
  });

  it('refuses an order that would deliver nothing or has more integer digits than the form allows', async () => {
    const tiny = { amount: '0.001', payment_currency: 'USD', blockchain: 'tron' };
    expect(await fieldsOf(await order('off-ramp', tiny))).toEqual({ status: 400, fields: ['amount'] });
    const huge = { amount: '1000000000000', payment_currency: 'BRL' };
    expect(await fieldsOf(await order('on-ramp', huge))).toEqual({ status: 400, fields: ['amount'] });
  });

  it('refuses an order whose fiat side is outside its currency’s limits, buying and selling', async () => {
    const refused = async (mode: 'on-ramp' | 'off-ramp', body: Record<string, unknown>) => {
      const response = await order(mode, body);
      return {
        status: response.status,
        amount: ((await response.json()) as { errors?: { amount?: string } }).errors?.amount,
      };
    };
    // Buying: what is paid (BRL 10.00–50 000.00, EUR and USD 2.00–10 000.00), limits included.
    expect(await refused('on-ramp', { amount: '9.99', payment_currency: 'BRL' })).toEqual({
      status: 400,
      amount: 'Must be at least 10.00 BRL',
    });
    expect(await refused('on-ramp', { amount: '10000.01', payment_currency: 'EUR' })).toEqual({
      status: 400,
      amount: 'Must be at most 10000.00 EUR',
    });
    // Selling: what is received. 1 USDC pays out 5.44 BRL; 20 000 USDC pay out 18 150.66 EUR.
    expect(await refused('off-ramp', { amount: '1', payment_currency: 'BRL' })).toEqual({
      status: 400,
      amount: 'Must be at least 10.00 BRL',
    });
    expect((await refused('off-ramp', { amount: '20000', payment_currency: 'EUR' })).amount).toBe(
      'Must be at most 10000.00 EUR',
    );
    expect((await order('on-ramp', { amount: '10.00', payment_currency: 'BRL' })).status).toBe(201);
  });

  it('refuses a wallet that is not the caller’s or is on another blockchain, and an address of the wrong format', async () => {
    const theirs = sandbox.store.user('demo@example.com').wallets[0]!;
    const fresh = sandbox.store.user('fresh@example.com');
    fresh.wallets = [{ ...theirs, id: 'fresh-stellar-wallet', blockchain: 'stellar' }];
    const base = { amount: '10', payment_currency: 'BRL', blockchain: 'tron' };
    expect(await fieldsOf(await order('on-ramp', { ...base, wallet_id: theirs.id }))).toEqual({
      status: 400,
      fields: ['wallet_id'],
    });
    expect(await fieldsOf(await order('on-ramp', { ...base, wallet_id: 'fresh-stellar-wallet' }))).toEqual({
      status: 400,
      fields: ['wallet_id'],
    });
    const stellarAddress = `G${'A'.repeat(55)}`;
    expect(await fieldsOf(await order('on-ramp', { ...base, wallet_address: stellarAddress }))).toEqual({
      status: 400,
      fields: ['wallet_address'],
    });
    // The typed address of the order's own blockchain: an order tied to no saved wallet, not to another address.
    const typed = await order('on-ramp', { ...base, blockchain: 'stellar', wallet_address: stellarAddress });
    expect(typed.status).toBe(201);
    expect(orderAnswerSchema.parse(await typed.json()).transaction.wallet_id).toBeNull();
  });

  it('holds a signed order to what the partner fixed, and refuses a signature that is not this API’s', async () => {
    // An order the partner prepared and signed (not yet in the store): 25.00 EUR for USDC on stellar.
    const signed = {
      id: 'partner-order-1',
      kind: 'deposit' as const,
      status: 'incomplete',
      amount_in: '25.00',
      blockchain: 'stellar' as const,
      wallet_id: null,
      started_at: '2026-11-28T00:00:00.000Z',
      details: { amount_in_asset: 'iso4217:EUR', amount_out_asset: 'USDC:GA5Z' },
    };
    const signature = await encodeToken({ transaction: signed });
    const exact = { amount: signed.amount_in, payment_currency: 'EUR', blockchain: signed.blockchain, signature };
    for (const body of [
      { ...exact, amount: '30.00' },
      { ...exact, payment_currency: 'USD' },
      { ...exact, blockchain: 'tron' },
      {
        ...exact,
        signature: `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify({ transaction: signed })).toString('base64url')}.x`,
      },
    ]) {
      expect(await fieldsOf(await order('on-ramp', body))).toEqual({ status: 400, fields: ['signature'] });
    }
    expect(await fieldsOf(await order('off-ramp', { ...exact, amount: '10' }))).toEqual({
      status: 400,
      fields: ['signature'],
    });
    expect((await order('on-ramp', exact)).status).toBe(201);
  });
});

describe("GET /order-flow (a partner's signed order)", () => {
  const orderFlow = (signature: string) => fetch(`${API}/order-flow?signature=${encodeURIComponent(signature)}`);
  const unsigned = (payload: object) =>
    `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.x`;

  it('answers the transaction a token of this API names, to anyone who holds the token', async () => {
    const tx = sandbox.store.user('pending@example.com').transactions[0]!;
    const response = await orderFlow(await encodeToken({ transaction: tx }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ transaction: { id: tx.id } });
  });

  it('refuses a token anyone could write: an id alone reveals nothing, a made-up order fixes nothing', async () => {
    const tx = sandbox.store.user('pending@example.com').transactions[0]!;
    for (const signature of [
      unsigned({ transaction_id: tx.id }),
      unsigned({ transaction: tx, sub: tx.id }),
      await new SignJWT({ transaction_id: tx.id })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(tx.id)
        .sign(new TextEncoder().encode('another key')),
    ]) {
      const response = await orderFlow(signature);
      const body = await response.text();
      expect({ status: response.status, leaks: body.includes(tx.id) }).toEqual({ status: 400, leaks: false });
    }
  });

  it('refuses a signed token whose payload names another transaction than the one it was signed for', async () => {
    const [mine, theirs] = sandbox.store.user('demo@example.com').transactions;
    const token = await new SignJWT({ transaction_id: theirs!.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(mine!.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TRANSACTION_TOKEN_KEY));
    expect((await orderFlow(token)).status).toBe(400);
  });
});
