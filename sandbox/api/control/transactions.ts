/** Sandbox control: interactive transactions, status changes, URL callbacks and signed tokens. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { transactionSchema } from '../../../lib/api/schemas';
import {
  BLOCKCHAINS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type Blockchain,
  type TransactionKind,
} from '../../../lib/transactions/statuses';
import { SEED_EMAILS } from '../../config';
import { encodeToken, quote } from '../handlers';
import { PAYMENT_CURRENCIES, buildTransaction, randomId } from '../store';
import { CONTROL_CORS_HEADERS, MAX_STEP_MS, readBody, json, type ControlContext } from './context';

/** The handlers of this part, in matching order. */
export function transactionControlHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, appOrigin, log, at } = ctx;

  const transactionUpdate = async (request: Request, id: string): Promise<Response> => {
    const found = store.findTransaction(id);
    if (!found) return json({ error: 'not_found', message: 'Transaction not found' }, 404);
    const isForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
    let body: Record<string, unknown> = {};
    try {
      const text = await request.text();
      body = isForm
        ? Object.fromEntries(new URLSearchParams(text))
        : text.trim()
          ? (JSON.parse(text) as Record<string, unknown>)
          : {};
    } catch {
      return json({ error: 'invalid_body', message: 'The body must be JSON or a form' }, 400);
    }
    const status = String(body.status ?? '');
    if (!(TRANSACTION_STATUSES as readonly string[]).includes(status)) {
      return json(
        { error: 'validation_error', message: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` },
        400,
      );
    }
    const next = transactionSchema.parse({
      ...found.transaction,
      status,
      extra_status:
        body.extra_status === undefined ? found.transaction.extra_status : (body.extra_status as string | null),
      message: body.message === undefined ? found.transaction.message : (body.message as string | null),
      updated_at: new Date().toISOString(),
    });
    Object.assign(found.transaction, next);
    store.stopAuto(id);
    if (isForm && body.return === 'final-step') {
      // Like the card page: back to the final step with the signed transaction token (spec §3).
      const token = await encodeToken({ transaction: found.transaction });
      const location = `${appOrigin}/final-step?id=${encodeURIComponent(id)}&transaction=${encodeURIComponent(token)}`;
      return new HttpResponse(null, { status: 303, headers: { Location: location } });
    }
    return json({ transaction: found.transaction });
  };

  return [
    /** CORS preflight of the control calls the partner host pages make (interactive, transactions). */
    http.options(
      at('/__sandbox/interactive/:kind'),
      () => new HttpResponse(null, { status: 204, headers: CONTROL_CORS_HEADERS }),
    ),
    http.options(
      at('/__sandbox/transactions/*'),
      () => new HttpResponse(null, { status: 204, headers: CONTROL_CORS_HEADERS }),
    ),
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
      const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
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
    /**
     * POST /__sandbox/transactions/{id}/advance (CORS) → {transaction} one step further along its interactive path
     * (deposit: incomplete → pending_user_transfer_start → pending_anchor → pending_stellar → completed; withdrawal:
     * … pending_anchor → pending_external → completed); time no longer moves it. 409 at the end or off the path; 404.
     */
    http.post(at('/__sandbox/transactions/:id/advance'), ({ params }) => {
      const result = store.stepTransaction(String(params.id), Date.now());
      if (result === null)
        return json({ error: 'not_found', message: 'Transaction not found' }, 404, CONTROL_CORS_HEADERS);
      if (result === 'final')
        return json(
          { error: 'not_advanceable', message: 'The transaction is at the end of its path or off it' },
          409,
          CONTROL_CORS_HEADERS,
        );
      return json({ transaction: result }, 200, CONTROL_CORS_HEADERS);
    }),
    /** GET /__sandbox/callbacks[?transaction=ID] → the URL callbacks the app asked the API to deliver, newest first. */
    http.get(at('/__sandbox/callbacks'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction');
      return json(id ? store.callbacks.filter((c) => c.transaction_id === id) : store.callbacks);
    }),
    /** DELETE /__sandbox/callbacks → forgets them. */
    http.delete(at('/__sandbox/callbacks'), () => {
      store.callbacks = [];
      return json({ status: 'ok' });
    }),
    /** POST /__sandbox/transactions/{id} {status, extra_status?, message?} (JSON or form; CORS) → {transaction}; time no longer moves it. */
    http.post(at('/__sandbox/transactions/:id'), async ({ request, params }) => {
      const response = await transactionUpdate(request, String(params.id));
      if (response.status >= 300 && response.status < 400) return response;
      const headers = new Headers(response.headers);
      for (const [k, v] of Object.entries(CONTROL_CORS_HEADERS)) headers.set(k, v);
      return new HttpResponse(response.body, { status: response.status, headers });
    }),
    /** GET /__sandbox/token?transaction=ID → {token}: a three-part token whose payload is {transaction}. */
    http.get(at('/__sandbox/token'), async ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction') ?? '';
      const found = store.findTransaction(id);
      if (!found) return json({ error: 'not_found', message: 'Transaction not found' }, 404);
      return json({ token: await encodeToken({ transaction: found.transaction }) });
    }),
  ];
}
