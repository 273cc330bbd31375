/**
 * Pay currency and pay amount of a transaction (spec §3), as decimal strings (never floats).
 *
 * - Pay currency: "the part after the colon of the out-asset for a deposit, and of the in-asset otherwise".
 *   Assets are `code:issuer` strings (`details.amount_in_asset`, `details.amount_out_asset`).
 * - Pay amount: "amount_in, or amount_out if amount_in is absent".
 *
 * Note for screens: the sandbox (sandbox/api/store.ts) writes fiat as `iso4217:BRL` and crypto as
 * `USDC:<issuer>`, fiat being the in-asset of a deposit. With that data the §3 pay currency of a deposit is
 * the USDC issuer account, not a currency code, so screens that label amounts use {@link assetCode} on the
 * asset the amount is actually denominated in ({@link amountsOf}).
 */
import type { Transaction } from '@/lib/api/schemas';

type PayFields = Pick<Transaction, 'kind' | 'details'>;
type AmountFields = Pick<Transaction, 'amount_in' | 'amount_out'>;

/** The part of an asset after its first colon (`iso4217:BRL` → `BRL`); the whole string when it has none. */
export function partAfterColon(asset: string): string {
  const i = asset.indexOf(':');
  return i < 0 ? asset : asset.slice(i + 1);
}

/**
 * Pay currency of spec §3: the part after the colon of `amount_out_asset` for a deposit, of `amount_in_asset`
 * for any other kind (a withdrawal).
 */
export function payCurrency(tx: PayFields): string {
  const asset = tx.kind === 'deposit' ? tx.details.amount_out_asset : tx.details.amount_in_asset;
  return partAfterColon(asset);
}

/**
 * Pay amount of spec §3: `amount_in`, or `amount_out` when `amount_in` is absent (null, undefined or empty).
 * @returns the decimal string, or `null` when neither amount is known.
 */
export function payAmount(tx: AmountFields): string | null {
  if (tx.amount_in) return tx.amount_in;
  if (tx.amount_out) return tx.amount_out;
  return null;
}

/** Asset-scheme prefixes of SEP-38 asset names (`iso4217:BRL`, `stellar:USDC:G…`). */
const SCHEMES = new Set(['iso4217', 'stellar']);

/**
 * The currency code to show for an asset: `iso4217:BRL` → `BRL`, `stellar:USDC:G…` → `USDC`,
 * `USDC:G…` (code:issuer) → `USDC`, `USDC` → `USDC`.
 */
export function assetCode(asset: string): string {
  const parts = asset.split(':');
  if (parts.length > 1 && SCHEMES.has(parts[0]!.toLowerCase())) return parts[1] || asset;
  return parts[0] || asset;
}

/** One side of a transaction: a decimal-string amount with the code of the asset it is in. */
export interface AmountWithCode {
  amount: string;
  code: string;
}

/**
 * What was paid in and what comes out of a transaction, each with the code of its own asset; a side whose
 * amount is absent is `null`.
 */
export function amountsOf(tx: Pick<Transaction, 'amount_in' | 'amount_out' | 'details'>): {
  in: AmountWithCode | null;
  out: AmountWithCode | null;
} {
  return {
    in: tx.amount_in ? { amount: tx.amount_in, code: assetCode(tx.details.amount_in_asset) } : null,
    out: tx.amount_out ? { amount: tx.amount_out, code: assetCode(tx.details.amount_out_asset) } : null,
  };
}

/**
 * The pay amount of spec §3 ({@link payAmount}) labelled with the code of the asset it is denominated in
 * (in-asset for amount_in, out-asset for amount_out), for screens; `null` when neither amount is known.
 */
export function payAmountWithCode(
  tx: Pick<Transaction, 'amount_in' | 'amount_out' | 'details'>,
): AmountWithCode | null {
  // amountsOf gives `in` exactly when amount_in is present, so this is payAmount's choice.
  const { in: paid, out } = amountsOf(tx);
  return paid ?? out;
}
