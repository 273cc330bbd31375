/** Sandbox API: orders (POST on-/off-ramp, order-ramp redirects, signed order flows, rates), spec §4, §7. */
import { http, type HttpHandler } from 'msw';
import { BLOCKCHAINS, type Blockchain, type TransactionKind } from '../../../lib/transactions/statuses';
import { json, error, readJsonObject } from '../http';
import { accountGateRefusal, priceOrder, orderErrors, signedTransaction } from '../order-checks';
import { rateRow, quote } from '../pricing';
import { FIAT_RATES, PAYMENT_CURRENCIES, buildTransaction, randomId } from '../store';
import { decodeTokenPayload } from '../tokens';
import type { HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function orderHandlers(ctx: HandlerContext): HttpHandler[] {
  const { store, api, authed, cardOrders, appOrigin, sandboxOrigin, basePath } = ctx;

  /** POST /on-ramp and /off-ramp. */
  const createOrder = (mode: 'on-ramp' | 'off-ramp') =>
    authed(async ({ request, user }) => {
      const open = store.openOrder(user);
      if (open) {
        return error(409, 'order_already_open', 'An order is already open; finish or cancel it first', {
          transaction_id: open.id,
        });
      }
      const gate = accountGateRefusal(user, 'placing an order');
      if (gate) return gate;
      const body = await readJsonObject(request);
      if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
      const errors: Record<string, string> = {};
      const amountRaw = body.amount ?? body.amount_in;
      const amountText = typeof amountRaw === 'number' || typeof amountRaw === 'string' ? String(amountRaw).trim() : '';
      const amount = Number(amountText);
      if (!(amount > 0) || !Number.isFinite(amount)) errors.amount = 'Must be a positive amount';
      const currency = String(body.payment_currency ?? 'BRL').toUpperCase();
      if (!PAYMENT_CURRENCIES.includes(currency))
        errors.payment_currency = `Must be one of ${PAYMENT_CURRENCIES.join(', ')}`;
      const crypto = String(body.crypto_currency ?? 'USDC').toUpperCase();
      if (crypto !== 'USDC') errors.crypto_currency = 'Must be USDC';
      const wallet = user.wallets.find((w) => w.id === body.wallet_id);
      const chainRaw = String(body.blockchain ?? wallet?.blockchain ?? 'stellar');
      if (!(BLOCKCHAINS as readonly string[]).includes(chainRaw))
        errors.blockchain = `Must be one of ${BLOCKCHAINS.join(', ')}`;
      // The amounts of the order are its quote (lib/order/quote), the same the order screen showed.
      const priced =
        errors.amount || errors.payment_currency || errors.blockchain
          ? null
          : priceOrder(mode, amountText, currency, chainRaw as Blockchain);
      if (priced && 'error' in priced) errors.amount = priced.error;
      if (priced && !('error' in priced)) {
        const facts = { mode, currency, blockchain: chainRaw as Blockchain, amount: amountText, priced };
        Object.assign(
          errors,
          await orderErrors(store, user, {
            ...facts,
            walletId: body.wallet_id,
            walletAddress: body.wallet_address,
            signature: body.signature,
          }),
        );
      }
      if (Object.keys(errors).length) return error(400, 'validation_error', 'The order is invalid', { errors });
      const kind: TransactionKind = mode === 'on-ramp' ? 'deposit' : 'withdrawal';
      const blockchain = chainRaw as Blockchain;
      const rate = FIAT_RATES[currency] ?? 1;
      const tx = buildTransaction({
        id: randomId(),
        kind,
        status: 'incomplete',
        blockchain,
        fiat: currency,
        // The fiat side of the order: the amount itself on-ramp; the crypto amount in fiat off-ramp.
        fiatAmount: mode === 'on-ramp' ? amount : amount / rate,
        startedAt: new Date(),
        // A typed address is not a saved wallet: the order is tied to none rather than to another address.
        walletId:
          wallet?.id ??
          (body.wallet_address === undefined
            ? (user.wallets.find((w) => w.blockchain === blockchain)?.id ?? null)
            : null),
      });
      if (priced && !('error' in priced)) {
        Object.assign(tx, { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee });
      }
      user.transactions.push(tx);
      user.openOrderId = tx.id;
      // The card flow (FPF, `payment_method: 'card'`, buying only) continues on the app's /payment screen, which
      // shows the provider's card form (GET /transaction-info/{id} → payment.url); other orders go to the checkout.
      const card = mode === 'on-ramp' && body.payment_method === 'card';
      if (card) cardOrders.add(tx.id);
      return json(
        {
          transaction: tx,
          url: card
            ? `${appOrigin}/payment?id=${encodeURIComponent(tx.id)}`
            : `${sandboxOrigin}/__sandbox/pages/checkout?transaction=${encodeURIComponent(tx.id)}`,
          action: 'finish',
        },
        201,
      );
    });

  return [
    /** POST /on-ramp {amount, payment_currency, crypto_currency?, blockchain?, wallet_id?} → 201 {transaction, url, action}; 409 when an order is open. */
    http.post(api('/on-ramp'), createOrder('on-ramp')),
    /** POST /off-ramp (same body; amount in crypto) → 201 {transaction, url, action}; 409 when an order is open. */
    http.post(api('/off-ramp'), createOrder('off-ramp')),
    /**
     * GET /order-ramp?mode&crypto_method_guid&amount&payment_currency&crypto_currency → {url, action: 'finish', mode}.
     * payment_currency without a payment method → 500 'no payment methods found';
     * crypto_method_guid 'upstream-500' → 500 'failed order URL … upstream 500'.
     * Redirect chains (spec §4): crypto_method_guid 'multi-hop' answers {url, action: 'redirect', mode} three
     * times (the url is this call again on the app's origin, with hop=1…3) and then finish; 'redirect-loop'
     * never finishes (the app's hop bound).
     */
    http.get(api('/order-ramp'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const mode = q.get('mode') === 'off-ramp' ? 'off-ramp' : 'on-ramp';
      const currency = (q.get('payment_currency') ?? 'BRL').toUpperCase();
      if (q.get('crypto_method_guid') === 'upstream-500') {
        return error(500, 'failed order URL', 'failed order URL: upstream responded with status 500', {
          upstream_status: 500,
        });
      }
      if (!PAYMENT_CURRENCIES.includes(currency)) {
        return error(500, 'no payment methods found', `no payment methods found for ${currency}`);
      }
      const guid = q.get('crypto_method_guid');
      const hop = Number.parseInt(q.get('hop') ?? '0', 10) || 0;
      if (guid === 'redirect-loop' || (guid === 'multi-hop' && hop < 3)) {
        const next = new URL(`${appOrigin}${basePath}/order-ramp`);
        for (const [k, v] of q) if (k !== 'hop' && k !== 'redirect') next.searchParams.append(k, v);
        next.searchParams.set('hop', String(hop + 1));
        return json({ url: next.toString(), action: 'redirect', mode });
      }
      const checkout = new URL(`${sandboxOrigin}/__sandbox/pages/checkout`);
      for (const k of ['mode', 'amount', 'payment_currency', 'crypto_currency', 'crypto_method_guid']) {
        const v = q.get(k);
        if (v) checkout.searchParams.set(k, v);
      }
      return json({ url: checkout.toString(), action: 'finish', mode });
    }),
    /**
     * GET /order-flow?signature=<three-part token> → {mode, transaction, payload}; the token's middle part holds
     * {transaction: {...}} or {transaction_id}. Only a token this API signed counts (the partner's order is signed
     * server-side; REFERENCES.md), and only for the transaction its `sub` names: an id alone, or a payload anyone
     * could write, reveals or fixes nothing. 400 for a missing, unsigned, expired or mismatched signature; 404 for an
     * unknown id.
     */
    http.get(api('/order-flow'), async ({ request }) => {
      const signature = new URL(request.url).searchParams.get('signature');
      if (!signature) return error(400, 'validation_error', 'signature is required');
      const tx = await signedTransaction(store, signature);
      if (tx === 'invalid') return error(400, 'invalid_signature', 'The signature is not a valid token of this API');
      if (!tx) return error(404, 'not_found', 'Transaction not found');
      const payload = decodeTokenPayload(signature);
      return json({ mode: tx.kind === 'deposit' ? 'on-ramp' : 'off-ramp', transaction: tx, payload });
    }),
    /**
     * GET /rates[?mode&amount|amount_out&payment_currency&crypto_currency&blockchain] → {rates: [{payment_currency,
     * crypto_currency, crypto_asset, buy_rate, sell_rate, fee_percent}], quote?: {mode, amount_in, amount_out, fee,
     * rate, fee_percent, blockchain}}. `amount` is the amount in, `amount_out` the amount out (the quote then gives
     * the smallest amount in that yields it); blockchain (default stellar) sets the USDC decimals (lib/order/quote).
     */
    http.get(api('/rates'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const rates = PAYMENT_CURRENCIES.map(rateRow);
      const amountIn = q.get('amount');
      const amountOut = q.get('amount_out');
      if (!amountIn && !amountOut) return json({ rates });
      const currency = (q.get('payment_currency') ?? 'BRL').toUpperCase();
      const chain = q.get('blockchain') ?? 'stellar';
      if (!PAYMENT_CURRENCIES.includes(currency))
        return error(400, 'validation_error', `unknown payment_currency ${currency}`);
      if (!(BLOCKCHAINS as readonly string[]).includes(chain))
        return error(400, 'validation_error', `unknown blockchain ${chain}`);
      const mode = q.get('mode') === 'off-ramp' ? 'off-ramp' : 'on-ramp';
      const priced = quote(mode, (amountIn ?? amountOut)!, currency, chain as Blockchain, amountIn ? 'in' : 'out');
      if ('error' in priced)
        return error(400, 'validation_error', `amount: ${priced.error}`, { errors: { amount: priced.error } });
      return json({ rates, quote: priced });
    }),
  ];
}
