/** @jest-environment node */
import { effectiveStep, stepHref } from './steps';

describe('stepHref', () => {
  it('puts the step in the query, keeps the return URL, drops prefill parameters', () => {
    expect(stepHref('/order', 'amount')).toBe('/order');
    expect(stepHref('/order', 'review')).toBe('/order?step=review');
    expect(stepHref('/order-form', 'wallet', { return_to: 'https://w.example/x', amount: '5' })).toBe(
      '/order-form?return_to=https%3A%2F%2Fw.example%2Fx&step=wallet',
    );
  });
});

describe('effectiveStep', () => {
  const all = { amount: true, wallet: true, signedIn: true };
  it('shows the step asked for when the earlier ones are done', () => {
    expect(effectiveStep('review', all)).toBe('review');
    expect(effectiveStep('wallet', all)).toBe('wallet');
    expect(effectiveStep('amount', all)).toBe('amount');
  });
  it('falls back to the first step not done, and to the wallet step for a visitor', () => {
    expect(effectiveStep('review', { ...all, amount: false })).toBe('amount');
    expect(effectiveStep('review', { ...all, wallet: false })).toBe('wallet');
    expect(effectiveStep('review', { ...all, signedIn: false })).toBe('wallet');
  });
});
