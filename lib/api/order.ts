/**
 * Product API calls of the order flows (spec §7): rates and quotes, signed orders, creating an order and the
 * account gates of its 409 answer. The wallets (the person's, the partner's, the demo wallet) are
 * lib/api/wallets.ts; one transaction and how a card order is paid (the provider's card form `url` of
 * GET /transaction-info/{id}) are lib/api/transactions.ts.
 * Whether billing details are complete comes from lib/api/billing.ts (getBillingFields). Each call is declared with
 * its spec §8 policy (lib/http/policy.ts), every answer parsed with zod. Shapes are the ones sandbox/README.md
 * documents (the spec does not show them).
 *
 * Errors: ky HTTPError after the call's policy has run (spec §8), except the 409 of POST /on-ramp and /off-ramp,
 * which {@link createOrder} turns into a result the screen shows; ZodError for a malformed answer.
 */
import { HTTPError } from 'ky';
// zod/mini: this module is in the first load of /widget and the order screens, where classic zod would grow the
// first-load JavaScript; the checks are the same.
import { z } from 'zod/mini';
import type { AmountSide } from '@/lib/domain/amounts';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { RAMP_DIRECTIONS, type RampDirection } from '@/lib/domain/directions';
import { defineCall } from '@/lib/http/policy';
import { stringifyQuery } from '@/lib/http/query';
import type { Payout } from '@/lib/payout/methods';
import { decimalString, transactionSchema } from './schemas';
import { FIRST_INCOMPLETE_QUERY, getTransactions } from './user';

/** An ISO 4217 currency code, e.g. BRL. */
const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

/** An ISO 8601 date and time with its offset ("2026-05-10T12:00:00.000Z"). */
const isoDateTime = z.iso.datetime({ offset: true });

/**
 * One row of GET /rates: a fiat currency against USDC. Rates are fiat per 1 USDC; fee in percent of fiat.
 * `min_amount` and `max_amount`: the currency's order limits, in fiat, on the fiat side of the order (paid on-ramp,
 * received off-ramp; lib/order/rules `limitError`; spec §9 leaves their values to the API). Optional: an API without
 * them sets no limit.
 */
export const rateRowSchema = z.object({
  payment_currency: currencyCode,
  crypto_currency: z.string(),
  crypto_asset: z.string(),
  buy_rate: decimalString,
  sell_rate: decimalString,
  fee_percent: decimalString,
  min_amount: z.optional(z.nullable(decimalString)),
  max_amount: z.optional(z.nullable(decimalString)),
});
export type RateRow = z.infer<typeof rateRowSchema>;

/**
 * The quote of GET /rates when an amount is given (see lib/order/quote for its arithmetic). Optional, so an API
 * without them still quotes:
 * - `network_fee`: what sending the USDC costs, in USDC, already taken from the USDC side (absent: none);
 * - `expires_at`: until when the quote holds (ISO 8601); absent: it does not expire;
 * - `quoted_at`: when the API made it (ISO 8601, the API's clock), so the app times the quote on its own clock
 *   (lib/order/quote-expiry `quoteDeadline`).
 */
export const rateQuoteSchema = z.object({
  mode: z.enum(RAMP_DIRECTIONS),
  amount_in: decimalString,
  amount_out: decimalString,
  fee: decimalString,
  rate: decimalString,
  fee_percent: z.optional(decimalString),
  blockchain: z.optional(z.enum(BLOCKCHAINS)),
  network_fee: z.optional(z.nullable(decimalString)),
  expires_at: z.optional(z.nullable(isoDateTime)),
  quoted_at: z.optional(z.nullable(isoDateTime)),
});
export type RateQuote = z.infer<typeof rateQuoteSchema>;

/** GET /rates. */
export const ratesSchema = z.object({
  rates: z.array(rateRowSchema),
  quote: z.optional(rateQuoteSchema),
});
export type Rates = z.infer<typeof ratesSchema>;

/** Query of GET /rates for a quote: the amount the person typed, as amount (in) or amount_out. */
export interface QuoteQuery {
  mode: RampDirection;
  payment_currency: string;
  crypto_currency: string;
  blockchain: Blockchain;
  side: AmountSide;
  /** A positive decimal string. */
  amount: string;
}

/** GET /rates without an amount: the currencies on offer and their rates. */
export const getRates = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<Rates> => ratesSchema.parse(await http.get('rates').json()),
);

/** GET /rates?mode&amount|amount_out&payment_currency&crypto_currency&blockchain: rates and the quote. */
export const getQuote = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, query: QuoteQuery, signal?: AbortSignal): Promise<Rates> => {
    const { side, amount, ...rest } = query;
    const searchParams = stringifyQuery({ ...rest, [side === 'in' ? 'amount' : 'amount_out']: amount });
    return ratesSchema.parse(await http.get('rates', { searchParams, signal }).json());
  },
);

/** GET /rates for the interactive flow's estimate: optional, the server prices the transaction on confirmation. */
export const getQuoteOrEmpty = /* @__PURE__ */ defineCall('empty-on-failure', getQuote);

/** GET /order-flow?signature= — an order a partner prepared and signed. */
export const orderFlowSchema = z.object({
  mode: z.optional(z.nullable(z.string())),
  transaction: transactionSchema,
  payload: z.optional(z.record(z.string(), z.unknown())),
});
/** The answer of GET /order-flow: the order a partner signed (not the order form, components/order/order-flow). */
export type SignedOrderFlow = z.infer<typeof orderFlowSchema>;

/** GET /order-flow?signature=TOKEN (400 bad token, 404 unknown order: the global error rule applies). */
export const getOrderFlow = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, signature: string): Promise<SignedOrderFlow> =>
    orderFlowSchema.parse(await http.get('order-flow', { searchParams: stringifyQuery({ signature }) }).json()),
);

/**
 * The body of POST /on-ramp and POST /off-ramp (spec §7; the shape sandbox/README.md documents): `amount` is the
 * amount IN of the quote the person confirmed (fiat on-ramp, USDC off-ramp), whichever side they typed; the crypto
 * currency with its issuer; the blockchain; the saved wallet's id or the typed address; `payment_method: 'card'`
 * for the card flow; the partner's `signature` when the order came signed (GET /order-flow), so the back end
 * can hold the order to what the partner fixed; and, selling, the `payout`: `{method, ...fields}`, lib/payout's
 * methods and snake_case fields, normalised (the product's own field, spec §7 does not show the body; typed here, not
 * checked: lib/order/schema holds it to lib/payout's checks for the order's currency). lib/order/schema builds the
 * body from the order form, adding the form's own rules for the amount, the currency and the payout.
 */
export const orderRequestSchema = z.object({
  amount: decimalString,
  payment_currency: currencyCode,
  crypto_currency: z.string().check(z.minLength(1)),
  crypto_issuer: z.string().check(z.minLength(1)),
  blockchain: z.enum(BLOCKCHAINS),
  wallet_id: z.optional(z.string().check(z.minLength(1))),
  wallet_address: z.optional(z.string().check(z.minLength(1))),
  payment_method: z.optional(z.literal('card')),
  signature: z.optional(z.string().check(z.minLength(1))),
  payout: z.optional(z.custom<Payout>()),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** The 201 answer of POST /on-ramp and /off-ramp: the new transaction and where to go on. */
export const orderAnswerSchema = z.object({
  transaction: transactionSchema,
  url: z.url(),
  action: z.string(),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/**
 * The 409 answers: an order is already open (`{error:'order_already_open', transaction_id}`), or the account is not
 * ready for an order (`{error:'billing_incomplete'}`, `{error:'kyc_required'}`: the API's own gates).
 */
const conflictSchema = z.looseObject({
  error: z.optional(z.string()),
  transaction_id: z.optional(z.string().check(z.minLength(1))),
});

/** What a 409 answer's body says: the account step it names, and the open order's id (null when absent). */
interface Conflict {
  gate: 'billing' | 'kyc' | null;
  transactionId: string | null;
}

/**
 * Reads a 409 answer's body once, from a copy so the response stays readable (anything that is not the documented
 * shape, or no JSON, reads as no gate and no id).
 */
async function readConflict(response: Response): Promise<Conflict> {
  const answer = conflictSchema.safeParse(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!answer.success) return { gate: null, transactionId: null };
  const { error, transaction_id } = answer.data;
  const gate = error === 'billing_incomplete' ? 'billing' : error === 'kyc_required' ? 'kyc' : null;
  return { gate, transactionId: transaction_id ?? null };
}

/**
 * The account step a 409 answer names (the API's account gates, spec §7): `billing` for
 * `{error:'billing_incomplete'}`, `kyc` for `{error:'kyc_required'}`, else null (another conflict, or no JSON).
 * Shared by the order form ({@link createOrder}) and the interactive flow's confirmation.
 * @param response the 409 answer (an HTTPError's `response`); its body is read from a copy
 */
export async function accountGateOf(response: Response): Promise<'billing' | 'kyc' | null> {
  return (await readConflict(response)).gate;
}

/** Result of {@link createOrder}: the order, or why the API refused it with a 409. */
export type CreateOrderResult =
  | { ok: true; order: OrderAnswer }
  | { ok: false; reason: 'already-open'; openTransactionId: string | null }
  | { ok: false; reason: 'billing-incomplete' | 'kyc-required' };

/**
 * POST /on-ramp or POST /off-ramp. A 409 (excluded from the global rule, spec §8) is returned as
 * `{ok: false, reason: 'billing-incomplete' | 'kyc-required'}` when the API's account gates refused the order, else
 * `{ok: false, reason: 'already-open'}` with the open order's id from the answer, or else from
 * GET /user/transactions?status=incomplete&limit=1 (the same query as the §4 prefetch).
 */
export const createOrder = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, mode: RampDirection, body: OrderRequest): Promise<CreateOrderResult> => {
    try {
      return { ok: true, order: orderAnswerSchema.parse(await http.post(mode, { json: body }).json()) };
    } catch (error) {
      if (!(error instanceof HTTPError) || error.response.status !== 409) throw error;
      const { gate, transactionId } = await readConflict(error.response);
      if (gate) return { ok: false, reason: gate === 'billing' ? 'billing-incomplete' : 'kyc-required' };
      let openTransactionId = transactionId;
      if (!openTransactionId) {
        openTransactionId = (await getTransactions(http, FIRST_INCOMPLETE_QUERY).catch(() => []))[0]?.id ?? null;
      }
      return { ok: false, reason: 'already-open', openTransactionId };
    }
  },
);
