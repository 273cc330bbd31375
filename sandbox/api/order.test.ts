/**
 * @jest-environment node
 *
 * The sandbox's order calls: GET /rates quotes with the app's own arithmetic (lib/order/quote), the limits of each
 * currency, the network fee of a purchase and the quote's expiry (sandbox/api/pricing.ts), POST
 * on-/off-ramp creates the quoted order, the card flow (payment_method card → the app's /payment, the provider's
 * card form, back to /final-step with a transaction token), GET /wallet against a return URL's origin.
 */
import { orderAnswerSchema } from '@/lib/api/order';
import { ratesSchema } from '@/lib/api/rates';
import { transactionInfoSchema } from '@/lib/api/transactions';
import { partnerWalletSchema } from '@/lib/api/wallets';
import { computeQuote } from '@/lib/order/quote';
import { checkCard } from './control';
import { decodeTokenPayload } from './handlers';
import { withSandboxServer, testSessionCookie } from './node';
import { DEFAULT_QUOTE_TTL_MS, NETWORK_FEES } from './pricing';
import { DEMO_BILLING } from './store';

const ORIGIN = 'http://localhost:3000';
const API = `${ORIGIN}/api/v1`;
const sandbox = withSandboxServer({ origin: ORIGIN });
/** fresh@example.com with complete billing details and an approved verification: the API's order gates pass. */
function readyFresh() {
  const user = sandbox.store.user('fresh@example.com');
  user.billing = { ...DEMO_BILLING };
  user.kyc_status = 'approved';
  user.kyc_level = 'level_1';
}
beforeEach(readyFresh);

function as(email: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { cookie: testSessionCookie(email), 'Content-Type': 'application/json', ...init.headers },
  };
}

describe('GET /rates', () => {
  it('lists rates with their limits, and quotes both sides with the app arithmetic', async () => {
    const list = ratesSchema.parse(await (await fetch(`${API}/rates`)).json());
    expect(list.rates.map((r) => r.payment_currency)).toEqual(['BRL', 'EUR', 'USD']);
    expect(list.rates.map((r) => [r.min_amount, r.max_amount])).toEqual([
      ['10.00', '50000.00'],
      ['2.00', '10000.00'],
      ['2.00', '10000.00'],
    ]);
    expect(list.quote).toBeUndefined();
    const brl = list.rates[0]!;

    const buy = ratesSchema.parse(
      await (await fetch(`${API}/rates?mode=on-ramp&amount=100&payment_currency=BRL&blockchain=tron`)).json(),
    );
    const { side: _side, ...local } = computeQuote({
      mode: 'on-ramp',
      rate: brl,
      blockchain: 'tron',
      side: 'in',
      amount: '100',
      network_fee: NETWORK_FEES.tron,
    });
    expect(buy.quote).toEqual({ ...local, quoted_at: expect.any(String), expires_at: expect.any(String) });
    expect(buy.quote?.amount_out).toMatch(/^\d+\.\d{6}$/);
    expect(buy.quote?.network_fee).toBe('0.500000');

    const sell = ratesSchema.parse(
      await (await fetch(`${API}/rates?mode=off-ramp&amount_out=500&payment_currency=BRL`)).json(),
    );
    const expected = computeQuote({ mode: 'off-ramp', rate: brl, blockchain: 'stellar', side: 'out', amount: '500' });
    expect(sell.quote).toMatchObject({
      amount_in: expected.amount_in,
      amount_out: expected.amount_out,
      fee: expected.fee,
    });
    // A sale pays no network fee: the seller's wallet sends.
    expect(sell.quote).not.toHaveProperty('network_fee');
  });

  it('a purchase pays the network fee of its blockchain, taken from the USDC out (either side typed)', async () => {
    const quoteOf = async (query: string) =>
      ratesSchema.parse(await (await fetch(`${API}/rates?mode=on-ramp&payment_currency=USD&${query}`)).json()).quote!;
    // 100 USD at 1.0000 with 1 %: 99 USDC, less 0.01 on stellar and 1.50 on ethereum.
    expect(await quoteOf('amount=100&blockchain=stellar')).toMatchObject({
      amount_out: '98.9900000',
      network_fee: '0.0100000',
    });
    expect(await quoteOf('amount=100&blockchain=ethereum')).toMatchObject({
      amount_out: '97.500000',
      network_fee: '1.500000',
    });
    expect(await quoteOf('amount_out=97.5&blockchain=ethereum')).toMatchObject({ amount_in: '100.00' });
  });

  it('stamps a quote with when it was made and when it expires, in the future by the TTL', async () => {
    const before = Date.now();
    const { quote } = ratesSchema.parse(
      await (await fetch(`${API}/rates?mode=on-ramp&amount=100&payment_currency=BRL`)).json(),
    );
    const quotedAt = Date.parse(quote!.quoted_at!);
    const expiresAt = Date.parse(quote!.expires_at!);
    expect(quotedAt).toBeGreaterThanOrEqual(before);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt - quotedAt).toBe(DEFAULT_QUOTE_TTL_MS);
  });

  it('quotes an amount outside the limits (the order is refused, not the quote)', async () => {
    const res = await fetch(`${API}/rates?mode=on-ramp&amount=1&payment_currency=BRL`);
    expect(res.status).toBe(200);
    expect(ratesSchema.parse(await res.json()).quote?.amount_in).toBe('1.00');
  });

  it('answers 400 for an amount with too many decimals or an unknown blockchain', async () => {
    expect((await fetch(`${API}/rates?mode=on-ramp&amount=1.234&payment_currency=BRL`)).status).toBe(400);
    expect((await fetch(`${API}/rates?mode=on-ramp&amount=1&payment_currency=BRL&blockchain=solana`)).status).toBe(400);
  });
});

describe('POST /on-ramp and /off-ramp', () => {
  it('creates the quoted order; a sell keeps its payout, normalised, which GET /user/transactions/{id} answers', async () => {
    const res = await fetch(
      `${API}/off-ramp`,
      as('fresh@example.com', {
        method: 'POST',
        body: JSON.stringify({
          amount: '10',
          payment_currency: 'BRL',
          crypto_currency: 'USDC',
          blockchain: 'stellar',
          payout: { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-x', note: 'dropped' },
        }),
      }),
    );
    expect(res.status).toBe(201);
    const answer = orderAnswerSchema.parse(await res.json());
    const payout = { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-X' };
    expect(answer.transaction).toMatchObject({
      kind: 'withdrawal',
      amount_in: '10.0000000',
      amount_out: '54.45',
      amount_fee: '0.55',
      payout,
    });
    expect(answer.url).toContain('/__sandbox/pages/checkout?transaction=');
    const read = await fetch(`${API}/user/transactions/${answer.transaction.id}`, as('fresh@example.com'));
    expect(((await read.json()) as { transaction: object }).transaction).toMatchObject({ payout });
  });

  it('refuses a sell without a payout that fits its currency, with a sentence; a buy needs none', async () => {
    const sell = (payout: unknown, payment_currency = 'EUR') =>
      fetch(
        `${API}/off-ramp`,
        as('fresh@example.com', { method: 'POST', body: JSON.stringify({ amount: '10', payment_currency, payout }) }),
      );
    const refusal = async (response: Response) => ({
      status: response.status,
      body: (await response.json()) as { error?: string; errors?: Record<string, string> },
    });
    expect(await refusal(await sell(undefined))).toEqual({
      status: 400,
      body: expect.objectContaining({
        error: 'validation_error',
        errors: { payout: 'Required when selling: where the EUR is paid out (iban)' },
      }),
    });
    expect((await refusal(await sell({ method: 'pix', pix_key: 'ana@example.com' }))).body.errors).toEqual({
      payout: 'Must be a payout method of EUR: iban',
    });
    expect((await refusal(await sell({ method: 'iban', iban: 'DE88 3704 0044 0532 0130 00' }))).body.errors).toEqual({
      payout: 'The payout is incomplete or wrong: not valid: iban',
    });
    expect((await refusal(await sell({ method: 'bank', bank_code: 'x', branch: '' }, 'BRL'))).body.errors).toEqual({
      payout: 'The payout is incomplete or wrong: missing branch, account_number; not valid: bank_code',
    });
    const buy = await fetch(
      `${API}/on-ramp`,
      as('fresh@example.com', { method: 'POST', body: '{"amount":"10","payment_currency":"EUR"}' }),
    );
    expect(buy.status).toBe(201);
    expect(orderAnswerSchema.parse(await buy.json()).transaction).not.toHaveProperty('payout');
  });

  it('refuses an amount with more decimals than its currency has', async () => {
    const res = await fetch(
      `${API}/on-ramp`,
      as('fresh@example.com', { method: 'POST', body: '{"amount":"10.001","payment_currency":"BRL"}' }),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toHaveProperty('amount');
  });

  it('card flow: /payment in the app, the provider card form, then /final-step with a token', async () => {
    const res = await fetch(
      `${API}/on-ramp`,
      as('fresh@example.com', {
        method: 'POST',
        body: JSON.stringify({ amount: '100', payment_currency: 'EUR', blockchain: 'stellar', payment_method: 'card' }),
      }),
    );
    const answer = orderAnswerSchema.parse(await res.json());
    const id = answer.transaction.id;
    expect(answer.url).toBe(`${ORIGIN}/payment?id=${id}`);

    const info = transactionInfoSchema.parse(
      await (await fetch(`${API}/transaction-info/${id}`, as('fresh@example.com'))).json(),
    );
    expect(info.payment).toMatchObject({
      method: 'CARD',
      url: `http://127.0.0.1:4010/__sandbox/pages/card?transaction=${id}`,
    });
    const page = await (await fetch(`${ORIGIN}/__sandbox/pages/card?transaction=${id}`)).text();
    expect(page).toContain('target="_parent"');

    const pay = (number: string) =>
      fetch(`${ORIGIN}/__sandbox/pages/card/${id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ holder: 'Ada', number, expiry: '12/39', cvc: '123' }).toString(),
      });
    const bad = await pay('4242 4242 4242 4241');
    expect(bad.headers.get('location')).toBe(`${ORIGIN}/payment?id=${id}&error=invalid_card`);
    const good = await pay('4242 4242 4242 4242');
    expect(good.status).toBe(303);
    const location = new URL(good.headers.get('location')!);
    expect(location.pathname).toBe('/final-step');
    expect(location.searchParams.get('id')).toBe(id);
    const payload = decodeTokenPayload(location.searchParams.get('transaction')!);
    expect(payload).toMatchObject({ transaction: { id, status: 'completed' } });
    // paid: the order is no longer open
    const again = await pay('4242 4242 4242 4242');
    expect(again.headers.get('location')).toContain('error=not_payable');
  });

  it('a declined card ends the transaction in error', async () => {
    const res = await fetch(
      `${API}/on-ramp`,
      as('fresh@example.com', { method: 'POST', body: '{"amount":"50","payment_method":"card"}' }),
    );
    const id = orderAnswerSchema.parse(await res.json()).transaction.id;
    const declined = await fetch(`${ORIGIN}/__sandbox/pages/card/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'holder=Ada&number=4000000000000002&expiry=12%2F39&cvc=123',
    });
    const token = new URL(declined.headers.get('location')!).searchParams.get('transaction')!;
    expect(decodeTokenPayload(token)).toMatchObject({ transaction: { status: 'error', extra_status: 'fpf-error' } });
  });

  it('checkout page (non-card order): Pay returns to /final-step with the signed transaction token', async () => {
    const res = await fetch(
      `${API}/on-ramp`,
      as('fresh@example.com', { method: 'POST', body: '{"amount":"50","payment_currency":"BRL"}' }),
    );
    const id = orderAnswerSchema.parse(await res.json()).transaction.id;
    const paid = await fetch(`${ORIGIN}/__sandbox/transactions/${id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'status=completed&return=final-step',
    });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${ORIGIN}/final-step`);
    expect(location.searchParams.get('id')).toBe(id);
    expect(decodeTokenPayload(location.searchParams.get('transaction')!)).toMatchObject({
      transaction: { id, status: 'completed' },
    });
  });
});

describe('checkCard', () => {
  const now = new Date('2026-05-10T00:00:00Z');
  it.each([
    ['', '4242424242424242', '12/30', '123', 'name'],
    ['Ada', '1234', '12/30', '123', 'card number'],
    ['Ada', '4242424242424241', '12/30', '123', 'not valid'],
    ['Ada', '4242424242424242', '13/30', '123', 'MM/YY'],
    ['Ada', '4242424242424242', '04/26', '123', 'expired'],
    ['Ada', '4242424242424242', '05/26', '12', 'CVC'],
  ])('%j %j %j %j → %s', (holder, number, expiry, cvc, problem) => {
    expect(checkCard(holder, number, expiry, cvc, now)).toContain(problem);
  });
  it('accepts a good card (this month still valid)', () => {
    expect(checkCard('Ada', '4242 4242 4242 4242', '05/26', '123', now)).toBe('');
  });
});

describe('GET /wallet', () => {
  it('answers for the origin of the return URL when given', async () => {
    const plain = partnerWalletSchema.parse((await (await fetch(`${API}/wallet`)).json()).wallet);
    expect(plain.home_url).toBe('http://localhost:3000');
    const partner = partnerWalletSchema.parse(
      (await (await fetch(`${API}/wallet?origin=${encodeURIComponent('https://lobstr.example')}`)).json()).wallet,
    );
    expect(partner.home_url).toBe('https://lobstr.example');
  });
});
