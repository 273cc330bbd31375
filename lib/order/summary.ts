/**
 * What the order's compact summary shows ("You pay 250.00 BRL · You get 44.54 USDC"), above the screens between the
 * amount and the review: the quote's two amounts where the screen has the live quote (the wallet step), else the one
 * amount the person typed, on its side ("You pay 250.00 BRL"): /billing-details and /kyc read only the orderFormData
 * cookie and ask the API for no quote. Pure module; the screens format the amounts (lib/money/format).
 */
import type { OrderDraft } from './draft-fields';
import { CRYPTO_CURRENCY, validateAmount } from './rules';

/** An amount and its currency code, a decimal string as the API and the form keep it. */
export interface SummaryAmount {
  amount: string;
  code: string;
}

/** The amounts of the summary: what the person pays and what they get, either of which may be unknown. */
export interface OrderSummaryAmounts {
  pay?: SummaryAmount;
  get?: SummaryAmount;
}

/**
 * The amounts to show for an order.
 * @param draft the order form (orderFormData), or null when there is none.
 * @param quote the quote's amounts when the screen has one.
 * @returns the amounts, or null when there is nothing to show (no draft, no currency, an amount that is not one).
 */
export function orderSummaryAmounts(
  draft: OrderDraft | null,
  quote?: { amount_in: string; amount_out: string } | null,
): OrderSummaryAmounts | null {
  if (!draft?.fiat) return null;
  const buying = draft.mode === 'on-ramp';
  const inCode = buying ? draft.fiat : CRYPTO_CURRENCY.code;
  const outCode = buying ? CRYPTO_CURRENCY.code : draft.fiat;
  if (quote)
    return { pay: { amount: quote.amount_in, code: inCode }, get: { amount: quote.amount_out, code: outCode } };
  const typed = validateAmount(draft);
  if (!typed.ok) return null;
  const { amount } = typed.value;
  return draft.side === 'in' ? { pay: { amount, code: inCode } } : { get: { amount, code: outCode } };
}
