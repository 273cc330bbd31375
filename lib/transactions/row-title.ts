/**
 * A transaction in the person's words (/transactions rows, the title of /transaction): what they did with how much
 * USDC, in the tense of where the order stands. The flow says Buy and Sell, so the list does too:
 * - completed: "Bought 89.10 USDC" / "Sold 100.00 USDC";
 * - not final yet (every status but spec §4's final ones, and a status outside the list): "Buying …" / "Selling …";
 * - final without going through (error, expired, refunded): "Purchase of …" / "Sale of …", the status saying how it
 *   ended.
 * The amount is the USDC side (amount_out of a deposit, amount_in of a withdrawal, lib/transactions/sides), the asset
 * the person buys or sells. Pure: message keys of the `transactions.row` messages; the screen formats the amount.
 */
import type { TransactionKind } from '@/lib/domain/kinds';
import { isFinalStatus } from '@/lib/domain/statuses';

/** Message keys (in `transactions.row`) of a title; each takes `{amount}` ("89.10 USDC", or "USDC" when unknown). */
export const ROW_TITLE_KEYS = ['bought', 'buying', 'purchase', 'sold', 'selling', 'sale'] as const;
export type RowTitleKey = (typeof ROW_TITLE_KEYS)[number];

/**
 * The title of a transaction of `kind` in `status` (see the module comment).
 * @param kind deposit (the person buys USDC) or withdrawal (sells USDC).
 * @param status the transaction's status as the API gives it (spec §4).
 */
export function rowTitleKey(kind: TransactionKind, status: string): RowTitleKey {
  const buy = kind === 'deposit';
  if (status === 'completed') return buy ? 'bought' : 'sold';
  if (isFinalStatus(status)) return buy ? 'purchase' : 'sale';
  return buy ? 'buying' : 'selling';
}
