/**
 * @jest-environment node
 */
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { ROW_TITLE_KEYS, rowTitleKey } from './row-title';

describe('rowTitleKey (a row in the person’s words, by kind × status)', () => {
  it.each([
    ['deposit', 'completed', 'bought'],
    ['withdrawal', 'completed', 'sold'],
    ['deposit', 'pending_user_transfer_start', 'buying'],
    ['withdrawal', 'pending_anchor', 'selling'],
    ['deposit', 'incomplete', 'buying'],
    ['withdrawal', 'pending_user_transfer_complete', 'selling'],
    ['deposit', 'refunded', 'purchase'],
    ['deposit', 'expired', 'purchase'],
    ['withdrawal', 'error', 'sale'],
    ['withdrawal', 'refunded', 'sale'],
    // A status outside spec §4's list is not final: the order may still move.
    ['deposit', 'something_new', 'buying'],
  ] as const)('%s in %s → %s', (kind, status, key) => {
    expect(rowTitleKey(kind, status)).toBe(key);
  });

  it('gives every status of spec §4 a title for both kinds', () => {
    for (const status of TRANSACTION_STATUSES) {
      expect(ROW_TITLE_KEYS).toContain(rowTitleKey('deposit', status));
      expect(ROW_TITLE_KEYS).toContain(rowTitleKey('withdrawal', status));
    }
  });

  it.each([
    ['en', en.transactions.row, { bought: 'Bought 89.10 USDC', selling: 'Selling 89.10 USDC' }],
    ['pt', pt.transactions.row, { bought: 'Comprou 89.10 USDC', selling: 'Vendendo 89.10 USDC' }],
  ] as const)('every title has its %s words, with the amount in them', (_, row, samples) => {
    for (const key of ROW_TITLE_KEYS) expect(row[key]).toContain('{amount}');
    for (const [key, text] of Object.entries(samples)) {
      expect(row[key as keyof typeof row].replace('{amount}', '89.10 USDC')).toBe(text);
    }
  });
});
