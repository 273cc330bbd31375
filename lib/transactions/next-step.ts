/**
 * What the person has to do next about one of their transactions, or that there is nothing to do (spec §4 statuses
 * and extra codes), for /transactions and /transaction. A status that waits for the person leads to the one thing
 * that moves it on; one that does not says so, and is not marked as needing action:
 *
 * | status (kind, extra code)                          | step       | where it leads                               |
 * | -------------------------------------------------- | ---------- | -------------------------------------------- |
 * | incomplete, kyc_started                            | `verify`   | /kyc, then back to the transaction           |
 * | incomplete, post-kyc-started                       | `review`   | nothing to do: the identity check is running |
 * | incomplete, otherwise                              | `finish`   | /interactive-flow of the transaction         |
 * | pending_user_transfer_start, deposit               | `pay`      | the payment details on /transaction          |
 * | pending_user_transfer_start, withdrawal            | `send`     | /final-step (address, QR code, memo)         |
 * | pending_user_transfer_start, past its deadline     | `payLate`, `sendLate` | nothing: the time has passed |
 * | pending_user_transfer_complete, withdrawal         | `collect`  | the payout's reference                       |
 * | pending_user_transfer_complete, deposit            | `wait`     | SEP-24 uses it for withdrawals only          |
 * | pending_user                                       | `respond`  | the message, the e-mail, the refund          |
 * | pending_trust, deposit on stellar                  | `trust`    | the wallet: accept USDC (a trustline)        |
 * | pending_anchor, pending_external, pending_stellar  | `wait`     | nothing to do                                |
 * | pending_trust, otherwise                           | `wait`     | nothing to do                                |
 * | completed                                          | `done`     | what happened                                |
 * | error, expired, refunded                           | `ended`    | what happened (and the refund where allowed) |
 *
 * An extra code that says the order failed or was refunded (lib/transactions/status-labels EXTRA_STATUS_KIND) leaves
 * nothing to do either. The deadline is that of GET /transaction-info's payment details (`expires_at`): only
 * /transaction has it; the list does not know it. Pure module.
 */
import type { Blockchain } from '@/lib/domain/blockchains';
import type { TransactionKind } from '@/lib/domain/kinds';
import { isFinalStatus, type ExtraStatusCode } from '@/lib/domain/statuses';
import { kycPath } from '@/lib/kyc/flow';
import { transactionPath } from './links';

/** Steps in which the person has something to do: shown as needing action. */
export const ACTION_STEPS = ['verify', 'finish', 'pay', 'send', 'collect', 'respond', 'trust'] as const;

/** Steps with nothing to do. */
export const QUIET_STEPS = ['review', 'payLate', 'sendLate', 'wait', 'done', 'ended'] as const;

export type ActionStep = (typeof ACTION_STEPS)[number];
export type NextStep = ActionStep | (typeof QUIET_STEPS)[number];

/** What the rule reads of a transaction (a transaction of the API, or a row of the list). */
export interface NextStepFacts {
  kind: TransactionKind;
  status: string;
  extraStatus?: string | null;
  blockchain: Blockchain;
}

/** The deadline of the person's payment or transfer, and the time to compare it with. */
export interface Deadline {
  /** ISO 8601; absent or unreadable: no deadline known. */
  expiresAt: string | null | undefined;
  /** Milliseconds since the epoch. */
  now: number;
}

/** Extra codes that say the order failed or was refunded: nothing is left for the person to do. */
const ENDING_EXTRA_CODES: ReadonlySet<string> = new Set<ExtraStatusCode>([
  'fpf-expired',
  'h2h-expired',
  'fpf-error',
  'h2h-error',
  'fpf-limit-outrange',
  'h2h-limit-outrange',
  'fpf-refunded',
  'h2h-refunded',
]);

/**
 * Whether a deadline has passed at `now`.
 * @param expiresAt ISO 8601; absent or unreadable: false (no known deadline, nothing to say).
 * @param now milliseconds since the epoch.
 */
export function isPastDeadline(expiresAt: string | null | undefined, now: number): boolean {
  if (!expiresAt) return false;
  const at = Date.parse(expiresAt);
  return !Number.isNaN(at) && at <= now;
}

/**
 * The next step of a transaction (see the module comment's table).
 * @param tx its kind, status, extra code and blockchain.
 * @param deadline the payment details' deadline, when known: a pending_user_transfer_start past it has nothing left
 *   to do.
 */
export function nextStepOf(tx: NextStepFacts, deadline?: Deadline): NextStep {
  const buy = tx.kind === 'deposit';
  if (!isFinalStatus(tx.status) && tx.extraStatus && ENDING_EXTRA_CODES.has(tx.extraStatus)) return 'wait';
  switch (tx.status) {
    case 'incomplete':
      if (tx.extraStatus === 'kyc_started') return 'verify';
      return tx.extraStatus === 'post-kyc-started' ? 'review' : 'finish';
    case 'pending_user_transfer_start': {
      const late = deadline ? isPastDeadline(deadline.expiresAt, deadline.now) : false;
      if (buy) return late ? 'payLate' : 'pay';
      return late ? 'sendLate' : 'send';
    }
    case 'pending_user_transfer_complete':
      return buy ? 'wait' : 'collect';
    case 'pending_user':
      return 'respond';
    case 'pending_trust':
      // Only a Stellar account must trust an asset to receive it, and only a purchase sends USDC to the wallet.
      return buy && tx.blockchain === 'stellar' ? 'trust' : 'wait';
    case 'completed':
      return 'done';
    case 'error':
    case 'expired':
    case 'refunded':
      return 'ended';
    default:
      return 'wait';
  }
}

/** Whether the person has something to do in `step` (the "needs action" mark). */
export function needsAction(step: NextStep): step is ActionStep {
  return (ACTION_STEPS as readonly string[]).includes(step);
}

/** Whether `step` waits for the payment details of GET /transaction-info (the deadline, the payout's reference). */
export function stepNeedsPaymentDetails(step: NextStep): boolean {
  return step === 'pay' || step === 'send' || step === 'collect';
}

/**
 * Where a step's action is, when it is on another screen: /kyc (coming back to the transaction), the interactive
 * flow, the final step. `null`: the action is on /transaction itself (payment details, refund) or in the wallet.
 * @param step the transaction's next step.
 * @param id its SEP-24 guid.
 */
export function actionHref(step: NextStep, id: string): string | null {
  if (step === 'verify') return kycPath(transactionPath(id));
  if (step === 'finish') return `/interactive-flow?${new URLSearchParams({ 'interactive-id': id }).toString()}`;
  if (step === 'send') return `/final-step?${new URLSearchParams({ id }).toString()}`;
  return null;
}
