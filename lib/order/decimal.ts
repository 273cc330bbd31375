/**
 * Decimal strings of the order screens and the transaction screens (spec §3 Enumerations, blockchain): the
 * decimals of each currency, checking what a person typed, and formatting for display in a language. String work
 * only, no arithmetic: this module has no big.js, so screens that only show amounts (the transaction screens, the
 * interactive flow, the final step) do not load it. The arithmetic of a quote is lib/order/quote.ts, which
 * re-exports all of this. The directions, the amount sides and how typed text reads as a decimal string are
 * product words: lib/domain.
 */
import type { AmountSide } from '@/lib/domain/amounts';
import type { Blockchain } from '@/lib/domain/blockchains';
import type { RampDirection } from '@/lib/domain/directions';
import { formatDigits, roundDecimal } from '@/lib/money/format';

/** Decimals of every fiat amount. */
export const FIAT_DECIMALS = 2;

/** Decimals of USDC on each blockchain: 7 on stellar, 6 on tron and ethereum. */
export const CRYPTO_DECIMALS: Readonly<Record<Blockchain, number>> = { stellar: 7, tron: 6, ethereum: 6 };

/** A decimal string as this module accepts it: digits, optionally a dot and more digits. */
const DECIMAL = /^\d+(\.\d+)?$/;

/** True for a decimal string ("12", "12.50"); no sign, exponent, spaces or separators. */
export function isDecimalString(value: string): boolean {
  return DECIMAL.test(value);
}

/** True when the decimal string has no more than `decimals` digits after the dot. */
export function hasAtMostDecimals(value: string, decimals: number): boolean {
  const dot = value.indexOf('.');
  return dot < 0 || value.length - dot - 1 <= decimals;
}

/** Decimals of the amount the person pays (`in`) or receives (`out`) in a direction, on a blockchain. */
export function decimalsOf(mode: RampDirection, side: AmountSide, blockchain: Blockchain): number {
  const fiatSide: AmountSide = mode === 'on-ramp' ? 'in' : 'out';
  return side === fiatSide ? FIAT_DECIMALS : CRYPTO_DECIMALS[blockchain];
}

/**
 * Formats a decimal string for display in a language, without ever converting it to a float: the language's
 * grouping and decimal separators ("1234.5" → "1,234.50" in en, "1.234,50" in pt; lib/money/format `formatDigits`).
 * For money, lib/money/format's `formatAmount` / `formatMoney` give each currency its decimals and rounding.
 * @param value a decimal string.
 * @param locale a BCP 47 language tag.
 * @param options decimals: pad or cut (DOWN) the fraction to exactly this many digits; minDecimals: otherwise
 *   trim trailing zeros down to this many (default 2).
 */
export function formatDecimal(
  value: string,
  locale: string,
  options: { decimals?: number; minDecimals?: number } = {},
): string {
  if (!isDecimalString(value)) return value;
  if (options.decimals !== undefined) return formatDigits(roundDecimal(value, options.decimals, 'down'), locale);
  const [int = '0', rawFrac = ''] = value.split('.');
  const frac = rawFrac.replace(/0+$/, '').padEnd(options.minDecimals ?? 2, '0');
  return formatDigits(frac ? `${int}.${frac}` : int, locale);
}
