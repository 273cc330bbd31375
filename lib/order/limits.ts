/**
 * A fiat currency's order limits (spec §9 "Minimum and maximum order amounts … per currency are not shown"): they come
 * from the API (GET /rates `min_amount`, `max_amount`) and hold for the fiat side of the order, what is paid on-ramp
 * and what is received off-ramp ({@link FIAT_SIDE}): lib/order/rules checks them on the draft when the person typed
 * that side, else on the quote ({@link quoteLimitError}). An API without them sets no limit. Pure module, plain
 * checks (in the first step's first load, like lib/order/rules, which re-exports it).
 */
import type { AmountSide } from '@/lib/domain/amounts';
import type { RampDirection } from '@/lib/domain/directions';
import { isDecimalString } from './decimal';

/** Keys of `order.errors` for an amount outside its currency's limits ({@link limitError}). */
export type LimitErrorKey = 'amountBelowMin' | 'amountAboveMax';

/** The minimum and maximum order amount of a fiat currency (GET /rates), in that currency: decimal strings. */
export interface AmountLimits {
  min_amount?: string | null;
  max_amount?: string | null;
}

/** The side of an order that is fiat, where the limits hold: what is paid on-ramp, what is received off-ramp. */
export const FIAT_SIDE: Readonly<Record<RampDirection, AmountSide>> = { 'on-ramp': 'in', 'off-ramp': 'out' };

/**
 * Compares two decimal strings by value, as strings (no float, no big.js: this module is in the first step's first
 * load): leading zeros and trailing fraction zeros do not count.
 * @returns -1, 0 or 1 as `a` is below, equal to or above `b`.
 * @throws Error when either is not a decimal string.
 */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  if (!isDecimalString(a) || !isDecimalString(b)) throw new Error(`compareDecimals: not decimal strings: ${a}, ${b}`);
  const parts = (v: string) => {
    const [int = '', frac = ''] = v.split('.');
    return [int.replace(/^0+/, ''), frac.replace(/0+$/, '')] as const;
  };
  const [ai, af] = parts(a);
  const [bi, bf] = parts(b);
  if (ai.length !== bi.length) return ai.length < bi.length ? -1 : 1;
  const width = Math.max(af.length, bf.length);
  const x = ai + af.padEnd(width, '0');
  const y = bi + bf.padEnd(width, '0');
  return x === y ? 0 : x < y ? -1 : 1;
}

/**
 * Whether a fiat amount is within its currency's limits (both inclusive).
 * @param fiatAmount the fiat side of the order, a decimal string.
 * @param limits the currency's limits; absent or unreadable ones set no limit.
 * @returns `amountBelowMin`, `amountAboveMax`, or undefined when within the limits.
 */
export function limitError(fiatAmount: string, limits: AmountLimits | null | undefined): LimitErrorKey | undefined {
  if (!limits || !isDecimalString(fiatAmount)) return undefined;
  const { min_amount: min, max_amount: max } = limits;
  if (min && isDecimalString(min) && compareDecimals(fiatAmount, min) < 0) return 'amountBelowMin';
  if (max && isDecimalString(max) && compareDecimals(fiatAmount, max) > 0) return 'amountAboveMax';
  return undefined;
}

/**
 * Whether a quote's fiat side (amount in on-ramp, amount out off-ramp) is within the limits: the check when the
 * person typed the USDC side, whose fiat value only the quote knows.
 */
export function quoteLimitError(
  quote: { mode: RampDirection; amount_in: string; amount_out: string },
  limits: AmountLimits | null | undefined,
): LimitErrorKey | undefined {
  return limitError(FIAT_SIDE[quote.mode] === 'in' ? quote.amount_in : quote.amount_out, limits);
}

/** The limits of `currency` among rate rows (GET /rates), or undefined when it has no row. */
export function limitsOf(
  rows: ReadonlyArray<AmountLimits & { payment_currency: string }>,
  currency: string | undefined,
): AmountLimits | undefined {
  const row = rows.find((r) => r.payment_currency === currency);
  return row ? { min_amount: row.min_amount, max_amount: row.max_amount } : undefined;
}
