/**
 * Product API calls of the order flows (spec §7): signed orders and creating an order (rates and quotes are
 * lib/api/rates.ts; what a 409 answer says is lib/api/order-conflict.ts). The wallets (the person's, the partner's, the demo wallet) are
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
import { BLOCKCHAINS } from '@/lib/domain/blockchains';
import type { RampDirection } from '@/lib/domain/directions';
import { defineCall } from '@/lib/http/policy';
import { stringifyQuery } from '@/lib/http/query';
import type { Payout } from '@/lib/payout/methods';
import { readConflict } from './order-conflict';
import { currencyCode } from './rates';
import { decimalString, transactionSchema } from './schemas';
import { FIRST_INCOMPLETE_QUERY, getTransactions } from './user';

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
