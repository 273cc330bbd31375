/**
 * @jest-environment node
 */
import { BLOCKCHAINS } from '@/lib/domain/blockchains';
import { TRANSACTION_KINDS } from '@/lib/domain/kinds';
import { EXTRA_STATUS_CODES, TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import {
  ACTION_STEPS,
  QUIET_STEPS,
  actionHref,
  isPastDeadline,
  needsAction,
  nextStepOf,
  stepNeedsPaymentDetails,
  type NextStepFacts,
} from './next-step';

const tx = (patch: Partial<NextStepFacts> = {}): NextStepFacts => ({
  kind: 'deposit',
  status: 'pending_anchor',
  extraStatus: null,
  blockchain: 'stellar',
  ...patch,
});

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

describe('nextStepOf (the action per status)', () => {
  it.each([
    [tx({ status: 'incomplete', extraStatus: 'kyc_started' }), 'verify'],
    [tx({ status: 'incomplete', extraStatus: 'post-kyc-started' }), 'review'],
    [tx({ status: 'incomplete' }), 'finish'],
    [tx({ status: 'pending_user_transfer_start' }), 'pay'],
    [tx({ status: 'pending_user_transfer_start', kind: 'withdrawal' }), 'send'],
    [tx({ status: 'pending_user_transfer_complete', kind: 'withdrawal' }), 'collect'],
    [tx({ status: 'pending_user_transfer_complete' }), 'wait'],
    [tx({ status: 'pending_user' }), 'respond'],
    [tx({ status: 'pending_trust' }), 'trust'],
    [tx({ status: 'pending_trust', blockchain: 'tron' }), 'wait'],
    [tx({ status: 'pending_trust', kind: 'withdrawal' }), 'wait'],
    [tx({ status: 'pending_anchor' }), 'wait'],
    [tx({ status: 'pending_external', kind: 'withdrawal' }), 'wait'],
    [tx({ status: 'pending_stellar' }), 'wait'],
    [tx({ status: 'completed' }), 'done'],
    [tx({ status: 'error' }), 'ended'],
    [tx({ status: 'expired', kind: 'withdrawal' }), 'ended'],
    [tx({ status: 'refunded' }), 'ended'],
    [tx({ status: 'something_new' }), 'wait'],
  ])('%j → %s', (facts, step) => {
    expect(nextStepOf(facts)).toBe(step);
  });

  it('leaves nothing to do once an extra code says the order failed or was refunded', () => {
    expect(nextStepOf(tx({ status: 'pending_user_transfer_start', extraStatus: 'fpf-expired' }))).toBe('wait');
    expect(nextStepOf(tx({ status: 'pending_user', extraStatus: 'h2h-refunded' }))).toBe('wait');
    expect(nextStepOf(tx({ status: 'error', extraStatus: 'fpf-error' }))).toBe('ended');
    // A code that says something is under way changes nothing.
    expect(nextStepOf(tx({ status: 'pending_user_transfer_start', extraStatus: 'h2h-processing' }))).toBe('pay');
  });

  it('says the time has passed once the deadline to pay or send is behind, and nothing else changes', () => {
    const passed = { expiresAt: '2026-03-01T11:59:00.000Z', now: NOW };
    const ahead = { expiresAt: '2026-03-01T12:30:00.000Z', now: NOW };
    expect(nextStepOf(tx({ status: 'pending_user_transfer_start' }), passed)).toBe('payLate');
    expect(nextStepOf(tx({ status: 'pending_user_transfer_start', kind: 'withdrawal' }), passed)).toBe('sendLate');
    expect(nextStepOf(tx({ status: 'pending_user_transfer_start', kind: 'withdrawal' }), ahead)).toBe('send');
    expect(nextStepOf(tx({ status: 'pending_user_transfer_start' }), { expiresAt: null, now: NOW })).toBe('pay');
    expect(nextStepOf(tx({ status: 'pending_anchor' }), passed)).toBe('wait');
  });

  it('gives every status × kind × blockchain × extra code a step', () => {
    const steps = new Set<string>([...ACTION_STEPS, ...QUIET_STEPS]);
    for (const status of TRANSACTION_STATUSES)
      for (const kind of TRANSACTION_KINDS)
        for (const blockchain of BLOCKCHAINS)
          for (const extraStatus of [null, ...EXTRA_STATUS_CODES])
            expect(steps).toContain(nextStepOf({ kind, status, blockchain, extraStatus }));
  });
});

describe('isPastDeadline', () => {
  it('is true at and after the deadline, false before it, without one, or with an unreadable one', () => {
    expect(isPastDeadline('2026-03-01T12:00:00.000Z', NOW)).toBe(true);
    expect(isPastDeadline('2026-02-23T10:39:00.000Z', NOW)).toBe(true);
    expect(isPastDeadline('2026-03-01T12:00:01.000Z', NOW)).toBe(false);
    expect(isPastDeadline(null, NOW)).toBe(false);
    expect(isPastDeadline(undefined, NOW)).toBe(false);
    expect(isPastDeadline('not a time', NOW)).toBe(false);
  });
});

describe('needsAction, stepNeedsPaymentDetails', () => {
  it('marks only the steps with something to do', () => {
    expect(ACTION_STEPS.filter(needsAction)).toEqual([...ACTION_STEPS]);
    expect(QUIET_STEPS.filter(needsAction)).toEqual([]);
  });

  it('waits for the payment details only where they say how (pay, send: the deadline; collect: the payout)', () => {
    expect([...ACTION_STEPS, ...QUIET_STEPS].filter(stepNeedsPaymentDetails)).toEqual(['pay', 'send', 'collect']);
  });
});

describe('actionHref (where each action is)', () => {
  const id = '9e745229-620b-4c0c-aecb-f2e31638ca06';
  it('leads to /kyc and back, to the interactive flow, to the final step', () => {
    expect(actionHref('verify', id)).toBe(`/kyc?next=${encodeURIComponent(`/transaction?id=${id}`)}`);
    expect(actionHref('finish', id)).toBe(`/interactive-flow?interactive-id=${id}`);
    expect(actionHref('send', id)).toBe(`/final-step?id=${id}`);
  });

  it('has no link where the action is on /transaction itself or in the wallet, or nothing is to do', () => {
    for (const step of ['pay', 'collect', 'respond', 'trust', ...QUIET_STEPS] as const) {
      expect(actionHref(step, id)).toBeNull();
    }
  });
});
