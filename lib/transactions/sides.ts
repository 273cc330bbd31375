/**
 * Which side of a transaction is fiat and which is crypto, decided once (spec §3): a deposit (on-ramp)
 * takes fiat in and sends crypto out; a withdrawal (off-ramp) takes crypto in and pays fiat out. Screens and rules
 * ask here instead of repeating `kind === 'deposit' ? … : …`. Pure module.
 */
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionKind } from '@/lib/domain/kinds';
import { assetCode } from './pay';

/** The order direction of a transaction kind: deposit → on-ramp, withdrawal → off-ramp. */
export function directionOf(kind: TransactionKind): 'on-ramp' | 'off-ramp' {
  return kind === 'deposit' ? 'on-ramp' : 'off-ramp';
}

/** One side of a transaction: its asset (`iso4217:BRL`, `USDC:G…`) and the code to show (`BRL`, `USDC`). */
export interface TransactionSide {
  asset: string;
  code: string;
  /** Whether this side is the transaction's in side (amount_in) or its out side (amount_out). */
  side: 'in' | 'out';
}

/** The fiat and the crypto side of a transaction. */
export interface TransactionSides {
  fiat: TransactionSide;
  crypto: TransactionSide;
}

/**
 * The fiat and crypto sides of a transaction from its kind and assets (deposit: in = fiat, out = crypto;
 * withdrawal: in = crypto, out = fiat).
 */
export function sidesOf(tx: Pick<Transaction, 'kind' | 'details'>): TransactionSides {
  const inSide: TransactionSide = {
    asset: tx.details.amount_in_asset,
    code: assetCode(tx.details.amount_in_asset),
    side: 'in',
  };
  const outSide: TransactionSide = {
    asset: tx.details.amount_out_asset,
    code: assetCode(tx.details.amount_out_asset),
    side: 'out',
  };
  return tx.kind === 'deposit' ? { fiat: inSide, crypto: outSide } : { fiat: outSide, crypto: inSide };
}

/**
 * How an amount of one side of a transaction rounds on screen (lib/money/format ROUNDING): what the person pays or
 * sends rounds up, what they get rounds down. A deposit pays fiat and gets crypto; a withdrawal sends crypto and gets
 * fiat.
 * @param kind the transaction's kind.
 * @param side which side's amount: its crypto (USDC) or its fiat.
 */
export function moneySideOf(kind: TransactionKind, side: 'crypto' | 'fiat'): 'pay' | 'get' {
  return (kind === 'deposit') === (side === 'fiat') ? 'pay' : 'get';
}
