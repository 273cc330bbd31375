/** @jest-environment node */
import {
  accountStepHref,
  orderReturnOf,
  orderStepHref,
  parsePassed,
  passingThrough,
  type OrderReturn,
} from './journey-links';

describe('orderReturnOf', () => {
  it('is an order when `next` is a step of /order or /order-form, keeping its parameters but the step', () => {
    expect(orderReturnOf('/order?step=review')).toEqual({ path: '/order', step: 'review', kept: {}, passed: [] });
    expect(orderReturnOf('/order-form?return_to=https%3A%2F%2Fw.example%2Fx&via=billing&step=review')).toEqual({
      path: '/order-form',
      step: 'review',
      kept: { return_to: 'https://w.example/x', via: 'billing' },
      passed: ['billing'],
    });
    expect(orderReturnOf('/order')?.step).toBe('amount');
    expect(orderReturnOf('/order?step=nonsense')?.step).toBe('amount');
  });

  it('is no order for any other screen, or without `next`', () => {
    expect(orderReturnOf(null)).toBeNull();
    expect(orderReturnOf('/transactions')).toBeNull();
    expect(orderReturnOf('/order/x?step=review')).toBeNull();
    expect(orderReturnOf('/orders')).toBeNull();
  });
});

describe('parsePassed', () => {
  it('reads the account screens in the journey order, dropping what it does not know', () => {
    expect(parsePassed('identity.billing')).toEqual(['billing', 'identity']);
    expect(parsePassed('billing.amount.x')).toEqual(['billing']);
    expect(parsePassed(undefined)).toEqual([]);
    expect(parsePassed(['billing'])).toEqual([]);
  });
});

describe('passingThrough and orderStepHref', () => {
  const order: OrderReturn = { path: '/order', step: 'review', kept: { return_to: 'https://w.example/x' }, passed: [] };

  it('marks the order as having been through a screen, once, in the journey order', () => {
    const billed = passingThrough(order, 'billing');
    expect(orderStepHref(billed)).toBe('/order?return_to=https%3A%2F%2Fw.example%2Fx&via=billing&step=review');
    const both = passingThrough(passingThrough(billed, 'identity'), 'billing');
    expect(both.passed).toEqual(['billing', 'identity']);
    expect(orderStepHref(both)).toBe('/order?return_to=https%3A%2F%2Fw.example%2Fx&via=billing.identity&step=review');
  });

  it('leads to another step of the same order', () => {
    expect(orderStepHref(order, 'wallet')).toBe('/order?return_to=https%3A%2F%2Fw.example%2Fx&step=wallet');
    expect(orderStepHref({ ...order, kept: {} }, 'amount')).toBe('/order');
  });

  it('round-trips through an account screen: the next it passes on is read back as the same order', () => {
    const next = orderStepHref(passingThrough(order, 'billing'));
    expect(orderReturnOf(next)).toEqual({ ...order, kept: { ...order.kept, via: 'billing' }, passed: ['billing'] });
  });
});

describe('accountStepHref', () => {
  it('leads to /billing-details or /kyc (with the app’s verification setup), coming back to next', () => {
    expect(accountStepHref('billing', '/order?step=review')).toBe('/billing-details?next=%2Forder%3Fstep%3Dreview');
    expect(accountStepHref('identity', '/order?step=review')).toBe('/kyc?appId=ramp-web&next=%2Forder%3Fstep%3Dreview');
  });
});
