/** Smoke checks: Locales, billing fields, orders and ramp orders, and the other product calls. */
import assert from 'node:assert/strict';
import { check, call } from './support';
import type { Tokens } from './support';
import { transactionEnvelopeSchema, transactionListSchema } from '../../lib/api/schemas';
import { API_ORIGIN } from '../config';

/** The remote translation files (GET /locales/{lang}/{namespace}.json). */
async function localeChecks(): Promise<void> {
  await check('locales', async () => {
    assert.deepEqual((await call('/locales/en/common.json')).body, {
      remote: { loaded: 'Remote translations loaded' },
    });
    assert.deepEqual((await call('/locales/pt/common.json')).body, {
      remote: { loaded: 'Traduções remotas carregadas' },
    });
    assert.deepEqual((await call('/locales/pt/header.json')).body, {});
    assert.equal((await call('/locales/de/common.json')).status, 404);
  });
}

/** Billing fields: read, refused with field errors, saved (completes the fresh account's billing). */
async function billingChecks({ demo, fresh }: Tokens): Promise<void> {
  await check('billing fields: get, 400 with field errors, put', async () => {
    const g = await call('/user/billing/fields', { token: demo });
    assert.equal(g.status, 200);
    assert.equal(g.body.is_complete, true);
    const bad = await call('/user/billing/fields', {
      token: fresh,
      method: 'PUT',
      body: JSON.stringify({ first_name: '', birth_date: '2020-01-01', country: 'XX' }),
    });
    assert.equal(bad.status, 400);
    assert.ok(
      bad.body.errors.first_name && bad.body.errors.birth_date && bad.body.errors.country && bad.body.errors.city,
    );
    const good = await call('/user/billing/fields', {
      token: fresh,
      method: 'PUT',
      body: JSON.stringify({
        first_name: 'Fresh',
        last_name: 'User',
        document_type: 'PASSPORT',
        document_number: 'X1234567',
        birth_date: '1985-02-03',
        address: 'Rua Augusta 1',
        city: 'Lisboa',
        postal_code: '1100-053',
        country: 'PT',
      }),
    });
    assert.equal(good.status, 200, JSON.stringify(good.body));
    assert.equal(good.body.is_complete, true);
  });
}

/** Order creation: the KYC gate, an incomplete deposit that lists, the open-order 409, a withdrawal, a bad amount. */
async function orderCreationChecks({ demo, fresh, pending }: Tokens): Promise<void> {
  await check('orders: KYC gate, then on-ramp creates an incomplete deposit that lists; second → 409', async () => {
    // Billing is complete (the check above); without an approved verification the API refuses the order.
    const gated = await call('/on-ramp', { token: fresh, method: 'POST', body: '{"amount":"100.00"}' });
    assert.equal(gated.status, 409);
    assert.equal(gated.body.error, 'kyc_required');
    const kyc = await call('/kyc/token?appId=sumsub', { token: fresh });
    const recorded = await call(`${API_ORIGIN}/__sandbox/pages/kyc/result`, {
      method: 'POST',
      body: JSON.stringify({ token: kyc.body.token, status: 'approved' }),
    });
    assert.equal(recorded.status, 204);
    const first = await call('/on-ramp', {
      token: fresh,
      method: 'POST',
      body: JSON.stringify({
        amount: '100.00',
        payment_currency: 'BRL',
        crypto_currency: 'USDC',
        blockchain: 'stellar',
      }),
    });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const tx = transactionEnvelopeSchema.parse(first.body).transaction;
    assert.equal(tx.status, 'incomplete');
    const listed = transactionListSchema.parse((await call('/user/transactions', { token: fresh })).body).transactions;
    assert.equal(listed[0]!.id, tx.id);
    assert.equal((await call('/user/config', { token: fresh })).body.has_pending_action, true);
    assert.equal((await call('/on-ramp', { token: fresh, method: 'POST', body: '{"amount":"5"}' })).status, 409);
    assert.equal((await call('/off-ramp', { token: pending, method: 'POST', body: '{"amount":"5"}' })).status, 409);
    const closed = await call(`${API_ORIGIN}/__sandbox/transactions/${tx.id}`, {
      method: 'POST',
      body: '{"status":"completed"}',
    });
    assert.equal(closed.status, 200);
    const off = await call('/off-ramp', {
      token: fresh,
      method: 'POST',
      body: JSON.stringify({
        amount: '20',
        payment_currency: 'EUR',
        payout: { method: 'iban', iban: 'DE89 3704 0044 0532 0130 00' },
      }),
    });
    assert.equal(off.status, 201, JSON.stringify(off.body));
    assert.equal(off.body.transaction.kind, 'withdrawal');
    assert.deepEqual(off.body.transaction.payout, { method: 'iban', iban: 'DE89370400440532013000' });
    assert.equal((await call('/on-ramp', { token: demo, method: 'POST', body: '{"amount":"-1"}' })).status, 400);
  });
}

/** The other product calls: order-ramp, kyc, wallets, sessions, rates, wallet, demo/create, order-flow, refund. */
async function productCallChecks({ demo, fresh, pending }: Tokens): Promise<void> {
  await check('order-ramp: url, no payment methods, failed order URL', async () => {
    const ok = await call(
      '/order-ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_currency=USDC&crypto_method_guid=x',
    );
    assert.equal(ok.status, 200);
    assert.equal(ok.body.action, 'finish');
    const none = await call('/order-ramp?mode=on-ramp&amount=100&payment_currency=ARS&crypto_currency=USDC');
    assert.equal(none.status, 500);
    assert.match(JSON.stringify(none.body), /no payment methods found/);
    const up = await call('/order-ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_method_guid=upstream-500');
    assert.equal(up.status, 500);
    assert.match(JSON.stringify(up.body), /failed order URL.*500/);
  });

  await check('kyc, wallets, sessions, rates, wallet, demo/create, order-flow, refund', async () => {
    assert.equal((await call('/kyc/token?appId=sumsub', { token: fresh })).status, 200);
    // A client-sent status is ignored: only the provider's record (approved above) counts.
    assert.equal(
      (await call('/kyc/status', { token: fresh, method: 'PUT', body: '{"status":"rejected"}' })).body.kyc_status,
      'approved',
    );
    assert.equal((await call('/user/wallets', { token: demo })).body.wallets.length, 2);
    assert.equal((await call('/user/sessions', { token: demo })).body.sessions.length, 1);
    assert.ok((await call('/rates?amount=100&payment_currency=BRL')).body.quote.amount_out);
    assert.equal((await call('/wallet')).status, 200);
    assert.equal((await call('/demo/create')).status, 201);
    const p = transactionListSchema.parse((await call('/user/transactions', { token: pending })).body).transactions[0]!;
    const token = (await call(`${API_ORIGIN}/__sandbox/token?transaction=${p.id}`)).body.token as string;
    const flow = await call(`/order-flow?signature=${encodeURIComponent(token)}`);
    assert.equal(flow.body.transaction.id, p.id);
    const err = transactionListSchema.parse((await call('/user/transactions?status=error', { token: demo })).body)
      .transactions[0]!;
    assert.equal(
      (await call(`/user/transactions/${err.id}/refund`, { token: demo, method: 'PUT' })).body.transaction.status,
      'refunded',
    );
    assert.equal((await call(`/user/transactions/${err.id}/refund`, { token: demo, method: 'PUT' })).status, 409);
  });
}

/** The product checks, in order: each builds on the accounts' state the one before left. */
export async function orderChecks(tokens: Tokens): Promise<void> {
  await localeChecks();
  await billingChecks(tokens);
  await orderCreationChecks(tokens);
  await productCallChecks(tokens);
}
