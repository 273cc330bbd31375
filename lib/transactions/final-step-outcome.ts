/**
 * What the final step tells a person about their order (spec §4 "Final step": a transaction with status
 * Error goes to the error page, other statuses pass through): each status of spec §4 belongs to one outcome
 * family, which decides the title, the sentence on what happens next and the main action.
 */
import type { TransactionStatus } from '@/lib/domain/statuses';

/** Outcome families of the final step. `failed` is never rendered: the page redirects to /error first. */
export type FinalStepOutcome =
  | 'completed'
  | 'processing'
  | 'awaitingPayment'
  | 'actionRequired'
  | 'refunded'
  | 'expired'
  | 'failed'
  | 'unknown';

const FAMILY: Record<TransactionStatus, FinalStepOutcome> = {
  incomplete: 'awaitingPayment',
  pending_user_transfer_start: 'awaitingPayment',
  pending_user_transfer_complete: 'processing',
  pending_anchor: 'processing',
  pending_external: 'processing',
  pending_stellar: 'processing',
  pending_trust: 'processing',
  pending_user: 'actionRequired',
  error: 'failed',
  completed: 'completed',
  refunded: 'refunded',
  expired: 'expired',
};

/** The outcome family of a status (case-insensitive); `unknown` for a status outside spec §4's list. */
export function finalStepOutcome(status: string): FinalStepOutcome {
  const key = status.trim().toLowerCase();
  return Object.hasOwn(FAMILY, key) ? FAMILY[key as TransactionStatus] : 'unknown';
}

/** True for the status that sends the final step to the error page (spec §4, §8: "status Error"). */
export function isErrorStatus(status: string): boolean {
  return finalStepOutcome(status) === 'failed';
}

/** True when the person still has to pay, so the payment details are worth showing. */
export function showsPaymentDetails(outcome: FinalStepOutcome): boolean {
  return outcome === 'awaitingPayment';
}

/**
 * True when a sale waits for the person's USDC (status pending_user_transfer_start: the anchor waits for the person
 * to send the funds), so the final step says what to send, where and by when.
 * @param tx the transaction's kind and status (status case-insensitive, as {@link finalStepOutcome}).
 */
export function awaitsUsdcTransfer(tx: { kind: string; status: string }): boolean {
  return tx.kind === 'withdrawal' && tx.status.trim().toLowerCase() === 'pending_user_transfer_start';
}
