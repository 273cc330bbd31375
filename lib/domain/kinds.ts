/**
 * Transaction kinds (spec §3 enumeration "Transaction kind"): a deposit is an on-ramp order, a withdrawal an
 * off-ramp one (lib/transactions/sides reads the direction of a kind). The one list of them. No imports: every
 * folder of lib/ may use it.
 */

/** Transaction kinds of spec §3. */
export const TRANSACTION_KINDS = ['deposit', 'withdrawal'] as const;

/** One of {@link TRANSACTION_KINDS} (spec §3). */
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
