/**
 * @jest-environment node
 *
 * The status sets screens use: what to do next on /transaction, and the statuses in which the flow waits
 * for the person; both subsets of the 12 statuses of spec §4.
 */
import {
  isWaitingForPerson,
  NEXT_STEP_STATUSES,
  nextStepStatus,
  TRANSACTION_STATUSES,
  WAITING_FOR_PERSON_STATUSES,
} from './statuses';

describe('status sets', () => {
  it('lists only statuses of spec §4', () => {
    for (const status of [...NEXT_STEP_STATUSES, ...WAITING_FOR_PERSON_STATUSES])
      expect(TRANSACTION_STATUSES).toContain(status);
  });

  it('gives the next step for pending_user* statuses only', () => {
    expect(TRANSACTION_STATUSES.filter((s) => nextStepStatus(s) !== null)).toEqual([
      'pending_user_transfer_start',
      'pending_user_transfer_complete',
      'pending_user',
    ]);
    expect(nextStepStatus('bogus')).toBeNull();
  });

  it('says when the transaction waits for the person after the transfer step', () => {
    expect(TRANSACTION_STATUSES.filter(isWaitingForPerson)).toEqual([
      'pending_user_transfer_complete',
      'pending_user',
      'pending_trust',
    ]);
    expect(isWaitingForPerson('pending_user_transfer_start')).toBe(false);
  });
});
