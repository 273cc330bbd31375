/**
 * Sandbox API: order creation, POST /on-ramp and /off-ramp (spec §4, §7). The API's own gates first (an open order:
 * 409 order_already_open; the account: 409 billing_incomplete / kyc_required), then the body's checks (400
 * validation_error with the errors by field; a sell's `payout` by lib/payout's rules), then an `incomplete`
 * transaction priced with the quote the order screen showed (lib/order/quote), a sell's keeping its payout
 * normalised, and the url the app follows: the app's /payment for the card flow, else the sandbox's checkout page.
 */
import { http, type HttpHandler } from 'msw';
import { BLOCKCHAINS, type Blockchain } from '../../../lib/domain/blockchains';
import type { TransactionKind } from '../../../lib/domain/kinds';
import { normalisePayout } from '../../../lib/payout/check';
import type { Payout } from '../../../lib/payout/methods';
import { json, error, readJsonObject } from '../http';
import { accountGateRefusal, payoutRefusal, priceOrder, orderErrors, type PricedOrder } from '../order-checks';
import {
  FIAT_RATES,
  PAYMENT_CURRENCIES,
  buildTransaction,
  randomId,
  type SandboxStore,
  type UserRecord,
} from '../store';
import type { HandlerContext } from './context';

type Mode = 'on-ramp' | 'off-ramp';

/** An order body, checked: the errors by field (none when valid), and what the transaction is built from. */
interface CheckedOrder {
  errors: Record<string, string>;
  /** The amount in (fiat on-ramp, USDC off-ramp). */
  amount: number;
  currency: string;
  blockchain: Blockchain;
  /** The saved wallet the body names, if it is one of the person's. */
  walletId: string | undefined;
  priced: PricedOrder | { error: string } | null;
  /** A sell's payout, normalised (once it fits). */
  payout: Payout | undefined;
}

/**
 * Checks an order body: amount, currencies, network, then the quote and the wallet, address and signature, and a
 * sell's payout.
 */
async function checkOrder(
  store: SandboxStore,
  user: UserRecord,
  mode: Mode,
  body: Record<string, unknown>,
): Promise<CheckedOrder> {
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
  const payoutError = mode === 'off-ramp' ? payoutRefusal(currency, body.payout) : null;
  if (payoutError) errors.payout = payoutError;
  const payout = mode === 'off-ramp' && !payoutError ? normalisePayout(body.payout as Payout) : undefined;
  return { errors, amount, currency, blockchain: chainRaw as Blockchain, walletId: wallet?.id, priced, payout };
}

/** The resolver of POST /on-ramp or /off-ramp. */
function createOrder(ctx: HandlerContext, mode: Mode) {
  const { store, authed, cardOrders, appOrigin, sandboxOrigin } = ctx;
  return authed(async ({ request, user }) => {
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
    const { errors, amount, currency, blockchain, walletId, priced, payout } = await checkOrder(
      store,
      user,
      mode,
      body,
    );
    if (Object.keys(errors).length) return error(400, 'validation_error', 'The order is invalid', { errors });
    const kind: TransactionKind = mode === 'on-ramp' ? 'deposit' : 'withdrawal';
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
        walletId ??
        (body.wallet_address === undefined
          ? (user.wallets.find((w) => w.blockchain === blockchain)?.id ?? null)
          : null),
    });
    if (priced && !('error' in priced)) {
      Object.assign(tx, { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee });
    }
    // GET /user/transactions/{id} answers where a sell's fiat goes, as the order gave it.
    if (payout) tx.payout = payout;
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
}

/** The handlers of this part, in matching order. */
export function orderCreateHandlers(ctx: HandlerContext): HttpHandler[] {
  const { api } = ctx;
  return [
    /** POST /on-ramp {amount, payment_currency, crypto_currency?, blockchain?, wallet_id?} → 201 {transaction, url, action}; 409 when an order is open. */
    http.post(api('/on-ramp'), createOrder(ctx, 'on-ramp')),
    /**
     * POST /off-ramp (same body, amount in crypto, plus `payout: {method, ...fields}`, lib/payout) → 201
     * {transaction (with its payout), url, action}; 409 when an order is open; 400 `{errors: {payout}}`.
     */
    http.post(api('/off-ramp'), createOrder(ctx, 'off-ramp')),
  ];
}
