/**
 * @jest-environment node
 */
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { PROGRESS_STEPS, progressOf, progressStepOf } from './progress';

describe('progressStepOf (where a status stands on its kind’s path)', () => {
  it('follows the sandbox’s paths of both kinds', () => {
    const deposit = ['incomplete', 'pending_user_transfer_start', 'pending_anchor', 'pending_stellar', 'completed'];
    const withdrawal = ['incomplete', 'pending_user_transfer_start', 'pending_anchor', 'pending_external', 'completed'];
    expect(deposit.map((s) => progressStepOf('deposit', s))).toEqual([...PROGRESS_STEPS]);
    expect(withdrawal.map((s) => progressStepOf('withdrawal', s))).toEqual([...PROGRESS_STEPS]);
  });

  it('puts the statuses that wait on the way on the step they hold up', () => {
    expect(progressStepOf('deposit', 'pending_user')).toBe('confirm');
    expect(progressStepOf('deposit', 'pending_trust')).toBe('deliver');
    expect(progressStepOf('deposit', 'pending_external')).toBe('confirm');
    expect(progressStepOf('withdrawal', 'pending_stellar')).toBe('confirm');
    expect(progressStepOf('withdrawal', 'pending_user_transfer_complete')).toBe('deliver');
  });

  it('has no place for an order that ended without going through, or an unknown status', () => {
    for (const status of ['error', 'expired', 'refunded', 'something_new', 'constructor', 'toString'])
      expect(progressStepOf('deposit', status)).toBeNull();
  });
});

describe('progressOf', () => {
  it('marks the steps behind, the current one and those ahead', () => {
    expect(progressOf('withdrawal', 'pending_anchor')?.map((s) => s.state)).toEqual([
      'behind',
      'behind',
      'current',
      'ahead',
      'ahead',
    ]);
    expect(progressOf('deposit', 'completed')?.at(-1)).toEqual({ step: 'done', state: 'current' });
    expect(progressOf('deposit', 'expired')).toBeNull();
  });

  it.each([
    ['en', en],
    ['pt', pt],
  ] as const)('every step of both kinds has its %s words, and every status of spec §4 a place or none', (_, m) => {
    for (const kind of ['deposit', 'withdrawal'] as const)
      for (const step of PROGRESS_STEPS) expect(m.transactions.detail.progress[kind][step]).toBeTruthy();
    for (const status of TRANSACTION_STATUSES) expect(() => progressOf('deposit', status)).not.toThrow();
  });
});
