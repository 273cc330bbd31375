/** @jest-environment node */
import type { OrderDraft } from './draft-fields';
import { payoutFits } from './payout-fits';
import {
  compareDecimals,
  limitError,
  limitsOf,
  quoteLimitError,
  validateAmount,
  validateOrder,
  type AmountLimits,
} from './rules';

const BRL: AmountLimits = { min_amount: '10.00', max_amount: '50000.00' };

const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  mode: 'on-ramp',
  fiat: 'BRL',
  blockchain: 'stellar',
  side: 'in',
  amount: '100',
  address: `G${'A'.repeat(55)}`,
  ...patch,
});

describe('compareDecimals', () => {
  it.each([
    ['10', '10.00', 0],
    ['010.5', '10.50', 0],
    ['9.99', '10', -1],
    ['10.01', '10', 1],
    ['123456789', '50000.00', 1],
    ['0.0000001', '0', 1],
    ['50000.00', '50000.000001', -1],
  ])('%s vs %s → %i', (a, b, expected) => expect(compareDecimals(a, b)).toBe(expected));

  it('refuses what is not a decimal string', () => {
    expect(() => compareDecimals('1,5', '1')).toThrow('not decimal strings');
  });
});

describe('limitError: the fiat side within the currency’s limits, both inclusive', () => {
  it.each([
    ['1', 'amountBelowMin'],
    ['9.99', 'amountBelowMin'],
    ['10', undefined],
    ['100', undefined],
    ['50000.00', undefined],
    ['50000.01', 'amountAboveMax'],
    ['123456789', 'amountAboveMax'],
  ])('%s BRL → %s', (amount, key) => expect(limitError(amount, BRL)).toBe(key));

  it('sets no limit without limits, or for one the API leaves out or sends unreadable', () => {
    expect(limitError('1', undefined)).toBeUndefined();
    expect(limitError('1', { max_amount: '100' })).toBeUndefined();
    expect(limitError('1000', { min_amount: '10', max_amount: null })).toBeUndefined();
    expect(limitError('1', { min_amount: 'ten' })).toBeUndefined();
  });
});

describe('quoteLimitError: the fiat side of a quote', () => {
  it('buying: what is paid (amount in)', () => {
    expect(quoteLimitError({ mode: 'on-ramp', amount_in: '5.56', amount_out: '1.0000000' }, BRL)).toBe(
      'amountBelowMin',
    );
    expect(quoteLimitError({ mode: 'on-ramp', amount_in: '55.56', amount_out: '10.0000000' }, BRL)).toBeUndefined();
  });

  it('selling: what is received (amount out)', () => {
    expect(quoteLimitError({ mode: 'off-ramp', amount_in: '1.0000000', amount_out: '5.44' }, BRL)).toBe(
      'amountBelowMin',
    );
    expect(quoteLimitError({ mode: 'off-ramp', amount_in: '10000.0000000', amount_out: '54450.00' }, BRL)).toBe(
      'amountAboveMax',
    );
  });
});

describe('limitsOf', () => {
  const rows = [
    { payment_currency: 'BRL', ...BRL },
    { payment_currency: 'USD', min_amount: '2.00' },
  ];
  it('gives the limits of the currency’s row, or undefined without one', () => {
    expect(limitsOf(rows, 'BRL')).toEqual(BRL);
    expect(limitsOf(rows, 'USD')).toEqual({ min_amount: '2.00', max_amount: undefined });
    expect(limitsOf(rows, 'EUR')).toBeUndefined();
    expect(limitsOf(rows, undefined)).toBeUndefined();
  });
});

describe('validateAmount with limits: checked when the fiat side was typed', () => {
  it('buying, typing what is paid: 1 and 123456789 BRL are refused, 100 BRL is not', () => {
    expect(validateAmount(draft({ amount: '1' }), BRL)).toEqual({ ok: false, errors: { amount: 'amountBelowMin' } });
    expect(validateAmount(draft({ amount: '123456789' }), BRL)).toEqual({
      ok: false,
      errors: { amount: 'amountAboveMax' },
    });
    expect(validateAmount(draft({ amount: '100' }), BRL).ok).toBe(true);
    // As typed in the language, with a decimal comma.
    expect(validateAmount(draft({ amount: '50000,01' }), BRL)).toEqual({
      ok: false,
      errors: { amount: 'amountAboveMax' },
    });
  });

  it('selling, typing what is received: the limits hold for it', () => {
    const sell = (amount: string) => draft({ mode: 'off-ramp', side: 'out', amount });
    expect(validateAmount(sell('5'), BRL)).toEqual({ ok: false, errors: { amount: 'amountBelowMin' } });
    expect(validateAmount(sell('60000'), BRL)).toEqual({ ok: false, errors: { amount: 'amountAboveMax' } });
    expect(validateAmount(sell('500'), BRL).ok).toBe(true);
  });

  it('typing the USDC side leaves the limits to the quote (its fiat value is not known yet)', () => {
    expect(validateAmount(draft({ side: 'out', amount: '0.5' }), BRL).ok).toBe(true);
    expect(validateAmount(draft({ mode: 'off-ramp', side: 'in', amount: '1' }), BRL).ok).toBe(true);
  });

  it('reports the first broken rule: the decimals before the limits; no limits, no limit', () => {
    expect(validateAmount(draft({ amount: '1.234' }), BRL)).toEqual({
      ok: false,
      errors: { amount: 'amountDecimals' },
    });
    expect(validateAmount(draft({ amount: '1' })).ok).toBe(true);
  });

  it('validateOrder holds the same limits', () => {
    expect(validateOrder(draft({ amount: '1' }), BRL, payoutFits)).toEqual({
      ok: false,
      errors: { amount: 'amountBelowMin' },
    });
    expect(validateOrder(draft(), BRL, payoutFits).ok).toBe(true);
  });
});
