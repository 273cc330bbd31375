/**
 * @jest-environment node
 */
import { amountsOf, assetCode, partAfterColon, payAmount, payAmountWithCode, payCurrency } from './pay';

const details = (amount_in_asset: string, amount_out_asset: string) => ({
  details: { amount_in_asset, amount_out_asset },
});

describe('payCurrency (spec §3)', () => {
  it('takes the part after the colon of the out-asset for a deposit', () => {
    expect(payCurrency({ kind: 'deposit', ...details('stellar:USDC', 'iso4217:BRL') })).toBe('BRL');
    expect(payCurrency({ kind: 'deposit', ...details('iso4217:EUR', 'USDC:GBBD47') })).toBe('GBBD47');
  });

  it('takes the part after the colon of the in-asset for a withdrawal', () => {
    expect(payCurrency({ kind: 'withdrawal', ...details('iso4217:USD', 'stellar:USDC') })).toBe('USD');
    expect(payCurrency({ kind: 'withdrawal', ...details('USDC:GBBD47', 'iso4217:BRL') })).toBe('GBBD47');
  });

  it('keeps everything after the first colon, and the whole asset when there is no colon', () => {
    expect(partAfterColon('stellar:USDC:GBBD47')).toBe('USDC:GBBD47');
    expect(partAfterColon('BRL')).toBe('BRL');
    expect(partAfterColon('BRL:')).toBe('');
  });
});

describe('payAmount (spec §3)', () => {
  it('is amount_in when present, as the same decimal string', () => {
    expect(payAmount({ amount_in: '100.10', amount_out: '17.82' })).toBe('100.10');
    expect(payAmount({ amount_in: '0.000001', amount_out: '1' })).toBe('0.000001');
  });

  it.each([null, undefined, ''])('is amount_out when amount_in is %p', (amount_in) => {
    expect(payAmount({ amount_in, amount_out: '17.82' })).toBe('17.82');
  });

  it('is null when neither amount is known', () => {
    expect(payAmount({ amount_in: null, amount_out: null })).toBeNull();
    expect(payAmount({})).toBeNull();
  });
});

describe('assetCode and amountsOf (labels of amounts on screens)', () => {
  it.each([
    ['iso4217:BRL', 'BRL'],
    ['stellar:USDC:GBBD47', 'USDC'],
    ['USDC:GBBD47', 'USDC'],
    ['USDC', 'USDC'],
  ])('%s → %s', (asset, code) => {
    expect(assetCode(asset)).toBe(code);
  });

  it('pairs each amount with the code of its own asset', () => {
    expect(amountsOf({ amount_in: '100.00', amount_out: '17.82', ...details('iso4217:BRL', 'USDC:G') })).toEqual({
      in: { amount: '100.00', code: 'BRL' },
      out: { amount: '17.82', code: 'USDC' },
    });
    expect(amountsOf({ amount_in: null, amount_out: '5', ...details('USDC:G', 'iso4217:EUR') })).toEqual({
      in: null,
      out: { amount: '5', code: 'EUR' },
    });
  });
});

describe('payAmountWithCode', () => {
  it('labels the §3 pay amount with the code of the asset it is in', () => {
    expect(
      payAmountWithCode({ amount_in: '100.00', amount_out: '17.82', ...details('iso4217:BRL', 'USDC:G') }),
    ).toEqual({ amount: '100.00', code: 'BRL' });
    expect(payAmountWithCode({ amount_in: null, amount_out: '17.82', ...details('iso4217:BRL', 'USDC:G') })).toEqual({
      amount: '17.82',
      code: 'USDC',
    });
    expect(payAmountWithCode({ amount_in: null, amount_out: null, ...details('iso4217:BRL', 'USDC:G') })).toBeNull();
  });
});
