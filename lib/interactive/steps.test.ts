/** The interactive flow's steps and when it stops polling. */
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import { flowPosition, shouldPoll } from './steps';

describe('flowPosition', () => {
  it('places every status of spec §4 on a step', () => {
    const steps = Object.fromEntries(TRANSACTION_STATUSES.map((s) => [s, flowPosition(s).step]));
    expect(steps).toEqual({
      incomplete: 'confirm',
      pending_user_transfer_start: 'transfer',
      pending_user_transfer_complete: 'processing',
      pending_anchor: 'processing',
      pending_external: 'processing',
      pending_user: 'processing',
      pending_stellar: 'processing',
      pending_trust: 'processing',
      error: 'done',
      completed: 'done',
      refunded: 'done',
      expired: 'done',
    });
  });

  it('gives the outcome of final statuses only', () => {
    expect(flowPosition('completed')).toEqual({ step: 'done', index: 3, outcome: 'completed' });
    expect(flowPosition('error').outcome).toBe('failed');
    expect(flowPosition('expired').outcome).toBe('expired');
    expect(flowPosition('refunded').outcome).toBe('refunded');
    expect(flowPosition('pending_anchor').outcome).toBeNull();
    expect(flowPosition('something_new')).toEqual({ step: 'processing', index: 2, outcome: null });
  });
});

describe('shouldPoll', () => {
  it('polls until the status is final', () => {
    expect(TRANSACTION_STATUSES.filter(shouldPoll)).toEqual(
      TRANSACTION_STATUSES.filter((s) => !['completed', 'error', 'expired', 'refunded'].includes(s)),
    );
  });
});
