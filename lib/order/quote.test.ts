/** @jest-environment node */
import Big from 'big.js';
import { computeQuote, decimalsOf, isPayable, type QuoteRate } from './quote';

const BRL: QuoteRate = { buy_rate: '5.5556', sell_rate: '5.5000', fee_percent: '1.00' };
const USD: QuoteRate = { buy_rate: '1.0000', sell_rate: '0.9900', fee_percent: '1.00' };

describe('computeQuote, amount in given', () => {
  it('on-ramp: fee half-up on fiat, USDC out rounded down to 7 decimals on stellar', () => {
    // fee = 1 % of 100.00 = 1.00; out = 99.00 / 5.5556 = 17.81985744…
    expect(computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'stellar', side: 'in', amount: '100' })).toEqual({
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

  it('on-ramp on tron rounds USDC to 6 decimals', () => {
    expect(computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'tron', side: 'in', amount: '100' }).amount_out).toBe(
      '17.819857',
    );
  });

  it('rounds the fee half-up: 1 % of 0.50 is 0.005 → 0.01', () => {
    expect(computeQuote({ mode: 'on-ramp', rate: USD, blockchain: 'stellar', side: 'in', amount: '0.5' }).fee).toBe(
      '0.01',
    );
    expect(computeQuote({ mode: 'on-ramp', rate: USD, blockchain: 'stellar', side: 'in', amount: '0.49' }).fee).toBe(
      '0.00',
    );
  });

  it('off-ramp: USDC in, fiat out at the sell rate, fee on the fiat side, out rounded down', () => {
    // gross = 10 × 5.5 = 55.00; fee 0.55; out 54.45
    expect(
      computeQuote({ mode: 'off-ramp', rate: BRL, blockchain: 'stellar', side: 'in', amount: '10' }),
    ).toMatchObject({
      amount_in: '10.0000000',
      amount_out: '54.45',
      fee: '0.55',
      rate: '5.5000',
    });
    // gross = 0.123457 × 5.5 = 0.6790135; × 0.99 = 0.67222… → 0.67 (down); fee 0.0067901… → 0.01 (half-up)
    expect(
      computeQuote({ mode: 'off-ramp', rate: BRL, blockchain: 'tron', side: 'in', amount: '0.123457' }),
    ).toMatchObject({
      amount_in: '0.123457',
      amount_out: '0.67',
      fee: '0.01',
    });
  });

  it('no float error: 0.1 + 0.2 style amounts stay exact', () => {
    const q = computeQuote({
      mode: 'on-ramp',
      rate: { buy_rate: '1', sell_rate: '1', fee_percent: '0' },
      blockchain: 'tron',
      side: 'in',
      amount: '0.3',
    });
    expect(q.amount_out).toBe('0.300000');
  });

  it('an amount that does not cover the fee gives zero out and is not payable', () => {
    // 0.0099 / 100000 = 0.000000099 → 0.000000 on tron's 6 decimals
    const q = computeQuote({
      mode: 'on-ramp',
      rate: { ...USD, buy_rate: '100000' },
      blockchain: 'tron',
      side: 'in',
      amount: '0.01',
    });
    expect(q.amount_out).toBe('0.000000');
    expect(isPayable(q)).toBe(false);
    expect(isPayable(computeQuote({ mode: 'on-ramp', rate: USD, blockchain: 'tron', side: 'in', amount: '1' }))).toBe(
      true,
    );
  });
});

describe('computeQuote, amount out given', () => {
  it('on-ramp: the smallest fiat amount that buys at least the USDC asked for', () => {
    const q = computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'stellar', side: 'out', amount: '100' });
    expect(q.side).toBe('out');
    expect(q.amount_in).toBe('561.18');
    expect(new Big(q.amount_out).gte('100')).toBe(true);
    // one cent less is not enough
    const less = computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'stellar', side: 'in', amount: '561.17' });
    expect(new Big(less.amount_out).lt('100')).toBe(true);
  });

  it('off-ramp: the smallest USDC amount that pays out at least the fiat asked for', () => {
    const q = computeQuote({ mode: 'off-ramp', rate: BRL, blockchain: 'stellar', side: 'out', amount: '500' });
    expect(q.amount_out).toBe('500.00');
    const less = new Big(q.amount_in).minus('0.0000001').toFixed(7);
    expect(
      computeQuote({ mode: 'off-ramp', rate: BRL, blockchain: 'stellar', side: 'in', amount: less }).amount_out,
    ).toBe('499.99');
  });

  it('amount out grows with amount in (monotone), unit by unit', () => {
    let previous = new Big(0);
    for (let cents = 50000; cents < 50300; cents++) {
      const out = new Big(
        computeQuote({ mode: 'off-ramp', rate: BRL, blockchain: 'tron', side: 'in', amount: (cents / 1000).toFixed(3) })
          .amount_out,
      );
      expect(out.gte(previous)).toBe(true);
      previous = out;
    }
  });

  it('round trips: for many amounts, the forward quote of the derived amount in covers the request minimally', () => {
    const rates: QuoteRate[] = [BRL, USD, { buy_rate: '0.9259', sell_rate: '0.9167', fee_percent: '2.5' }];
    for (const rate of rates) {
      for (const mode of ['on-ramp', 'off-ramp'] as const) {
        for (const blockchain of ['stellar', 'tron'] as const) {
          for (const amount of ['0.01', '1', '7.77', '99.99', '1234.56']) {
            const q = computeQuote({ mode, rate, blockchain, side: 'out', amount });
            expect(new Big(q.amount_out).gte(amount)).toBe(true);
            const dp = decimalsOf(mode, 'in', blockchain);
            const smaller = new Big(q.amount_in).minus(new Big(1).div(new Big(10).pow(dp)));
            if (smaller.gt(0)) {
              const back = computeQuote({ mode, rate, blockchain, side: 'in', amount: smaller.toFixed(dp) });
              expect(new Big(back.amount_out).lt(amount)).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe('computeQuote with a network fee (USDC)', () => {
  it('on-ramp: taken from the USDC out; the fiat fee is unchanged', () => {
    // 99.00 / 5.5556 = 17.81985744… − 0.01 = 17.80985744… → 17.8098574
    expect(
      computeQuote({
        mode: 'on-ramp',
        rate: BRL,
        blockchain: 'stellar',
        side: 'in',
        amount: '100',
        network_fee: '0.01',
      }),
    ).toMatchObject({ amount_in: '100.00', amount_out: '17.8098574', fee: '1.00', network_fee: '0.0100000' });
  });

  it('off-ramp: taken from the USDC in before it is sold', () => {
    // (10 − 1) × 5.5 = 49.50 gross; fee 0.495 → 0.50; out 49.005 → 49.00
    expect(
      computeQuote({ mode: 'off-ramp', rate: BRL, blockchain: 'tron', side: 'in', amount: '10', network_fee: '1' }),
    ).toMatchObject({ amount_in: '10.000000', amount_out: '49.00', fee: '0.50', network_fee: '1.000000' });
  });

  it('an amount that does not cover the network fee gives zero out, never below', () => {
    const q = computeQuote({
      mode: 'on-ramp',
      rate: USD,
      blockchain: 'ethereum',
      side: 'in',
      amount: '1',
      network_fee: '1.5',
    });
    expect(q.amount_out).toBe('0.000000');
    expect(isPayable(q)).toBe(false);
  });

  it('amount out given: the smallest amount in that still delivers it after the network fee', () => {
    for (const mode of ['on-ramp', 'off-ramp'] as const) {
      for (const wanted of ['0.01', '1', '17.5', '999.99']) {
        const input = { mode, rate: BRL, blockchain: 'tron' as const, network_fee: '0.5' };
        const q = computeQuote({ ...input, side: 'out', amount: wanted });
        const unit = mode === 'on-ramp' ? '0.01' : '0.000001';
        expect(new Big(q.amount_out).gte(wanted)).toBe(true);
        const less = new Big(q.amount_in).minus(unit);
        if (less.gt(0)) {
          const below = computeQuote({ ...input, side: 'in', amount: less.toFixed() });
          expect(new Big(below.amount_out).lt(wanted)).toBe(true);
        }
      }
    }
  });

  it('leaves the quote as it was without one (no network_fee field)', () => {
    expect(
      computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'stellar', side: 'in', amount: '1' }),
    ).not.toHaveProperty('network_fee');
    expect(() =>
      computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'stellar', side: 'in', amount: '1', network_fee: '-1' }),
    ).toThrow('network_fee');
  });
});

describe('computeQuote refuses bad input', () => {
  it.each([
    ['0', 'in'],
    ['-1', 'in'],
    ['1e3', 'in'],
    ['abc', 'in'],
    ['10.123', 'in'], // fiat has 2 decimals on-ramp
    ['1.12345678', 'out'], // USDC has 7 on stellar
  ] as const)('amount %s (side %s)', (amount, side) => {
    expect(() => computeQuote({ mode: 'on-ramp', rate: BRL, blockchain: 'stellar', side, amount })).toThrow();
  });

  it('a rate that is not a decimal string, or a fee of 100 % or more', () => {
    expect(() =>
      computeQuote({
        mode: 'on-ramp',
        rate: { ...BRL, buy_rate: 'NaN' },
        blockchain: 'stellar',
        side: 'in',
        amount: '1',
      }),
    ).toThrow();
    expect(() =>
      computeQuote({
        mode: 'on-ramp',
        rate: { ...BRL, fee_percent: '100' },
        blockchain: 'stellar',
        side: 'out',
        amount: '1',
      }),
    ).toThrow();
    expect(() =>
      computeQuote({
        mode: 'on-ramp',
        rate: { ...BRL, buy_rate: '0' },
        blockchain: 'stellar',
        side: 'in',
        amount: '1',
      }),
    ).toThrow();
  });
});
