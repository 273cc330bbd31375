/** @jest-environment node */
import {
  countryValue,
  parseOrderFormCookie,
  parseSignatureCookie,
  serializeOrderForm,
  serializeSignatureData,
  transactionGuidValue,
  userEmailValue,
} from './form-cookie';
import type { OrderDraft } from './schema';

const draft: OrderDraft = {
  mode: 'off-ramp',
  fiat: 'EUR',
  blockchain: 'tron',
  side: 'in',
  amount: '12,5',
  walletId: 'w-1',
};

describe('orderFormData', () => {
  it('round trips, raw or URI-encoded (as cookies-next writes it)', () => {
    const value = serializeOrderForm(draft);
    expect(JSON.parse(value)).toEqual(draft);
    expect(parseOrderFormCookie(value)).toEqual(draft);
    expect(parseOrderFormCookie(encodeURIComponent(value))).toEqual(draft);
  });

  it.each([undefined, null, '', 'not json', '[1,2]', '"text"', '%E0%A4%A', 'null'])('ignores %j', (raw) => {
    expect(parseOrderFormCookie(raw)).toBeNull();
  });

  it('drops tampered fields and keeps the rest', () => {
    expect(parseOrderFormCookie(JSON.stringify({ ...draft, blockchain: 'solana', amount: { $gt: 1 } }))).toEqual({
      mode: 'off-ramp',
      fiat: 'EUR',
      side: 'in',
      amount: '',
      walletId: 'w-1',
    });
  });
});

describe('transactionSignatureData', () => {
  const data = {
    signature: 'h.p.s',
    fixed: { mode: 'on-ramp' as const, fiat: 'BRL', amount: '100.00', side: 'in' as const },
  };

  it('round trips', () => {
    const value = serializeSignatureData(data);
    expect(value).not.toBeNull();
    expect(parseSignatureCookie(value)).toEqual(data);
    expect(parseSignatureCookie(encodeURIComponent(value!))).toEqual(data);
  });

  it('is all or nothing: one bad field and the whole value is ignored', () => {
    expect(parseSignatureCookie(JSON.stringify({ ...data, fixed: { ...data.fixed, amount: '-1' } }))).toBeNull();
    expect(parseSignatureCookie(JSON.stringify({ ...data, fixed: { ...data.fixed, other: 1 } }))).toBeNull();
    expect(parseSignatureCookie(JSON.stringify({ fixed: data.fixed }))).toBeNull();
    expect(parseSignatureCookie('garbage')).toBeNull();
  });

  it('refuses a value too large for a cookie', () => {
    expect(
      serializeSignatureData({ signature: 'x'.repeat(2999), fixed: { address: `G${'é'.repeat(127)}` } }),
    ).toBeNull();
  });
});

describe('userEmail, countryResidence, transactionGUID values', () => {
  it('accept only well-formed values', () => {
    expect(userEmailValue(' demo@example.com ')).toBe('demo@example.com');
    expect(userEmailValue('nope')).toBeNull();
    expect(userEmailValue(null)).toBeNull();
    expect(countryValue('br')).toBe('BR');
    expect(countryValue('Brazil')).toBeNull();
    expect(transactionGuidValue('8f7c-11aa')).toBe('8f7c-11aa');
    expect(transactionGuidValue('a;b')).toBeNull();
  });
});
