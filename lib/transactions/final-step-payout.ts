/**
 * Where a sale's money is paid out, for the final step's "Paid out to" row (spec §4 "Final step": say what happens
 * next and where the money goes). A withdrawal carries the `payout` its order gave (`{method, ...fields}`,
 * lib/payout; the product's own field, spec §7 does not show the off-ramp body). Read defensively: a known method
 * with every one of its fields as non-empty text is a payout; anything else is none (the row is left out).
 */
import type { Payout } from '@/lib/payout/methods';
import { isCompletePayout, isRecord, readPayout } from '@/lib/payout/read';

/**
 * The payout of a transaction.
 * @param transaction the transaction as the screen has it (any shape).
 * @returns the payout with its method's fields only, or `null` when there is none or it is incomplete.
 */
export function payoutOf(transaction: unknown): Payout | null {
  const payout = isRecord(transaction) ? readPayout(transaction.payout) : undefined;
  return payout && isCompletePayout(payout) ? payout : null;
}
