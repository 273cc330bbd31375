/**
 * @jest-environment node
 *
 * lib/api/order.ts and lib/api/rates.ts against the sandbox handlers (msw/node): zod-parsed answers, and the 409 of POST on-/off-ramp
 * turned into a result with the open order's id (from the answer, else from GET /user/transactions).
 */
import ky from 'ky';
import { CRYPTO_CURRENCY } from '@/lib/order/schema';
import { readyForOrders, withSandboxServer, testSessionCookie } from '@/sandbox/api/node';
import { encodeToken } from '@/sandbox/api/tokens';
import { createOrder, getOrderFlow } from './order';
import { getQuote, getRates } from './rates';
import { getTransactionInfo } from './transactions';

const ORIGIN = 'http://localhost:3000';
const sandbox = withSandboxServer({ origin: ORIGIN });
beforeEach(() => readyForOrders(sandbox.store, 'fresh@example.com'));
const as = (email: string) =>
  ky.create({ prefixUrl: `${ORIGIN}/api/v1`, retry: 0, headers: { cookie: testSessionCookie(email) } });

const body = {
  amount: '25',
  payment_currency: 'BRL',
  crypto_currency: CRYPTO_CURRENCY.code,
  crypto_issuer: CRYPTO_CURRENCY.issuer,
  blockchain: 'stellar' as const,
};

it('reads rates and a quote for either side', async () => {
  const http = as('demo@example.com');
  expect((await getRates(http)).rates).toHaveLength(3);
  const quote = await getQuote(http, {
    mode: 'on-ramp',
    payment_currency: 'EUR',
    crypto_currency: 'USDC',
    blockchain: 'tron',
    side: 'out',
    amount: '10',
  });
  expect(quote.quote).toMatchObject({ mode: 'on-ramp', amount_out: expect.stringMatching(/^\d+\.\d{6}$/) });
});

it('creates an order, then answers "already open" with that order id, nothing thrown', async () => {
  const http = as('fresh@example.com');
  const payout = { method: 'pix', pix_key: '12345678909' } as const;
  const first = await createOrder(http, 'off-ramp', { ...body, payout });
  if (!first.ok) throw new Error('expected an order');
  expect(first.order.transaction).toMatchObject({
    kind: 'withdrawal',
    status: 'incomplete',
    amount_in: '25.0000000',
    payout,
  });
  const info = await getTransactionInfo(http, first.order.transaction.id);
  expect(info.payment?.method).toBe('BANK_TRANSFER');
  const second = await createOrder(http, 'on-ramp', body);
  expect(second).toEqual({ ok: false, reason: 'already-open', openTransactionId: first.order.transaction.id });
});

it('without an id in the 409 answer, finds the open order with GET /user/transactions?status=incomplete&limit=1', async () => {
  sandbox.store.addFault({
    method: 'POST',
    path: '/on-ramp',
    status: 409,
    body: { error: 'order_already_open' },
    remaining: 1,
  });
  const result = await createOrder(as('pending@example.com'), 'on-ramp', body);
  expect(result).toEqual({ ok: false, reason: 'already-open', openTransactionId: expect.any(String) });
  if (result.ok) return;
  expect(result.reason === 'already-open' && result.openTransactionId).toBe(
    sandbox.store.user('pending@example.com').openOrderId,
  );
});

it("the API's account gates (billing, verification) come back as reasons the order screen shows", async () => {
  Object.assign(sandbox.store.user('fresh@example.com'), { kyc_status: null });
  expect(await createOrder(as('fresh@example.com'), 'on-ramp', body)).toEqual({ ok: false, reason: 'kyc-required' });
  Object.assign(sandbox.store.user('fresh@example.com'), { billing: null });
  expect(await createOrder(as('fresh@example.com'), 'off-ramp', body)).toEqual({
    ok: false,
    reason: 'billing-incomplete',
  });
});

it('other failures are thrown', async () => {
  await expect(createOrder(as('fresh@example.com'), 'on-ramp', { ...body, amount: '1.234' })).rejects.toMatchObject({
    response: { status: 400 },
  });
});

it('loads a signed order', async () => {
  const tx = sandbox.store.user('demo@example.com').transactions[0]!;
  const flow = await getOrderFlow(as('demo@example.com'), await encodeToken({ transaction: tx }));
  expect(flow.transaction.id).toBe(tx.id);
});
