/** @jest-environment node */
import { payoutGiven } from './payout';
import { payoutFits } from './payout-fits';

describe("a sell's payout: given (the steps' routing) and fits (Continue, Confirm)", () => {
  it.each([
    ['a currency without payout methods', 'ARS', { method: 'pix', pix_key: 'ana@example.com' }, 'unavailable'],
    ['none', 'BRL', undefined, 'required'],
    ['a method the currency does not offer', 'EUR', { method: 'pix', pix_key: 'ana@example.com' }, 'required'],
    ['an empty field', 'BRL', { method: 'bank', bank_code: '001', branch: ' ', account_number: '1' }, 'invalid'],
  ] as const)('both refuse %s', (_, fiat, payout, problem) => {
    expect(payoutGiven(fiat, payout)).toEqual({ problem });
    expect(payoutFits(fiat, payout)).toEqual({ problem });
  });

  it('a payout filled in but of the wrong shape is given, and does not fit', () => {
    const typed = { method: 'iban', iban: 'DE88 3704 0044 0532 0130 00' } as const;
    expect(payoutGiven('EUR', typed)).toEqual({ payout: typed });
    expect(payoutFits('EUR', typed)).toEqual({ problem: 'invalid' });
  });

  it('a payout that fits comes back normalised; given keeps it as typed', () => {
    const typed = { method: 'iban', iban: 'de89 3704 0044 0532 0130 00' } as const;
    expect(payoutGiven('EUR', typed)).toEqual({ payout: typed });
    expect(payoutFits('EUR', typed)).toEqual({ payout: { method: 'iban', iban: 'DE89370400440532013000' } });
  });
});
