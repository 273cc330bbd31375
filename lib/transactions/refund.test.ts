/**
 * @jest-environment node
 */
import { isRefundable } from './refund';
import { TRANSACTION_STATUSES } from './statuses';

it('offers a refund only from error, expired and pending_user', () => {
  expect(TRANSACTION_STATUSES.filter(isRefundable)).toEqual(['pending_user', 'error', 'expired']);
  expect(isRefundable('refunded')).toBe(false);
  expect(isRefundable('whatever')).toBe(false);
});
