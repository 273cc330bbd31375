/**
 * Transaction status lists of spec §4 — the one module that holds them (DESIGN.md "One source for each fact").
 * Screens (issue #4), the sandbox seed and tests import from here.
 */

/** The 12 SEP-24 transaction status values the product uses (spec §4). */
export const TRANSACTION_STATUSES = [
  'incomplete',
  'pending_user_transfer_start',
  'pending_user_transfer_complete',
  'pending_anchor',
  'pending_external',
  'pending_user',
  'pending_stellar',
  'pending_trust',
  'error',
  'completed',
  'refunded',
  'expired',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** The 12 extra status codes of spec §4. */
export const EXTRA_STATUS_CODES = [
  'fpf-expired',
  'h2h-refunded',
  'fpf-refunded',
  'h2h-processing',
  'fpf-created-for-refund',
  'kyc_started',
  'post-kyc-started',
  'fpf-limit-outrange',
  'fpf-error',
  'h2h-limit-outrange',
  'h2h-error',
  'h2h-expired',
] as const;
export type ExtraStatusCode = (typeof EXTRA_STATUS_CODES)[number];

/** Transaction kinds (spec §3). */
export const TRANSACTION_KINDS = ['deposit', 'withdrawal'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Blockchains (spec §3). */
export const BLOCKCHAINS = ['stellar', 'tron', 'ethereum'] as const;
export type Blockchain = (typeof BLOCKCHAINS)[number];

/**
 * Statuses after which a transaction no longer changes by itself (SEP-24 "final" statuses among the 12 of
 * spec §4): the interactive flow stops following the status there and sends the wallet's `callback`.
 */
export const FINAL_STATUSES = ['completed', 'refunded', 'expired', 'error'] as const satisfies readonly TransactionStatus[];

/** Whether `status` is final ({@link FINAL_STATUSES}); unknown values are not. */
export function isFinalStatus(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}
