/** @jest-environment node */
import { clientConfig } from '@/lib/config';
import { payoutFits } from './payout-fits';
import {
  CRYPTO_CURRENCY,
  blockchainOfAddress,
  buildOrderRequest,
  isWalletAddress,
  validateAmount,
  validateOrder,
  withinIntegerDigits,
  type OrderDraft,
} from './schema';

const STELLAR = `G${'A'.repeat(55)}`;
const TRON = `T${'a'.repeat(33)}`;
const ETH = `0x${'aB'.repeat(20)}`;
const PIX = { method: 'pix', pix_key: '123.456.789-09' } as const;

const draft = (patch: Partial<OrderDraft> = {}): OrderDraft => ({
  mode: 'on-ramp',
  fiat: 'BRL',
  blockchain: 'stellar',
  side: 'in',
  amount: '100',
  address: STELLAR,
  ...patch,
});

describe('crypto currency', () => {
  it('is USDC with the configured issuer', () => {
    expect(CRYPTO_CURRENCY).toEqual({ code: 'USDC', issuer: clientConfig.demoAssetIssuer });
  });
});

describe('withinIntegerDigits (the form and the sandbox API share it)', () => {
  it.each([
    ['999999999999.99', true],
    ['000000000000123456789012', true],
    ['1234567890123', false],
    ['1234567890123.5', false],
  ])('%s → %s', (amount, within) => expect(withinIntegerDigits(amount)).toBe(within));
});

describe('wallet addresses', () => {
  it('recognise each blockchain format', () => {
    expect(isWalletAddress('stellar', STELLAR)).toBe(true);
    expect(isWalletAddress('tron', TRON)).toBe(true);
    expect(isWalletAddress('ethereum', ETH)).toBe(true);
    expect(isWalletAddress('stellar', TRON)).toBe(false);
    expect(isWalletAddress('tron', `T${'0'.repeat(33)}`)).toBe(false); // 0 is not base58
    expect(isWalletAddress('ethereum', `0x${'g'.repeat(40)}`)).toBe(false);
    expect(blockchainOfAddress(ETH)).toBe('ethereum');
    expect(blockchainOfAddress('hello')).toBeUndefined();
  });
});

describe('validateOrder', () => {
  it('accepts a complete buy and normalises a comma amount', () => {
    const result = validateOrder(draft({ amount: '100,5' }), undefined, payoutFits);
    expect(result).toEqual({
      ok: true,
      value: {
        mode: 'on-ramp',
        fiat_currency: 'BRL',
        crypto_currency: 'USDC',
        crypto_issuer: clientConfig.demoAssetIssuer,
        blockchain: 'stellar',
        amount_side: 'in',
        amount: '100.5',
        wallet: { kind: 'address', address: STELLAR },
      },
    });
  });

  it('accepts a saved wallet instead of an address', () => {
    const result = validateOrder(draft({ walletId: 'w-1', address: undefined }), undefined, payoutFits);
    expect(result.ok && result.value.wallet).toEqual({ kind: 'saved', id: 'w-1' });
  });

  it.each([
    ['', 'amountRequired'],
    ['abc', 'amountInvalid'],
    ['0', 'amountPositive'],
    ['0.00', 'amountPositive'],
    ['1234567890123', 'amountTooLarge'],
    ['10.123', 'amountDecimals'], // BRL has 2 decimals
  ])('amount %j → %s', (amount, key) => {
    expect(validateOrder(draft({ amount }), undefined, payoutFits)).toEqual({ ok: false, errors: { amount: key } });
  });

  it('checks USDC decimals per blockchain: 7 on stellar, 6 on tron', () => {
    expect(validateOrder(draft({ mode: 'off-ramp', amount: '1.1234567', payout: PIX }), undefined, payoutFits).ok).toBe(
      true,
    );
    expect(
      validateOrder(
        draft({ mode: 'off-ramp', blockchain: 'tron', address: TRON, amount: '1.1234567', payout: PIX }),
        undefined,
        payoutFits,
      ),
    ).toEqual({
      ok: false,
      errors: { amount: 'amountDecimals' },
    });
    expect(
      validateOrder(
        draft({ side: 'out', blockchain: 'tron', address: TRON, amount: '1.123456' }),
        undefined,
        payoutFits,
      ).ok,
    ).toBe(true);
  });

  it('needs a wallet, with the format of the chosen blockchain', () => {
    expect(validateOrder(draft({ address: undefined }), undefined, payoutFits)).toEqual({
      ok: false,
      errors: { wallet: 'walletRequired' },
    });
    expect(validateOrder(draft({ address: TRON }), undefined, payoutFits)).toEqual({
      ok: false,
      errors: { wallet: 'addressInvalid' },
    });
  });

  it('needs a fiat currency and a network', () => {
    expect(validateOrder(draft({ fiat: undefined }), undefined, payoutFits)).toMatchObject({
      ok: false,
      errors: { fiat_currency: 'currencyRequired' },
    });
    expect(validateOrder(draft({ blockchain: undefined }), undefined, payoutFits)).toMatchObject({
      ok: false,
      errors: { blockchain: 'networkRequired' },
    });
  });

  it('validateAmount checks the amount part alone', () => {
    expect(validateAmount(draft({ address: undefined })).ok).toBe(true);
    expect(validateAmount(draft({ amount: '-3' }))).toEqual({ ok: false, errors: { amount: 'amountInvalid' } });
  });
});

describe('buildOrderRequest', () => {
  it('sends the quote amount in, the asset, the wallet and the options', () => {
    const form = validateOrder(draft({ side: 'out', amount: '10' }), undefined, payoutFits);
    if (!form.ok) throw new Error('invalid');
    expect(buildOrderRequest(form.value, { amount_in: '56.12' })).toEqual({
      amount: '56.12',
      payment_currency: 'BRL',
      crypto_currency: 'USDC',
      crypto_issuer: clientConfig.demoAssetIssuer,
      blockchain: 'stellar',
      wallet_address: STELLAR,
    });
    const saved = validateOrder(draft({ walletId: 'w-9' }), undefined, payoutFits);
    if (!saved.ok) throw new Error('invalid');
    expect(
      buildOrderRequest(saved.value, { amount_in: '100.00' }, { paymentMethod: 'card', signature: 'a.b.c' }),
    ).toMatchObject({
      wallet_id: 'w-9',
      payment_method: 'card',
      signature: 'a.b.c',
    });
    expect(buildOrderRequest(saved.value, { amount_in: '100.00' }, { paymentMethod: 'default' })).not.toHaveProperty(
      'payment_method',
    );
  });

  it('sends a sell with its payout, normalised, and a buy without one', () => {
    const sell = validateOrder(draft({ mode: 'off-ramp', amount: '10', payout: PIX }), undefined, payoutFits);
    if (!sell.ok) throw new Error('invalid');
    expect(buildOrderRequest(sell.value, { amount_in: '10' })).toEqual({
      amount: '10',
      payment_currency: 'BRL',
      crypto_currency: 'USDC',
      crypto_issuer: clientConfig.demoAssetIssuer,
      blockchain: 'stellar',
      wallet_address: STELLAR,
      payout: { method: 'pix', pix_key: '12345678909' },
    });
    const buy = validateOrder(draft({ payout: PIX }), undefined, payoutFits);
    if (!buy.ok) throw new Error('invalid');
    expect(buildOrderRequest(buy.value, { amount_in: '100' })).not.toHaveProperty('payout');
  });

  it('refuses a sell without a payout that fits its currency', () => {
    const sell = validateOrder(draft({ mode: 'off-ramp', amount: '10', payout: PIX }), undefined, payoutFits);
    if (!sell.ok) throw new Error('invalid');
    expect(() => buildOrderRequest({ ...sell.value, payout: undefined }, { amount_in: '10' })).toThrow();
    expect(() =>
      buildOrderRequest({ ...sell.value, payout: { method: 'pix', pix_key: 'nobody' } }, { amount_in: '10' }),
    ).toThrow('payoutInvalid');
    expect(() => buildOrderRequest({ ...sell.value, fiat_currency: 'EUR' }, { amount_in: '10' })).toThrow(
      'payoutInvalid',
    );
  });

  it('refuses a quote without a positive amount', () => {
    const form = validateOrder(draft(), undefined, payoutFits);
    if (!form.ok) throw new Error('invalid');
    expect(() => buildOrderRequest(form.value, { amount_in: '0' })).toThrow();
  });
});
