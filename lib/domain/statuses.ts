/**
 * Transaction statuses of spec §4 — the one module that holds them: the 12 SEP-24 status values, the 12 extra
 * status codes, and the sets of them that screens act on. Screens, the sandbox seed and tests import from here. No
 * imports: every folder of lib/ may use it.
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

/** One of {@link TRANSACTION_STATUSES} (spec §4). */
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

/** One of {@link EXTRA_STATUS_CODES} (spec §4). */
export type ExtraStatusCode = (typeof EXTRA_STATUS_CODES)[number];

/**
 * Statuses after which a transaction no longer changes by itself (SEP-24 "final" statuses among the 12 of
 * spec §4): the interactive flow stops following the status there and sends the wallet's `callback`.
 */
export const FINAL_STATUSES = [
  'completed',
  'refunded',
  'expired',
  'error',
] as const satisfies readonly TransactionStatus[];

/** Whether `status` is final ({@link FINAL_STATUSES}, spec §4); unknown values are not. */
export function isFinalStatus(status: string): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status);
}

/**
 * Statuses of spec §4 where the person must do something next, shown as "What to do next" on /transaction: pay or
 * send (pending_user_transfer_start, with the payment details), collect the funds (pending_user_transfer_complete),
 * or answer the anchor (pending_user).
 */
export const NEXT_STEP_STATUSES = [
  'pending_user_transfer_start',
  'pending_user_transfer_complete',
  'pending_user',
] as const satisfies readonly TransactionStatus[];

/** One of {@link NEXT_STEP_STATUSES} (spec §4). */
export type NextStepStatus = (typeof NEXT_STEP_STATUSES)[number];

/** `status` as a {@link NextStepStatus} (spec §4), or null. */
export function nextStepStatus(status: string): NextStepStatus | null {
  return (NEXT_STEP_STATUSES as readonly string[]).includes(status) ? (status as NextStepStatus) : null;
}

/**
 * Statuses of spec §4 past the transfer step in which the transaction waits for the person (the interactive flow
 * shows them as a warning instead of "processing"): answer the anchor, collect the funds, add a trustline.
 */
export const WAITING_FOR_PERSON_STATUSES = [
  'pending_user',
  'pending_user_transfer_complete',
  'pending_trust',
] as const satisfies readonly TransactionStatus[];

/** Whether a transaction with this status waits for the person ({@link WAITING_FOR_PERSON_STATUSES}, spec §4). */
export function isWaitingForPerson(status: string): boolean {
  return (WAITING_FOR_PERSON_STATUSES as readonly string[]).includes(status);
}
