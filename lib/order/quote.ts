/**
 * Quote arithmetic of the order forms (amounts are decimal strings; spec §3 Enumerations, blockchain;
 * spec §9 "fees … per currency are not shown"): from a rate row of GET /rates, the amount the person pays
 * (amount in) gives the amount they receive (amount out), and back. Every value is a decimal STRING and every
 * step runs on big.js; no float ever touches an amount. Pure module: used by the order screens and by the
 * sandbox's GET /rates and POST on-/off-ramp, so the quote a person sees is the order the sandbox creates.
 *
 * Units
 * - on-ramp (buy): amount in = fiat, amount out = USDC. off-ramp (sell): amount in = USDC, amount out = fiat.
 * - `buy_rate` / `sell_rate`: fiat per 1 USDC when buying / selling. `fee_percent`: percent of the fiat side.
 * - The fee is always in fiat. The network fee, when the API quotes one, is in USDC: what sending on the
 *   blockchain costs, taken from the USDC side (the USDC out on-ramp, the USDC in before conversion off-ramp).
 *
 * Decimals (the smallest unit each side can carry)
 * - fiat: 2 ({@link FIAT_DECIMALS});
 * - USDC: 7 on stellar (the Stellar asset precision), 6 on tron and ethereum (the TRC-20 / ERC-20 token
 *   decimals) ({@link CRYPTO_DECIMALS}).
 *
 * Formulas (p = fee_percent / 100, n = network fee in USDC or 0, all exact until the final rounding; an amount out
 * below zero is zero)
 * - on-ramp:  amount_out = DOWN(amount_in × (1 − p) / buy_rate − n);   fee = HALF_UP(amount_in × p)
 * - off-ramp: amount_out = DOWN((amount_in − n) × sell_rate × (1 − p)); fee = HALF_UP((amount_in − n) × sell_rate × p)
 *
 * Rounding rules
 * - amount out: DOWN to its decimals (never promise more than is delivered). It is computed from the exact
 *   fee, so it grows with the amount in (monotone), which is what makes the reverse quote exact;
 * - fee: the exact percentage, shown half-up on fiat decimals (the usual commercial rounding);
 * - amount in derived from an amount out: the SMALLEST amount in, on its own decimals, whose forward quote
 *   gives at least the requested amount out (the person never pays for less than they asked; because amount
 *   in moves in whole units, the amount out may exceed the request by less than one unit of amount in,
 *   converted);
 * - typed amounts are never rounded: one with more decimals than its currency allows is refused
 *   ({@link hasAtMostDecimals}); the form says so.
 */
import Big from 'big.js';
import type { AmountSide } from '@/lib/domain/amounts';
import type { Blockchain } from '@/lib/domain/blockchains';
import type { RampDirection } from '@/lib/domain/directions';
import { CRYPTO_DECIMALS, FIAT_DECIMALS, decimalsOf, hasAtMostDecimals, isDecimalString } from './decimal';

// The string helpers and constants live in ./decimal (no big.js there); re-exported for the callers that quote.
export * from './decimal';

/** A big.js constructor of our own (20 decimal places for divisions), so no global setting leaks in or out. */
const D = Big();
D.DP = 20;
D.RM = Big.roundHalfUp;

/** The part of a GET /rates row the arithmetic needs (decimal strings). */
export interface QuoteRate {
  /** Fiat per 1 USDC when buying (on-ramp). */
  buy_rate: string;
  /** Fiat per 1 USDC when selling (off-ramp). */
  sell_rate: string;
  /** Fee in percent of the fiat side ("1.00" = 1 %). */
  fee_percent: string;
}

/** What to quote. */
export interface QuoteInput {
  mode: RampDirection;
  rate: QuoteRate;
  blockchain: Blockchain;
  /** Which amount `amount` is. */
  side: AmountSide;
  /** A positive decimal string, with at most the decimals of its side. */
  amount: string;
  /** The network fee in USDC (a decimal string), when the API quotes one; see the module comment. */
  network_fee?: string;
}

/** A quote: every amount a decimal string with the decimals of its currency. */
export interface Quote {
  mode: RampDirection;
  side: AmountSide;
  blockchain: Blockchain;
  /** What the person pays: fiat on-ramp, USDC off-ramp. */
  amount_in: string;
  /** What the person receives: USDC on-ramp, fiat off-ramp. */
  amount_out: string;
  /** The fee, in fiat. */
  fee: string;
  /** Fiat per 1 USDC applied (buy_rate on-ramp, sell_rate off-ramp). */
  rate: string;
  /** The fee percent applied. */
  fee_percent: string;
  /** The network fee in USDC, with the blockchain's decimals; present only when the input had one. */
  network_fee?: string;
}

function assertRate(rate: QuoteRate): void {
  for (const key of ['buy_rate', 'sell_rate', 'fee_percent'] as const) {
    if (!isDecimalString(rate[key])) throw new Error(`quote: ${key} is not a decimal string: ${rate[key]}`);
  }
  if (new D(rate.fee_percent).gte(100)) throw new Error('quote: fee_percent must be below 100');
  if (new D(rate.buy_rate).lte(0) || new D(rate.sell_rate).lte(0)) throw new Error('quote: rates must be positive');
}

/** The forward quote: from an amount in (exactly as given) to the fee and the amount out (module formulas). */
function forward(mode: RampDirection, rate: QuoteRate, blockchain: Blockchain, amountIn: Big, network: Big): Quote {
  const pct = new D(rate.fee_percent).div(100);
  const keep = new D(1).minus(pct);
  const crypto = CRYPTO_DECIMALS[blockchain];
  const onRamp = mode === 'on-ramp';
  const fiatIn = onRamp ? amountIn : maxZero(amountIn.minus(network)).times(rate.sell_rate);
  const exactOut = onRamp ? amountIn.times(keep).div(rate.buy_rate).minus(network) : fiatIn.times(keep);
  const outDp = onRamp ? crypto : FIAT_DECIMALS;
  return {
    mode,
    side: 'in',
    blockchain,
    amount_in: amountIn.toFixed(onRamp ? FIAT_DECIMALS : crypto),
    amount_out: maxZero(exactOut).round(outDp, Big.roundDown).toFixed(outDp),
    fee: fiatIn.times(pct).round(FIAT_DECIMALS, Big.roundHalfUp).toFixed(FIAT_DECIMALS),
    rate: onRamp ? rate.buy_rate : rate.sell_rate,
    fee_percent: rate.fee_percent,
  };
}

/** The value, or zero when it is below zero. */
function maxZero(value: Big): Big {
  return value.lt(0) ? new D(0) : value;
}

/**
 * Quotes an order (see the module comment for units and rounding).
 * @returns the quote; its amount_out may be "0.00…" for an amount too small to cover the fee (see
 *   {@link isPayable}).
 * @throws Error when the amount or the rate is not a positive decimal string, or has too many decimals.
 */
export function computeQuote(input: QuoteInput): Quote {
  const { mode, rate, blockchain, side, amount } = input;
  assertRate(rate);
  if (!isDecimalString(amount) || new D(amount).lte(0))
    throw new Error(`quote: amount must be a positive decimal string: ${amount}`);
  const dp = decimalsOf(mode, side, blockchain);
  if (!hasAtMostDecimals(amount, dp)) throw new Error(`quote: amount has more than ${dp} decimals: ${amount}`);
  if (input.network_fee !== undefined && !isDecimalString(input.network_fee))
    throw new Error(`quote: network_fee is not a decimal string: ${input.network_fee}`);
  const network = new D(input.network_fee ?? 0);
  const withNetworkFee = (q: Quote): Quote =>
    input.network_fee === undefined ? q : { ...q, network_fee: network.toFixed(CRYPTO_DECIMALS[blockchain]) };

  if (side === 'in') return withNetworkFee(forward(mode, rate, blockchain, new D(amount), network));

  // side 'out': the smallest amount in (on its own decimals) whose forward quote gives at least `amount`.
  // amount_out is monotone in amount_in, so rounding the exact inverse UP is that amount; the two bounded
  // loops only guard against the 20-place division rounding of the inverse.
  const wanted = new D(amount);
  const inDp = decimalsOf(mode, 'in', blockchain);
  const unit = new D(1).div(new D(10).pow(inDp));
  const keep = new D(1).minus(new D(rate.fee_percent).div(100));
  const exact =
    mode === 'on-ramp'
      ? wanted.plus(network).times(rate.buy_rate).div(keep)
      : wanted.div(new D(rate.sell_rate).times(keep)).plus(network);
  let candidate = exact.round(inDp, Big.roundUp);
  if (candidate.lt(unit)) candidate = unit;
  const outOf = (amountIn: Big) => new D(forward(mode, rate, blockchain, amountIn, network).amount_out);
  for (let i = 0; i < 5 && outOf(candidate).lt(wanted); i++) candidate = candidate.plus(unit);
  for (let i = 0; i < 5 && candidate.minus(unit).gte(unit) && outOf(candidate.minus(unit)).gte(wanted); i++) {
    candidate = candidate.minus(unit);
  }
  return withNetworkFee({ ...forward(mode, rate, blockchain, candidate, network), side: 'out' });
}

/** True when the quote delivers something (amount out above zero). */
export function isPayable(quote: Pick<Quote, 'amount_out'>): boolean {
  return new D(quote.amount_out).gt(0);
}
