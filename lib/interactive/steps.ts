/**
 * The interactive flow's progress as the person sees it (SEP-24 statuses of spec §4): four steps
 * (confirm, your transfer, processing, done) and the outcome once the status is final. Pure module.
 */
import { isFinalStatus } from '@/lib/domain/statuses';

/** How often the flow asks for the status while it is not final (ms; TanStack Query refetchInterval). */
export const POLL_INTERVAL_MS = 2_000;

/** The steps, in order. */
export const FLOW_STEPS = ['confirm', 'transfer', 'processing', 'done'] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** How a finished transaction ended. */
export type FlowOutcome = 'completed' | 'failed' | 'expired' | 'refunded';

/** Where a transaction is in the flow. */
export interface FlowPosition {
  /** The step the person is on (index into FLOW_STEPS). */
  step: FlowStep;
  index: number;
  /** Set once the status is final. */
  outcome: FlowOutcome | null;
}

const OUTCOME: Record<string, FlowOutcome> = {
  completed: 'completed',
  error: 'failed',
  expired: 'expired',
  refunded: 'refunded',
};

/**
 * The position of a status: `incomplete` → confirm; `pending_user_transfer_start` → transfer (the person pays or
 * sends); final statuses → done with their outcome; every other status (the anchor's pending_*, pending_user,
 * unknown values) → processing.
 */
export function flowPosition(status: string): FlowPosition {
  const step: FlowStep =
    status === 'incomplete'
      ? 'confirm'
      : status === 'pending_user_transfer_start'
        ? 'transfer'
        : isFinalStatus(status)
          ? 'done'
          : 'processing';
  return { step, index: FLOW_STEPS.indexOf(step), outcome: OUTCOME[status] ?? null };
}

/** Whether the flow keeps polling the status: every status that is not final. */
export function shouldPoll(status: string): boolean {
  return !isFinalStatus(status);
}
