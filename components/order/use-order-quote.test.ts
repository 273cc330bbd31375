/** @jest-environment node */
import type { QuoteQuery, Rates } from '@/lib/api/rates';
import { computeQuote } from '@/lib/order/quote';
import { quoteFromAnswer } from './use-order-quote';

const row = {
  payment_currency: 'BRL',
  crypto_currency: 'USDC',
  crypto_asset: 'USDC:G',
  buy_rate: '5.5556',
  sell_rate: '5.5000',
  fee_percent: '1.00',
};
const query: QuoteQuery = {
  mode: 'on-ramp',
  payment_currency: 'BRL',
  crypto_currency: 'USDC',
  blockchain: 'stellar',
  side: 'in',
  amount: '100',
};

describe('quoteFromAnswer', () => {
  it("uses the API's quote", () => {
    const answer: Rates = {
      rates: [row],
      quote: {
        mode: 'on-ramp',
        amount_in: '100.00',
        amount_out: '17.8198574',
        fee: '1.00',
        rate: '5.5556',
        fee_percent: '1.00',
      },
    };
    expect(quoteFromAnswer(answer, query)).toEqual({
      mode: 'on-ramp',
      side: 'in',
      blockchain: 'stellar',
      amount_in: '100.00',
      amount_out: '17.8198574',
      fee: '1.00',
      rate: '5.5556',
      fee_percent: '1.00',
    });
  });

  it("keeps the API quote's network fee", () => {
    const answer: Rates = {
      rates: [row],
      quote: {
        mode: 'on-ramp',
        amount_in: '100.00',
        amount_out: '17.8098574',
        fee: '1.00',
        rate: '5.5556',
        network_fee: '0.0100000',
        expires_at: '2026-05-10T12:01:00.000Z',
      },
    };
    expect(quoteFromAnswer(answer, query)).toMatchObject({ amount_out: '17.8098574', network_fee: '0.0100000' });
  });

  it('computes the quote from the rate row when the answer has none', () => {
    expect(quoteFromAnswer({ rates: [row] }, { ...query, side: 'out', amount: '10' })).toEqual(
      computeQuote({ mode: 'on-ramp', rate: row, blockchain: 'stellar', side: 'out', amount: '10' }),
    );
  });

  it('gives nothing for a currency without a rate, or a quote of the other direction without a row', () => {
    expect(quoteFromAnswer({ rates: [row] }, { ...query, payment_currency: 'EUR' })).toBeNull();
    expect(
      quoteFromAnswer(
        { rates: [], quote: { mode: 'off-ramp', amount_in: '1', amount_out: '1', fee: '0', rate: '1' } },
        query,
      ),
    ).toBeNull();
  });
});
