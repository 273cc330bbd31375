/**
 * The order form's rules and the body it submits (/order, spec §3, §5 "validation of … order form … is not shown"):
 * the rules and the draft live in lib/order/rules.ts and lib/order/draft-fields.ts (plain checks, so the form's
 * first step runs without zod in the browser) and are re-exported here; this module adds the zod schema of the POST
 * /on-ramp and /off-ramp body (a sell's with its payout, lib/payout), which only the review step needs.
 */
import { z } from 'zod/mini';
import { orderRequestSchema, type OrderRequest } from '@/lib/api/order';
import { checkPayout } from '@/lib/payout/check';
import type { Quote } from './quote';
import { amountError, isFiatCurrency, type OrderForm, type PaymentMethod } from './rules';

export * from './draft-fields';
export * from './rules';

/** An ISO 4217 currency code, e.g. BRL. */
const fiatCurrencySchema = z.string('currencyRequired').check(z.refine(isFiatCurrency, 'currencyRequired'));

/** A positive decimal string (after normaliseAmountInput) within the order form's rules (lib/order/rules). */
const positiveDecimalSchema = z.string('amountRequired').check(
  z.superRefine((value: string, ctx) => {
    const key = amountError(value);
    if (key) ctx.addIssue({ code: 'custom', message: key, input: value });
  }),
);

/**
 * The body of POST /on-ramp and POST /off-ramp (lib/api/order `orderRequestSchema`, spec §7) with the order form's
 * rules for the amount (a positive decimal string within MAX_AMOUNT_INTEGER_DIGITS) and the currency.
 */
const orderBodySchema = z.extend(orderRequestSchema, {
  amount: positiveDecimalSchema,
  payment_currency: fiatCurrencySchema,
});

/**
 * The body of POST /off-ramp: the order body with its payout, required and held to lib/payout's checks for the order's
 * currency, method and fields (the product's own field: spec §7 does not show the body).
 */
const sellBodySchema = orderBodySchema.check(
  z.superRefine((body, ctx) => {
    if (Object.keys(checkPayout(body.payment_currency, body.payout)).length) {
      ctx.addIssue({ code: 'custom', message: 'payoutInvalid', input: body.payout, path: ['payout'] });
    }
  }),
);

/**
 * Builds the POST body from a validated form and the quote shown to the person (spec §7): a sell (off-ramp) carries
 * the form's payout, a buy none.
 * @throws ZodError when the quote's amount in is not a positive decimal string, or a sell has no payout that fits.
 */
export function buildOrderRequest(
  form: OrderForm,
  quote: Pick<Quote, 'amount_in'>,
  options: { paymentMethod?: PaymentMethod; signature?: string } = {},
): OrderRequest {
  const selling = form.mode === 'off-ramp';
  return (selling ? sellBodySchema : orderBodySchema).parse({
    amount: quote.amount_in,
    payment_currency: form.fiat_currency,
    crypto_currency: form.crypto_currency,
    crypto_issuer: form.crypto_issuer,
    blockchain: form.blockchain,
    ...(form.wallet.kind === 'saved' ? { wallet_id: form.wallet.id } : { wallet_address: form.wallet.address }),
    ...(options.paymentMethod === 'card' ? { payment_method: 'card' } : {}),
    ...(options.signature ? { signature: options.signature } : {}),
    ...(selling ? { payout: form.payout } : {}),
  });
}
