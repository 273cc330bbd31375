/**
 * @jest-environment node
 */
import { EXTRA_STATUS_CODES, TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {
  EXTRA_STATUS_KIND,
  STATUS_KIND,
  STATUS_VISUAL_KINDS,
  extraStatusKey,
  statusDisplay,
  statusKey,
} from './status-labels';

type Tree = { [key: string]: string | Tree };
function lookup(tree: Tree, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
}

describe.each([
  ['en', en as unknown as Tree],
  ['pt', pt as unknown as Tree],
])('status labels in %s (spec §4)', (_lang, messages) => {
  it.each([...TRANSACTION_STATUSES])('status %s has a label', (status) => {
    const label = lookup(messages, `transactions.${statusKey(status)}`);
    expect(typeof label).toBe('string');
    expect((label as string).trim()).not.toBe('');
  });
  it.each([...EXTRA_STATUS_CODES])('extra code %s has a label', (code) => {
    const label = lookup(messages, `transactions.${extraStatusKey(code)}`);
    expect(typeof label).toBe('string');
    expect((label as string).trim()).not.toBe('');
  });
  it.each([...STATUS_VISUAL_KINDS, 'unknown'])('visual kind %s has a label', (kind) => {
    expect(
      typeof lookup(messages, kind === 'unknown' ? 'transactions.status.unknown' : `transactions.visualKind.${kind}`),
    ).toBe('string');
  });
});

describe('status lists', () => {
  it('holds 12 statuses and 12 extra codes, each with a visual kind', () => {
    expect(TRANSACTION_STATUSES).toHaveLength(12);
    expect(EXTRA_STATUS_CODES).toHaveLength(12);
    expect(Object.keys(STATUS_KIND).sort()).toEqual([...TRANSACTION_STATUSES].sort());
    expect(Object.keys(EXTRA_STATUS_KIND).sort()).toEqual([...EXTRA_STATUS_CODES].sort());
  });

  it('gives every visual kind to at least one status or code', () => {
    const used = new Set([...Object.values(STATUS_KIND), ...Object.values(EXTRA_STATUS_KIND)]);
    expect([...used].sort()).toEqual([...STATUS_VISUAL_KINDS].sort());
  });

  it('lets a known extra code decide the visual kind', () => {
    expect(statusDisplay('error', 'fpf-refunded')).toEqual({
      key: 'status.error',
      kind: 'refunded',
      extraKey: 'extraStatus.fpf-refunded',
    });
    expect(statusDisplay('completed')).toEqual({ key: 'status.completed', kind: 'done', extraKey: null });
    expect(statusDisplay('pending_user', 'nonsense')).toEqual({
      key: 'status.pending_user',
      kind: 'needsAction',
      extraKey: null,
    });
    expect(statusDisplay('weird')).toEqual({ key: 'status.unknown', kind: 'inProgress', extraKey: null });
  });
});

describe('the needs-action mark follows the next step (lib/transactions/next-step)', () => {
  it('marks a status that leads to an action, and only that', () => {
    expect(statusDisplay('incomplete', 'kyc_started', 'verify').kind).toBe('needsAction');
    expect(statusDisplay('pending_anchor', null, 'respond').kind).toBe('needsAction');
    // Nothing to do: in progress, not "needs action".
    expect(statusDisplay('pending_user_transfer_complete', null, 'wait').kind).toBe('inProgress');
    expect(statusDisplay('pending_user_transfer_start', null, 'sendLate').kind).toBe('inProgress');
    expect(statusDisplay('incomplete', 'post-kyc-started', 'review').kind).toBe('inProgress');
    // Other kinds stay as they are.
    expect(statusDisplay('completed', null, 'done').kind).toBe('done');
    expect(statusDisplay('error', 'fpf-refunded', 'ended').kind).toBe('refunded');
    expect(statusDisplay('expired', null, 'ended').kind).toBe('failed');
  });
});

describe('statusDisplay: a sale in its own words', () => {
  it('words the transfer statuses of a withdrawal as a sale, a deposit as a buy', () => {
    expect(statusDisplay('pending_user_transfer_start', null, undefined, 'withdrawal').key).toBe(
      'statusSale.pending_user_transfer_start',
    );
    expect(statusDisplay('pending_user_transfer_start', null, undefined, 'deposit').key).toBe(
      'status.pending_user_transfer_start',
    );
    expect(statusDisplay('pending_user_transfer_complete', null, undefined, 'withdrawal').key).toBe(
      'statusSale.pending_user_transfer_complete',
    );
    expect(statusDisplay('completed', null, undefined, 'withdrawal').key).toBe('status.completed');
  });
});
