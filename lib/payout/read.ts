/**
 * A payout read from untrusted JSON (the orderFormData cookie, a transaction's `payout`): the product's own field,
 * spec §7 does not show the POST /off-ramp body. Plain checks, no zod: the order form's first step reads its cookie
 * with this.
 */
import { PAYOUT_FIELDS, PAYOUT_METHODS, type Payout, type PayoutMethod } from './methods';

/** Longest text kept per payout field (a longer value is not one the form made). */
export const MAX_PAYOUT_FIELD = 80;

/** True for a JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a payout: an object with a known method (else undefined); each field of that method that is not text of at
 * most {@link MAX_PAYOUT_FIELD} characters reads as empty; other fields are left out.
 * @param value anything.
 */
export function readPayout(value: unknown): Payout | undefined {
  if (!isRecord(value) || !(PAYOUT_METHODS as readonly unknown[]).includes(value.method)) return undefined;
  const method = value.method as PayoutMethod;
  const payout: Record<string, string> = { method };
  for (const field of PAYOUT_FIELDS[method]) {
    const text = value[field];
    payout[field] = typeof text === 'string' && text.length <= MAX_PAYOUT_FIELD ? text : '';
  }
  return payout as Payout;
}

/** True when every field of the payout's method has text (a payout an order was made with). */
export function isCompletePayout(payout: Payout): boolean {
  return PAYOUT_FIELDS[payout.method].every((field) => (payout as Record<string, string>)[field]!.trim() !== '');
}
