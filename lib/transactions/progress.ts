/**
 * Where a transaction stands on its kind's path, for the progress of /transaction. The product API gives only the
 * current status (no history), so the screen shows the path of that kind of order with the current step marked: the
 * steps before it are behind the order (the path has no other way to reach it), the ones after it ahead.
 *
 * The path (sandbox/README.md "advance": deposit incomplete → pending_user_transfer_start → pending_anchor →
 * pending_stellar → completed; withdrawal … → pending_anchor → pending_external → completed), in the person's words:
 * the order is placed, the person pays (a purchase) or sends the USDC (a sale), the payment or USDC is confirmed, the
 * USDC goes to the wallet (a purchase) or the money is paid out (a sale), done. The other statuses that wait on the
 * way sit on the step they hold up. An order that ended without going through (error, expired, refunded) or a status
 * outside spec §4's list has no place on the path: the screen then says only where it is now. Pure module.
 */
import type { TransactionKind } from '@/lib/domain/kinds';

/** The steps of an order's path, in order (message keys of `transactions.detail.progress.<kind>`). */
export const PROGRESS_STEPS = ['placed', 'transfer', 'confirm', 'deliver', 'done'] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];

/** Each step's state on the screen. */
export type ProgressState = 'behind' | 'current' | 'ahead';

/** The step of each status on the path, where it is the same for both kinds. */
const STEP: Readonly<Record<string, ProgressStep>> = {
  incomplete: 'placed',
  pending_user_transfer_start: 'transfer',
  pending_anchor: 'confirm',
  pending_user: 'confirm',
  completed: 'done',
};

/** The statuses whose step depends on the kind: [a purchase's, a sale's]. */
const STEP_BY_KIND: Readonly<Record<string, readonly [ProgressStep, ProgressStep]>> = {
  // A purchase's fiat payment confirmed by the payment network; a sale's money paid out through it.
  pending_external: ['confirm', 'deliver'],
  // A purchase's USDC on its way to the wallet; a sale's USDC arriving from the wallet.
  pending_stellar: ['deliver', 'confirm'],
  // The wallet must accept USDC before it can receive it.
  pending_trust: ['deliver', 'deliver'],
  // SEP-24: a sale's money ready to collect; a purchase's payment received.
  pending_user_transfer_complete: ['confirm', 'deliver'],
};

/**
 * The step a status holds on its kind's path, or null when it has none (ended without going through, unknown).
 * @param kind the transaction's kind.
 * @param status its status.
 */
export function progressStepOf(kind: TransactionKind, status: string): ProgressStep | null {
  const byKind = Object.hasOwn(STEP_BY_KIND, status) ? STEP_BY_KIND[status] : undefined;
  if (byKind) return byKind[kind === 'deposit' ? 0 : 1];
  return Object.hasOwn(STEP, status) ? STEP[status]! : null;
}

/**
 * The path with each step's state: the current status's step `current` (a completed order's last step too), those
 * before it `behind`, those after it `ahead`; null when the status has no place on the path.
 */
export function progressOf(
  kind: TransactionKind,
  status: string,
): Array<{ step: ProgressStep; state: ProgressState }> | null {
  const current = progressStepOf(kind, status);
  if (!current) return null;
  const at = PROGRESS_STEPS.indexOf(current);
  return PROGRESS_STEPS.map((step, i) => ({ step, state: i < at ? 'behind' : i === at ? 'current' : 'ahead' }));
}
