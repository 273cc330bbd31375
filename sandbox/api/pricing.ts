/**
 * Rates and quotes of the sandbox API (GET /rates, POST on-/off-ramp, the interactive confirmation), priced with the
 * app's own arithmetic so what the order screen shows is what the order becomes.
 */
import { CRYPTO_ASSET, FIAT_RATES } from './store';
import type { AmountSide } from '../../lib/domain/amounts';
import type { Blockchain } from '../../lib/domain/blockchains';
import { computeQuote, decimalsOf, hasAtMostDecimals, isDecimalString } from '../../lib/order/quote';

/** The GET /rates row of a fiat currency: fiat per 1 USDC when buying and selling, fee in percent of fiat. */
export function rateRow(currency: string) {
  return {
    payment_currency: currency,
    crypto_currency: 'USDC',
    crypto_asset: CRYPTO_ASSET,
    buy_rate: (1 / (FIAT_RATES[currency] ?? 1)).toFixed(4),
    sell_rate: (0.99 / (FIAT_RATES[currency] ?? 1)).toFixed(4),
    fee_percent: '1.00',
  };
}

/**
 * The quote of an order (GET /rates, POST on-/off-ramp), with the app's own arithmetic (lib/order/quote: decimal
 * strings on big.js, fiat 2 decimals, USDC 7 on stellar / 6 on tron and ethereum), so what the order screen
 * shows is what the order becomes. `amount` is the amount in (`side` in) or the amount out (`side` out).
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
  const q = computeQuote({ mode, rate: rateRow(paymentCurrency), blockchain, side, amount: value });
  return {
    mode,
    amount_in: q.amount_in,
    amount_out: q.amount_out,
    fee: q.fee,
    rate: q.rate,
    fee_percent: q.fee_percent,
    blockchain,
  };
}
