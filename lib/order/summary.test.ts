/** @jest-environment node */
import type { OrderDraft } from './draft-fields';
import { orderSummaryAmounts } from './summary';

const buy: OrderDraft = { mode: 'on-ramp', fiat: 'BRL', blockchain: 'stellar', side: 'in', amount: '250' };

describe('orderSummaryAmounts', () => {
  it('takes both amounts from a quote, each in its currency', () => {
    expect(orderSummaryAmounts(buy, { amount_in: '250.00', amount_out: '44.5412345' })).toEqual({
      pay: { amount: '250.00', code: 'BRL' },
      get: { amount: '44.5412345', code: 'USDC' },
    });
    expect(orderSummaryAmounts({ ...buy, mode: 'off-ramp' }, { amount_in: '25', amount_out: '120.10' })).toEqual({
      pay: { amount: '25', code: 'USDC' },
      get: { amount: '120.10', code: 'BRL' },
    });
  });

  it('without a quote, shows the amount typed on its side only', () => {
    expect(orderSummaryAmounts(buy)).toEqual({ pay: { amount: '250', code: 'BRL' } });
    expect(orderSummaryAmounts({ ...buy, side: 'out', amount: '1,5' })).toEqual({
      get: { amount: '1.5', code: 'USDC' },
    });
    expect(orderSummaryAmounts({ ...buy, mode: 'off-ramp', side: 'out', amount: '80' })).toEqual({
      get: { amount: '80', code: 'BRL' },
    });
  });

  it('shows nothing without an order, a currency or an amount that is one', () => {
    expect(orderSummaryAmounts(null)).toBeNull();
    expect(orderSummaryAmounts({ ...buy, fiat: undefined })).toBeNull();
    expect(orderSummaryAmounts({ ...buy, amount: 'abc' })).toBeNull();
    expect(orderSummaryAmounts({ ...buy, amount: '' })).toBeNull();
  });
});
