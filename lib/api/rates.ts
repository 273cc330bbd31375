/**
 * Product API calls for prices (spec §7): GET /rates, with and without an amount. The order screens, /decision-flow
 * and the interactive flow's estimate call them; the order itself is lib/api/order.ts. Each call is declared with its
 * spec §8 policy (lib/http/policy.ts), every answer parsed with zod. Shapes are the ones sandbox/README.md documents
 * (the spec does not show them).
 *
 * Errors: ky HTTPError after the call's policy has run (spec §8); ZodError for a malformed answer.
 */
// zod/mini: this module is in the first load of /widget, the order screens and the interactive flow, where classic
// zod would grow the first-load JavaScript; the checks are the same.
import { z } from 'zod/mini';
import type { AmountSide } from '@/lib/domain/amounts';
import { BLOCKCHAINS, type Blockchain } from '@/lib/domain/blockchains';
import { RAMP_DIRECTIONS, type RampDirection } from '@/lib/domain/directions';
import { defineCall } from '@/lib/http/policy';
import { stringifyQuery } from '@/lib/http/query';
import { decimalString } from './schemas';

/** An ISO 4217 currency code, e.g. BRL. */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/));

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
