/**
 * @jest-environment node
 */
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import { awaitsUsdcTransfer, finalStepOutcome, isErrorStatus, showsPaymentDetails } from './final-step-outcome';

describe('finalStepOutcome (spec §4 final step)', () => {
  it('gives every status of spec §4 a family, and only error fails', () => {
    for (const status of TRANSACTION_STATUSES) {
      expect(finalStepOutcome(status)).not.toBe('unknown');
      expect(isErrorStatus(status)).toBe(status === 'error');
    }
  });

  it.each([
    ['completed', 'completed'],
    ['refunded', 'refunded'],
    ['expired', 'expired'],
    ['incomplete', 'awaitingPayment'],
    ['pending_user_transfer_start', 'awaitingPayment'],
    ['pending_anchor', 'processing'],
    ['pending_stellar', 'processing'],
    ['pending_user', 'actionRequired'],
    ['Error', 'failed'],
    [' ERROR ', 'failed'],
    ['no_market', 'unknown'],
    ['toString', 'unknown'],
  ])('%s → %s', (status, outcome) => {
    expect(finalStepOutcome(status)).toBe(outcome);
  });

  it('shows payment details only while waiting for the payment', () => {
    expect(showsPaymentDetails('awaitingPayment')).toBe(true);
    expect(showsPaymentDetails('processing')).toBe(false);
    expect(showsPaymentDetails('completed')).toBe(false);
  });

  it.each([
    ['withdrawal', 'pending_user_transfer_start', true],
    ['withdrawal', ' Pending_User_Transfer_Start ', true],
    ['withdrawal', 'incomplete', false],
    ['withdrawal', 'pending_user_transfer_complete', false],
    ['deposit', 'pending_user_transfer_start', false],
  ])('a %s in %s waits for the USDC: %s', (kind, status, waits) => {
    expect(awaitsUsdcTransfer({ kind, status })).toBe(waits);
  });
});
