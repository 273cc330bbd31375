/**
 * The words of the final step that depend on the kind of the order and on its outcome together (spec §2
 * /final-step, §4 "Final step"), in the tense that fits the state:
 * - the title, the sentence on the money and what happens next come from `outcome.<kind>.<outcome>` of the
 *   `finalStep` messages;
 * - the amounts: a purchase pays fiat ("You pay" while waiting, "You paid" once paid), a sale sends USDC ("You
 *   send" / "You sent"); what comes out is "You receive" until the order is completed, then "You received"; an
 *   order that ended without going through (refunded, expired) shows its amount only, as "Order amount";
 * - where a sale's money is paid out: "Paid out to" once completed, "To be paid out to" before.
 * Pure: keys only, the screen translates them.
 */
import type { TransactionKind } from '@/lib/domain/kinds';
import type { FinalStepOutcome } from './final-step-outcome';

/** The outcomes the final step renders (status error has gone to /error first, spec §4). */
export type RenderedOutcome = Exclude<FinalStepOutcome, 'failed'>;

/** Label of the amount the person pays (a purchase) or sends (a sale). */
export type PaidLabelKey =
  | 'amounts.youPay'
  | 'amounts.youPaid'
  | 'amounts.youSend'
  | 'amounts.youSent'
  | 'amounts.orderAmount';

/** Label of the amount the person gets. */
export type ReceivedLabelKey = 'amounts.youReceive' | 'amounts.youReceived';

/** Label of the row that says where a sale's money is paid out. */
export type PayoutLabelKey = 'payout.paidOutTo' | 'payout.toBePaidOutTo';

/** The message keys of one final screen. */
export interface FinalStepLabels {
  /** Prefix of `title`, `body` and `next`: `outcome.<kind>.<outcome>`. */
  outcome: `outcome.${TransactionKind}.${RenderedOutcome}`;
  /** The amount paid or sent. */
  paid: PaidLabelKey;
  /** The amount that comes out; `null` when the order ended without it (refunded, expired). */
  received: ReceivedLabelKey | null;
  /** Where the money is paid out; `null` for a purchase and for a sale that ended without a payout. */
  payout: PayoutLabelKey | null;
}

/** Has the person already paid or sent, in this outcome? `null`: the outcome does not tell (so no tense). */
const PAID: Record<RenderedOutcome, boolean | null> = {
  awaitingPayment: false,
  processing: true,
  completed: true,
  actionRequired: null,
  refunded: null,
  expired: null,
  unknown: null,
};

/** Outcomes after which nothing comes out: the order ended without going through. */
const ENDED_WITHOUT_PAYOUT: ReadonlySet<RenderedOutcome> = new Set(['refunded', 'expired']);

function paidLabel(kind: TransactionKind, paid: boolean | null): PaidLabelKey {
  if (paid === null) return 'amounts.orderAmount';
  if (kind === 'withdrawal') return paid ? 'amounts.youSent' : 'amounts.youSend';
  return paid ? 'amounts.youPaid' : 'amounts.youPay';
}

/**
 * The message keys of the final step for an order of `kind` in `outcome`.
 * @param kind the transaction's kind (deposit: buy USDC with fiat; withdrawal: sell USDC for fiat).
 * @param outcome the outcome family of its status (lib/transactions/final-step-outcome).
 */
export function finalStepLabels(kind: TransactionKind, outcome: RenderedOutcome): FinalStepLabels {
  const ended = ENDED_WITHOUT_PAYOUT.has(outcome);
  const done = outcome === 'completed';
  return {
    outcome: `outcome.${kind}.${outcome}`,
    paid: paidLabel(kind, PAID[outcome]),
    received: ended ? null : done ? 'amounts.youReceived' : 'amounts.youReceive',
    payout: kind !== 'withdrawal' || ended ? null : done ? 'payout.paidOutTo' : 'payout.toBePaidOutTo',
  };
}
