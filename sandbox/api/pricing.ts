/**
 * Rates and quotes of the sandbox API (GET /rates, POST on-/off-ramp, the interactive confirmation), priced with the
 * app's own arithmetic so what the order screen shows is what the order becomes. Like a real ramp's API it quotes
 * honestly (shared/SANDBOX.md "Product data"): each currency has a minimum and a maximum order amount, a quote of
 * GET /rates holds for a while (`expires_at`), and a purchase pays the network fee of sending the USDC.
 */
import { CRYPTO_ASSET, FIAT_RATES } from './store';
import type { AmountSide } from '../../lib/domain/amounts';
import type { Blockchain } from '../../lib/domain/blockchains';
import { computeQuote, decimalsOf, hasAtMostDecimals, isDecimalString } from '../../lib/order/quote';
import { limitError, type AmountLimits } from '../../lib/order/rules';

/**
 * The order limits of each fiat currency, on the fiat side of the order (paid on-ramp, received off-ramp; the app's
 * rule, lib/order/rules `limitError`). Decimal strings in the currency.
 */
export const ORDER_LIMITS: Readonly<Record<string, Required<AmountLimits>>> = {
  BRL: { min_amount: '10.00', max_amount: '50000.00' },
  EUR: { min_amount: '2.00', max_amount: '10000.00' },
  USD: { min_amount: '2.00', max_amount: '10000.00' },
};

/**
 * What sending the USDC of a purchase costs on each blockchain, in USDC (taken from the USDC out, lib/order/quote). A
 * sale quotes none: the seller's own wallet pays the network to send.
 */
export const NETWORK_FEES: Readonly<Record<Blockchain, string>> = {
  stellar: '0.01',
  tron: '0.50',
  ethereum: '1.50',
};

/** How long a quote of GET /rates holds when nothing else is configured: 60 000 ms. */
export const DEFAULT_QUOTE_TTL_MS = 60_000;

/**
 * The quote lifetime the sandbox server uses, from the environment variable SANDBOX_QUOTE_TTL_SECONDS (whole seconds,
 * 1–3600; sandbox/README.md).
 * @param value the variable's value, or undefined when it is not set.
 * @returns the lifetime in ms ({@link DEFAULT_QUOTE_TTL_MS} when unset or empty).
 * @throws Error for any other value, so a typo does not start a sandbox with a surprising lifetime.
 */
export function quoteTtlMsFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_QUOTE_TTL_MS;
  const seconds = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || seconds < 1 || seconds > 3600) {
    throw new Error(`SANDBOX_QUOTE_TTL_SECONDS must be whole seconds from 1 to 3600, not ${value}`);
  }
  return seconds * 1000;
}

/**
 * The GET /rates row of a fiat currency: fiat per 1 USDC when buying and selling, fee in percent of fiat, and the
 * currency's order limits (`min_amount`, `max_amount`, fiat).
 */
export function rateRow(currency: string) {
  return {
    payment_currency: currency,
    crypto_currency: 'USDC',
    crypto_asset: CRYPTO_ASSET,
    buy_rate: (1 / (FIAT_RATES[currency] ?? 1)).toFixed(4),
    sell_rate: (0.99 / (FIAT_RATES[currency] ?? 1)).toFixed(4),
    fee_percent: '1.00',
    ...(ORDER_LIMITS[currency] ?? {}),
  };
}

/**
 * The quote of an order (GET /rates, POST on-/off-ramp), with the app's own arithmetic (lib/order/quote: decimal
 * strings on big.js, fiat 2 decimals, USDC 7 on stellar / 6 on tron and ethereum), so what the order screen
 * shows is what the order becomes. A purchase carries the blockchain's `network_fee` ({@link NETWORK_FEES}).
 * `amount` is the amount in (`side` in) or the amount out (`side` out).
 * @returns the quote, or a field error message when the amount is not a positive decimal with the decimals of its
 *   currency.
 */
export function quote(
  mode: 'on-ramp' | 'off-ramp',
  amount: string,
  paymentCurrency: string,
  blockchain: Blockchain = 'stellar',
  side: AmountSide = 'in',
): Record<string, string> | { error: string } {
  const value = amount.trim();
  if (!isDecimalString(value) || !(Number(value) > 0)) return { error: 'Must be a positive amount' };
  const dp = decimalsOf(mode, side, blockchain);
  if (!hasAtMostDecimals(value, dp)) return { error: `Must have at most ${dp} decimals` };
  const q = computeQuote({
    mode,
    rate: rateRow(paymentCurrency),
    blockchain,
    side,
    amount: value,
    ...(mode === 'on-ramp' ? { network_fee: NETWORK_FEES[blockchain] } : {}),
  });
  return {
    mode,
    amount_in: q.amount_in,
    amount_out: q.amount_out,
    fee: q.fee,
    rate: q.rate,
    fee_percent: q.fee_percent,
    blockchain,
    ...(q.network_fee ? { network_fee: q.network_fee } : {}),
  };
}

/**
 * When a quote of GET /rates was made and until when it holds (ISO 8601, the sandbox's clock). `quoted_at` lets a
 * client time the quote on its own clock (expires_at − quoted_at), whatever the difference between the two clocks.
 * @param now the time of the quote.
 * @param ttlMs how long it holds, in ms.
 */
export function quoteTimes(now: Date, ttlMs: number): { quoted_at: string; expires_at: string } {
  return { quoted_at: now.toISOString(), expires_at: new Date(now.getTime() + ttlMs).toISOString() };
}

/**
 * The field error of a quote whose fiat side (amount in on-ramp, amount out off-ramp) is outside its currency's
 * limits ({@link ORDER_LIMITS}, the app's rule lib/order/rules `limitError`), or null within them.
 */
export function limitRefusal(priced: { mode?: string; amount_in?: string; amount_out?: string }, currency: string) {
  const limits = ORDER_LIMITS[currency];
  const fiat = priced.mode === 'off-ramp' ? priced.amount_out : priced.amount_in;
  if (!limits || !fiat) return null;
  const outside = limitError(fiat, limits);
  if (outside === 'amountBelowMin') return `Must be at least ${limits.min_amount} ${currency}`;
  if (outside === 'amountAboveMax') return `Must be at most ${limits.max_amount} ${currency}`;
  return null;
}
