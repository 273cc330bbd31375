/**
 * @jest-environment node
 */
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import { isRefundable } from './refund';

it('offers a refund only from error, expired and pending_user', () => {
  expect(TRANSACTION_STATUSES.filter(isRefundable)).toEqual(['pending_user', 'error', 'expired']);
  expect(isRefundable('refunded')).toBe(false);
  expect(isRefundable('whatever')).toBe(false);
});
