/**
 * Where a sale's money is paid out, for the final step's "Paid out to" row (spec §4 "Final step": say what
 * happens next and where the money goes). The product API may add a `payout` to a withdrawal,
 * `{ method: 'pix' | 'bank' | 'iban' | 'ach', summary?, … }`; its shape is not fixed yet, so this module reads it
 * as unknown data and keeps only what it can show: a non-empty string `summary` ("Pix · ana@example.com") and a
 * known `method`. Anything else is no payout (the row is left out).
 */

/** Payout methods the final step can name. */
export const PAYOUT_METHODS = ['pix', 'bank', 'iban', 'ach'] as const;

/** One of {@link PAYOUT_METHODS}. */
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

/** What the final step shows of a payout: its summary as given, else the name of its method. */
export type PayoutShown = { summary: string; method: PayoutMethod | null } | { summary: null; method: PayoutMethod };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The readable part of a transaction's `payout`.
 * @param transaction the transaction as the screen has it (any shape).
 * @returns the summary and/or known method, or `null` when there is no payout or nothing of it can be shown.
 */
export function payoutOf(transaction: unknown): PayoutShown | null {
  if (!isRecord(transaction) || !isRecord(transaction.payout)) return null;
  const { method, summary } = transaction.payout;
  const known = (PAYOUT_METHODS as readonly unknown[]).includes(method) ? (method as PayoutMethod) : null;
  const text = typeof summary === 'string' ? summary.trim() : '';
  if (text) return { summary: text, method: known };
  return known ? { summary: null, method: known } : null;
}
