import { directionOf, moneySideOf, sidesOf } from './sides';

const details = (amount_in_asset: string, amount_out_asset: string) => ({ amount_in_asset, amount_out_asset });

describe('sidesOf (spec §3: which side is fiat and which crypto)', () => {
  it('a deposit takes fiat in and sends crypto out', () => {
    expect(sidesOf({ kind: 'deposit', details: details('iso4217:BRL', 'USDC:GBBD') })).toEqual({
      fiat: { asset: 'iso4217:BRL', code: 'BRL', side: 'in' },
      crypto: { asset: 'USDC:GBBD', code: 'USDC', side: 'out' },
    });
  });

  it('a withdrawal takes crypto in and pays fiat out', () => {
    expect(sidesOf({ kind: 'withdrawal', details: details('USDC:GBBD', 'iso4217:EUR') })).toEqual({
      fiat: { asset: 'iso4217:EUR', code: 'EUR', side: 'out' },
      crypto: { asset: 'USDC:GBBD', code: 'USDC', side: 'in' },
    });
  });

  it('directions: deposit → on-ramp, withdrawal → off-ramp', () => {
    expect([directionOf('deposit'), directionOf('withdrawal')]).toEqual(['on-ramp', 'off-ramp']);
  });
});

describe('moneySideOf (how each side rounds on screen)', () => {
  it('a purchase pays fiat (up) and gets USDC (down); a sale sends USDC (up) and gets fiat (down)', () => {
    expect([moneySideOf('deposit', 'fiat'), moneySideOf('deposit', 'crypto')]).toEqual(['pay', 'get']);
    expect([moneySideOf('withdrawal', 'crypto'), moneySideOf('withdrawal', 'fiat')]).toEqual(['pay', 'get']);
  });
});
