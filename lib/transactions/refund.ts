/**
 * When a refund may be asked for (PUT /user/transactions/{id}/refund). Decision: the statuses the
 * product API accepts a refund from, as documented by the sandbox (sandbox/README.md: "from error, expired,
 * pending_user; 409 otherwise") — a transaction that failed, expired, or waits for the person. Anything else
 * (in progress, completed, already refunded) shows no refund action.
 */
import type { TransactionStatus } from '@/lib/domain/statuses';

/** Statuses a refund can be requested from. */
export const REFUNDABLE_STATUSES: readonly TransactionStatus[] = ['error', 'expired', 'pending_user'];

/** Whether a transaction with this status may be refunded. */
export function isRefundable(status: string): boolean {
  return (REFUNDABLE_STATUSES as readonly string[]).includes(status);
}
