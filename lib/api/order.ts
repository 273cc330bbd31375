/**
 * Product API calls of the order flows (spec §7): rates and quotes, the person's wallets, the
 * partner's wallet, signed orders, creating an order, the demo wallet, one's own transaction. How a card order
 * is paid (the provider's card form `url` of GET /transaction-info/{id}) is lib/api/transactions.ts.
 * Whether billing details are complete comes from lib/api/billing.ts (getBillingFields). Named functions over a ky instance
 * (client: lib/http/client `api`; server: lib/http/server `serverApi()`), every answer parsed with zod. Shapes
 * are the ones sandbox/README.md documents (the spec does not show them).
 *
 * Errors: ky HTTPError after the global error rule has run (spec §8), except the 409 of POST /on-ramp and
 * /off-ramp, which {@link createOrder} turns into a result the screen shows; ZodError for a malformed answer.
 */
import { HTTPError, type KyInstance } from 'ky';
// zod/mini: this module is in the first load of /widget and the order screens, where classic zod cost
// 11.8 KB gzip; the checks are the same.
import { z } from 'zod/mini';
import { stringifyQuery } from '@/lib/http/query';
import { RAMP_DIRECTIONS, type AmountSide, type RampDirection } from '@/lib/order/decimal';
import type { OrderRequest } from '@/lib/order/schema';
import { BLOCKCHAINS, type Blockchain } from '@/lib/transactions/statuses';
import { decimalString, transactionSchema, type Transaction } from './schemas';
import { FIRST_INCOMPLETE_QUERY, getTransactions } from './user';

/** One row of GET /rates: a fiat currency against USDC. Rates are fiat per 1 USDC; fee in percent of fiat. */
export const rateRowSchema = z.object({
  payment_currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
  crypto_currency: z.string(),
  crypto_asset: z.string(),
  buy_rate: decimalString,
  sell_rate: decimalString,
  fee_percent: decimalString,
});
export type RateRow = z.infer<typeof rateRowSchema>;

/** The quote of GET /rates when an amount is given (see lib/order/quote for its arithmetic). */
export const rateQuoteSchema = z.object({
  mode: z.enum(RAMP_DIRECTIONS),
  amount_in: decimalString,
  amount_out: decimalString,
  fee: decimalString,
  rate: decimalString,
  fee_percent: z.optional(decimalString),
  blockchain: z.optional(z.enum(BLOCKCHAINS)),
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
export async function getRates(http: KyInstance): Promise<Rates> {
  return ratesSchema.parse(await http.get('rates').json());
}

/** GET /rates?mode&amount|amount_out&payment_currency&crypto_currency&blockchain: rates and the quote. */
export async function getQuote(http: KyInstance, query: QuoteQuery, signal?: AbortSignal): Promise<Rates> {
  const { side, amount, ...rest } = query;
  const searchParams = stringifyQuery({ ...rest, [side === 'in' ? 'amount' : 'amount_out']: amount });
  return ratesSchema.parse(await http.get('rates', { searchParams, signal }).json());
}

/** A saved wallet of the signed-in person (GET /user/wallets) or a demo wallet (GET /demo/create). */
export const userWalletSchema = z.object({
  id: z.string(),
  name: z.string(),
  partner: z.string(),
  blockchain: z.enum(BLOCKCHAINS),
  address: z.string(),
  created_at: z.string(),
});
export type UserWallet = z.infer<typeof userWalletSchema>;

/** GET /user/wallets — the signed-in person's wallets. */
export async function getUserWallets(http: KyInstance): Promise<UserWallet[]> {
  return z.object({ wallets: z.array(userWalletSchema) }).parse(await http.get('user/wallets').json()).wallets;
}

/** The wallet partner's configuration (GET /wallet). */
export const partnerWalletSchema = z.object({
  name: z.string(),
  partner: z.string(),
  home_url: z.nullable(z.string()),
  logo_url: z.nullable(z.string()),
  blockchains: z.array(z.enum(BLOCKCHAINS)),
  crypto_asset: z.string(),
});
export type PartnerWallet = z.infer<typeof partnerWalletSchema>;

/**
 * GET /wallet — the partner's wallet (spec §7 "optionally sent against the origin of the return URL"): with a
 * validated return URL (lib/security/return-url), its origin goes along as the `origin` query parameter so
 * the API answers for that partner.
 */
export async function getPartnerWallet(http: KyInstance, returnOrigin?: string | null): Promise<PartnerWallet> {
  const searchParams = returnOrigin ? stringifyQuery({ origin: returnOrigin }) : undefined;
  return z.object({ wallet: partnerWalletSchema }).parse(await http.get('wallet', { searchParams }).json()).wallet;
}

/** GET /order-flow?signature= — an order a partner prepared and signed. */
export const orderFlowSchema = z.object({
  mode: z.optional(z.nullable(z.string())),
  transaction: transactionSchema,
  payload: z.optional(z.record(z.string(), z.unknown())),
});
export type OrderFlow = z.infer<typeof orderFlowSchema>;

/** GET /order-flow?signature=TOKEN (400 bad token, 404 unknown order: the global error rule applies). */
export async function getOrderFlow(http: KyInstance, signature: string): Promise<OrderFlow> {
  return orderFlowSchema.parse(await http.get('order-flow', { searchParams: stringifyQuery({ signature }) }).json());
}

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
export async function createOrder(
  http: KyInstance,
  mode: RampDirection,
  body: OrderRequest,
): Promise<CreateOrderResult> {
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
}

/** GET /demo/create — a demo wallet for the demo widget (spec §7). */
export const demoWalletSchema = z.object({ wallet: userWalletSchema, interactive_id: z.string() });
export type DemoWallet = z.infer<typeof demoWalletSchema>;

/** GET /demo/create (creates a demo wallet). */
export async function createDemoWallet(http: KyInstance): Promise<DemoWallet> {
  return demoWalletSchema.parse(await http.get('demo/create').json());
}

/** GET /user/transactions/{id} — one of the signed-in person's transactions (404 for someone else's). */
export async function getOwnTransaction(http: KyInstance, id: string): Promise<Transaction> {
  return z
    .object({ transaction: transactionSchema })
    .parse(await http.get(`user/transactions/${encodeURIComponent(id)}`).json()).transaction;
}
