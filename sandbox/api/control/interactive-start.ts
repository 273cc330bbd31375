/**
 * Sandbox control: the start of an interactive transaction, standing in for a wallet's SEP-24
 * POST /transactions/{kind}/interactive (SANDBOX.md "Sandbox control endpoints").
 */
import { http, type HttpHandler } from 'msw';
import { BLOCKCHAINS, type Blockchain } from '../../../lib/domain/blockchains';
import { TRANSACTION_KINDS, type TransactionKind } from '../../../lib/domain/kinds';
import { SEED_EMAILS } from '../../config';
import { quote } from '../handlers';
import { PAYMENT_CURRENCIES, buildTransaction, randomId } from '../store';
import { CONTROL_CORS_HEADERS, MAX_STEP_MS, readBody, json, type ControlContext } from './context';

/** A body field as trimmed text ("" for anything but a string or a number). */
const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** The handlers of this part, in matching order. */
export function interactiveStartHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, appOrigin, log, at } = ctx;
  return [
    /**
     * POST /__sandbox/interactive/{deposit|withdrawal} {email?, amount?, currency?, blockchain?, step_ms?} (JSON or
     * form; CORS) → 201 {type: 'interactive_customer_info_needed', id, url, transaction}: stands in for a wallet's
     * SEP-24 POST /transactions/{kind}/interactive. Creates an `incomplete` transaction for `email` (default
     * demo@example.com) on `blockchain` (default stellar) in `currency` (default BRL), priced with the quote when
     * `amount` (the amount in: fiat for a deposit, USDC for a withdrawal) is given; `url` is the app's
     * /interactive-flow for it. After the person confirms, it moves one step every `step_ms` ms (default 0: only
     * control calls move it). Not an open order: has_pending_action and POST on-/off-ramp ignore it.
     */
    http.post(at('/__sandbox/interactive/:kind'), async ({ request, params }) => {
      const cors = CONTROL_CORS_HEADERS;
      const kind = String(params.kind);
      if (!(TRANSACTION_KINDS as readonly string[]).includes(kind)) {
        return json({ error: 'not_found', message: 'Use /__sandbox/interactive/deposit or /withdrawal' }, 404, cors);
      }
      const body = await readBody(request);
      if (!body) return json({ error: 'invalid_body', message: 'The body must be JSON or a form' }, 400, cors);
      const email = (text(body.email) || SEED_EMAILS.demo).toLowerCase();
      const currency = (text(body.currency) || 'BRL').toUpperCase();
      const blockchain = text(body.blockchain) || 'stellar';
      const amount = text(body.amount);
      const stepMs = text(body.step_ms) === '' ? 0 : Number(text(body.step_ms));
      const errors: Record<string, string> = {};
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) errors.email = 'Must be an e-mail address';
      if (!PAYMENT_CURRENCIES.includes(currency)) errors.currency = `Must be one of ${PAYMENT_CURRENCIES.join(', ')}`;
      if (!(BLOCKCHAINS as readonly string[]).includes(blockchain))
        errors.blockchain = `Must be one of ${BLOCKCHAINS.join(', ')}`;
      if (!Number.isInteger(stepMs) || stepMs < 0 || stepMs > MAX_STEP_MS)
        errors.step_ms = `Must be an integer from 0 to ${MAX_STEP_MS}`;
      const mode = kind === 'deposit' ? 'on-ramp' : 'off-ramp';
      const priced =
        amount && !errors.currency && !errors.blockchain
          ? quote(mode, amount, currency, blockchain as Blockchain)
          : null;
      if (priced && 'error' in priced) errors.amount = priced.error;
      if (Object.keys(errors).length)
        return json({ error: 'validation_error', message: 'The transaction is invalid', errors }, 400, cors);
      const user = store.user(email);
      const tx = buildTransaction({
        id: randomId(),
        kind: kind as TransactionKind,
        status: 'incomplete',
        blockchain: blockchain as Blockchain,
        fiat: currency,
        fiatAmount: 1,
        startedAt: new Date(),
        walletId: user.wallets.find((w) => w.blockchain === blockchain)?.id ?? null,
      });
      const amounts =
        priced && !('error' in priced)
          ? { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee }
          : { amount_in: null, amount_out: null, amount_fee: null };
      Object.assign(tx, amounts);
      user.transactions.push(tx);
      user.interactiveID = tx.id;
      store.trackInteractive(tx, stepMs);
      const url = `${appOrigin}/interactive-flow?${new URLSearchParams({ 'interactive-id': tx.id }).toString()}`;
      log(`interactive ${kind} ${tx.id} for ${email} (step ${stepMs} ms)`);
      return json({ type: 'interactive_customer_info_needed', id: tx.id, url, transaction: tx }, 201, cors);
    }),
  ];
}
