import type { Transaction } from '@/lib/api/schemas';
import { announce, subscribe, type Announcement } from './bus';

const tx = { id: 't1', status: 'completed' } as Transaction;

describe('announcement bus', () => {
  it('keeps announcements made before the bridge subscribed, then delivers live ones', () => {
    announce({ type: 'transaction', transaction: tx, final: true });
    const received: Announcement[] = [];
    const off = subscribe((a) => received.push(a));
    expect(received).toEqual([{ type: 'transaction', transaction: tx, final: true }]);
    announce({ type: 'close_request', reason: 'user' });
    expect(received).toHaveLength(2);
    off();
    announce({ type: 'close_request', reason: 'done' });
    expect(received).toHaveLength(2);
    // Kept for the next subscriber.
    const later: Announcement[] = [];
    subscribe((a) => later.push(a))();
    expect(later).toEqual([{ type: 'close_request', reason: 'done' }]);
  });
});
