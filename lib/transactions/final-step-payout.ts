/**
 * Where a sale's money is paid out, for the final step's "Paid out to" row (spec §4 "Final step": say what happens
 * next and where the money goes). A withdrawal carries the `payout` its order gave (`{method, ...fields}`,
 * lib/payout; the product's own field, spec §7 does not show the off-ramp body). Read defensively: a known method
 * with every one of its fields as non-empty text is a payout; anything else is none (the row is left out).
 */
import { PAYOUT_FIELDS, PAYOUT_METHODS, type Payout, type PayoutMethod } from '@/lib/payout/methods';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The payout of a transaction.
 * @param transaction the transaction as the screen has it (any shape).
 * @returns the payout with its method's fields only, or `null` when there is none or it is incomplete.
 */
export function payoutOf(transaction: unknown): Payout | null {
  if (!isRecord(transaction) || !isRecord(transaction.payout)) return null;
  const { payout } = transaction;
  if (!(PAYOUT_METHODS as readonly unknown[]).includes(payout.method)) return null;
  const method = payout.method as PayoutMethod;
  const read: Record<string, string> = { method };
  for (const field of PAYOUT_FIELDS[method]) {
    const text = payout[field];
    if (typeof text !== 'string' || !text.trim()) return null;
    read[field] = text;
  }
  return read as Payout;
}
