/**
 * Sandbox API: orders (spec §4, §7): their creation (./order-create.ts), the order-ramp redirects, signed order flows
 * and rates.
 */
import { http, type HttpHandler } from 'msw';
import { BLOCKCHAINS, type Blockchain } from '../../../lib/domain/blockchains';
import { json, error } from '../http';
import { signedTransaction } from '../order-checks';
import { quote, quoteTimes, rateRow } from '../pricing';
import { PAYMENT_CURRENCIES } from '../store';
import { decodeTokenPayload } from '../tokens';
import type { HandlerContext } from './context';
import { orderCreateHandlers } from './order-create';

/** The order-ramp redirects and the partner's signed order flows (spec §4). */
function orderLinkHandlers(ctx: HandlerContext): HttpHandler[] {
  const { store, api, appOrigin, sandboxOrigin, basePath } = ctx;
  return [
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
  ];
}

/** GET /rates: the rates and limits of every payment currency, and the quote of an amount. */
function rateHandlers({ api, quoteTtlMs }: HandlerContext): HttpHandler[] {
  return [
    /**
     * GET /rates[?mode&amount|amount_out&payment_currency&crypto_currency&blockchain] → {rates: [{payment_currency,
     * crypto_currency, crypto_asset, buy_rate, sell_rate, fee_percent, min_amount, max_amount}], quote?: {mode,
     * amount_in, amount_out, fee, rate, fee_percent, blockchain, network_fee?, quoted_at, expires_at}}. `amount` is
     * the amount in, `amount_out` the amount out (the quote then gives the smallest amount in that yields it);
     * blockchain (default stellar) sets the USDC decimals and the network fee of a purchase (pricing.ts). The quote
     * holds `quoteTtlMs` (expires_at = quoted_at + that). An amount outside the limits is still quoted: the limits
     * are the order's (POST on-/off-ramp refuses it), and the form says so before.
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
      return json({ rates, quote: { ...priced, ...quoteTimes(new Date(), quoteTtlMs) } });
    }),
  ];
}

/** The handlers of this area, in matching order. */
export function orderHandlers(ctx: HandlerContext): HttpHandler[] {
  return [...orderCreateHandlers(ctx), ...orderLinkHandlers(ctx), ...rateHandlers(ctx)];
}
