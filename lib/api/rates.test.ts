/**
 * @jest-environment node
 *
 * The GET /rates schema (lib/api/rates.ts): the limits of a row and the expiry and network fee of a quote are
 * optional, so an API without them still parses; when present they are read, and checked.
 */
import { ratesSchema } from './rates';

const row = {
  payment_currency: 'BRL',
  crypto_currency: 'USDC',
  crypto_asset: 'USDC:G',
  buy_rate: '5.5556',
  sell_rate: '5.5000',
  fee_percent: '1.00',
};
const quote = { mode: 'on-ramp', amount_in: '100.00', amount_out: '17.8198574', fee: '1.00', rate: '5.5556' };

describe('ratesSchema', () => {
  it('parses an answer without limits, expiry or network fee (an API that has none)', () => {
    const parsed = ratesSchema.parse({ rates: [row], quote });
    expect(parsed.rates[0]).toEqual(row);
    expect(parsed.quote).toEqual(quote);
  });

  it('reads the limits of a row and the expiry and network fee of a quote', () => {
    const parsed = ratesSchema.parse({
      rates: [{ ...row, min_amount: '10.00', max_amount: '50000.00' }],
      quote: {
        ...quote,
        network_fee: '0.0100000',
        quoted_at: '2026-05-10T12:00:00.000Z',
        expires_at: '2026-05-10T12:01:00+00:00',
      },
    });
    expect(parsed.rates[0]).toMatchObject({ min_amount: '10.00', max_amount: '50000.00' });
    expect(parsed.quote).toMatchObject({
      network_fee: '0.0100000',
      quoted_at: '2026-05-10T12:00:00.000Z',
      expires_at: '2026-05-10T12:01:00+00:00',
    });
  });

  it('takes null for an absent value', () => {
    const parsed = ratesSchema.parse({
      rates: [{ ...row, min_amount: null, max_amount: null }],
      quote: { ...quote, network_fee: null, expires_at: null, quoted_at: null },
    });
    expect(parsed.quote?.expires_at).toBeNull();
  });

  it.each([
    ['a limit that is not a decimal string', { rates: [{ ...row, min_amount: 10 }] }],
    ['a negative limit', { rates: [{ ...row, max_amount: '-1' }] }],
    ['an expiry that is not ISO 8601', { rates: [row], quote: { ...quote, expires_at: 'in a minute' } }],
    ['an expiry without its offset', { rates: [row], quote: { ...quote, expires_at: '2026-05-10T12:01:00' } }],
    ['a network fee as a number', { rates: [row], quote: { ...quote, network_fee: 0.01 } }],
  ])('refuses %s', (_what, answer) => {
    expect(ratesSchema.safeParse(answer).success).toBe(false);
  });
});
