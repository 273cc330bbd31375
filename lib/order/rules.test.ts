/** @jest-environment node */
import type { OrderDraft } from './draft-fields';
import { payoutGiven } from './payout';
import { payoutFits } from './payout-fits';
import { amountError, isFiatCurrency, validateAmount, validateOrder } from './rules';

const STELLAR = `G${'A'.repeat(55)}`;

const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  mode: 'on-ramp',
  fiat: 'BRL',
  blockchain: 'stellar',
  side: 'in',
  amount: '100',
  address: STELLAR,
  ...patch,
});

describe('amountError: the first rule an amount breaks', () => {
  it.each([
    ['', 'amountRequired'],
    ['1,5', 'amountInvalid'],
    ['.5', 'amountInvalid'],
    ['1e5', 'amountInvalid'],
    ['1234567890123', 'amountTooLarge'],
    ['0001234567890123.5', 'amountTooLarge'],
    ['0', 'amountPositive'],
    ['0.000', 'amountPositive'],
    ['000000000000000', 'amountPositive'],
    ['0.0000001', undefined],
    ['123456789012.99', undefined],
  ])('%j → %s', (amount, key) => expect(amountError(amount)).toBe(key));
});

describe('isFiatCurrency', () => {
  it.each([
    ['BRL', true],
    ['brl', false],
    ['EURO', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (value, expected) => expect(isFiatCurrency(value)).toBe(expected));
});

describe('validateAmount', () => {
  it('reads the amount as typed in the language ("1,5") and returns the amount part', () => {
    expect(validateAmount(draft({ amount: ' 1,5 ' }))).toEqual({
      ok: true,
      value: { mode: 'on-ramp', fiat_currency: 'BRL', blockchain: 'stellar', amount_side: 'in', amount: '1.5' },
    });
  });

  it('reports one error per field', () => {
    expect(validateAmount(draft({ fiat: 'brl', blockchain: undefined, amount: '' }))).toEqual({
      ok: false,
      errors: { fiat_currency: 'currencyRequired', blockchain: 'networkRequired', amount: 'amountRequired' },
    });
  });

  it("checks the amount's decimals for its currency once the currency and the network are there", () => {
    expect(validateAmount(draft({ amount: '1.234' }))).toEqual({ ok: false, errors: { amount: 'amountDecimals' } });
    // A currency code in the wrong case is still a currency: the decimals are checked too.
    expect(validateAmount(draft({ fiat: 'brl', amount: '1.234' }))).toEqual({
      ok: false,
      errors: { fiat_currency: 'currencyRequired', amount: 'amountDecimals' },
    });
    // No currency or no network: which decimals apply is unknown, so only those are reported.
    expect(validateAmount(draft({ fiat: undefined, amount: '1.234' }))).toEqual({
      ok: false,
      errors: { fiat_currency: 'currencyRequired' },
    });
    expect(validateAmount(draft({ blockchain: undefined, amount: '1.234' }))).toEqual({
      ok: false,
      errors: { blockchain: 'networkRequired' },
    });
  });

  it('refuses a direction or a side it does not know, without a field error', () => {
    expect(validateAmount(draft({ mode: 'sideways' as never }))).toEqual({ ok: false, errors: {} });
    expect(validateAmount(draft({ side: 'both' as never, amount: '1.234' }))).toEqual({ ok: false, errors: {} });
  });
});

describe('validateOrder', () => {
  it('returns the whole form with the trimmed address', () => {
    expect(validateOrder(draft({ address: ` ${STELLAR} ` }), undefined, payoutFits)).toMatchObject({
      ok: true,
      value: { amount: '100', wallet: { kind: 'address', address: STELLAR } },
    });
  });

  it('checks the address format only once the network is known', () => {
    expect(validateOrder(draft({ address: 'hello' }), undefined, payoutFits)).toEqual({
      ok: false,
      errors: { wallet: 'addressInvalid' },
    });
    expect(validateOrder(draft({ blockchain: undefined, address: 'hello' }), undefined, payoutFits)).toEqual({
      ok: false,
      errors: { blockchain: 'networkRequired' },
    });
    expect(validateOrder(draft({ blockchain: undefined, address: ' ' }), undefined, payoutFits)).toEqual({
      ok: false,
      errors: { blockchain: 'networkRequired', wallet: 'walletRequired' },
    });
  });
});

describe('validateOrder: a sell needs its payout (lib/payout)', () => {
  const sell = (patch: Partial<OrderDraft> = {}) => draft({ mode: 'off-ramp', amount: '10', ...patch });

  it('returns the payout normalised', () => {
    expect(
      validateOrder(
        sell({ fiat: 'EUR', payout: { method: 'iban', iban: 'de89 3704 0044 0532 0130 00' } }),
        undefined,
        payoutFits,
      ),
    ).toMatchObject({
      ok: true,
      value: { payout: { method: 'iban', iban: 'DE89370400440532013000' } },
    });
  });

  it.each([
    ['none', undefined, 'required'],
    ['one of a method the currency does not offer', { method: 'iban', iban: 'DE89370400440532013000' }, 'required'],
    ['one with an empty field', { method: 'bank', bank_code: '001', branch: '', account_number: '1' }, 'invalid'],
    ['one with a field of the wrong shape', { method: 'pix', pix_key: '1234' }, 'invalid'],
  ] as const)('refuses %s', (_, payout, problem) => {
    expect(validateOrder(sell({ payout }), undefined, payoutFits)).toEqual({ ok: false, errors: { payout: problem } });
  });

  it('says when the currency offers no payout', () => {
    expect(
      validateOrder(
        sell({ fiat: 'ARS', payout: { method: 'pix', pix_key: 'ana@example.com' } }),
        undefined,
        payoutFits,
      ),
    ).toEqual({
      ok: false,
      errors: { payout: 'unavailable' },
    });
  });

  it('leaves the payout of a buy alone, and asks for none before the currency is known', () => {
    const typed = { method: 'pix', pix_key: '1234' } as const;
    const buy = validateOrder(draft({ payout: typed }), undefined, payoutFits);
    expect(buy.ok && buy.value).not.toHaveProperty('payout');
    expect(validateOrder(sell({ fiat: undefined }), undefined, payoutFits)).toEqual({
      ok: false,
      errors: { fiat_currency: 'currencyRequired' },
    });
  });
});

describe('validateOrder routes the steps on a payout given', () => {
  it('takes a filled-in payout of the wrong shape with payoutGiven, as typed, and refuses it with payoutFits', () => {
    const sell = draft({ mode: 'off-ramp', amount: '10', payout: { method: 'pix', pix_key: '1234' } });
    expect(validateOrder(sell, undefined, payoutGiven)).toMatchObject({
      ok: true,
      value: { payout: { method: 'pix', pix_key: '1234' } },
    });
    expect(validateOrder(sell, undefined, payoutFits)).toEqual({ ok: false, errors: { payout: 'invalid' } });
  });
});
