/** @jest-environment node */
import { readOrderDraft, readSignatureData } from './draft-fields';

describe('readOrderDraft (the cookie) never throws and drops what does not fit', () => {
  it('keeps good fields, drops bad ones', () => {
    expect(
      readOrderDraft({
        mode: 'sideways',
        fiat: 'brl!',
        blockchain: 'bitcoin',
        side: 'out',
        amount: 42,
        walletId: 'w-1',
        address: 'x'.repeat(500),
        extra: '<script>',
      }),
    ).toEqual({ mode: 'on-ramp', side: 'out', amount: '', walletId: 'w-1' });
  });

  it('keeps a whole draft as it is, fields in a fixed order', () => {
    const draft = {
      address: `G${'A'.repeat(55)}`,
      amount: '12,5',
      side: 'in',
      blockchain: 'tron',
      fiat: 'EUR',
      mode: 'off-ramp',
      walletId: 'w-1',
      payout: { method: 'iban', iban: 'de89 3704 0044 0532 0130 00' },
    } as const;
    const read = readOrderDraft(draft);
    expect(read).toEqual(draft);
    expect(Object.keys(read)).toEqual([
      'mode',
      'fiat',
      'blockchain',
      'side',
      'amount',
      'walletId',
      'address',
      'payout',
    ]);
  });

  it.each([
    ['amount', 'a'.repeat(41), { amount: '' }],
    ['walletId', 'w'.repeat(101), {}],
    ['address', 'G'.repeat(129), {}],
    ['fiat', 'BRLX', {}],
    ['side', 'both', { side: 'in' }],
  ])('a %s over its rule is dropped', (field, value, expected) => {
    expect(readOrderDraft({ mode: 'off-ramp', side: 'out', amount: '1', [field]: value })).toEqual({
      mode: 'off-ramp',
      side: 'out',
      amount: '1',
      ...expected,
    });
  });

  it('keeps values at their longest', () => {
    const at = {
      mode: 'on-ramp',
      side: 'in',
      amount: '1'.repeat(40),
      walletId: 'w'.repeat(100),
      address: 'G'.repeat(128),
      payout: { method: 'pix', pix_key: 'k'.repeat(80) },
    };
    expect(readOrderDraft(at)).toEqual(at);
  });
});

describe('readOrderDraft: the payout of a sell', () => {
  const read = (payout: unknown) => readOrderDraft({ mode: 'off-ramp', side: 'in', amount: '1', payout }).payout;

  it('keeps a payout of a known method, half-typed as it is', () => {
    expect(read({ method: 'bank', bank_code: '00', branch: '', account_number: '12345-' })).toEqual({
      method: 'bank',
      bank_code: '00',
      branch: '',
      account_number: '12345-',
    });
  });

  it('reads a missing field, one that is not text or one over 80 characters as empty, and drops fields it does not know', () => {
    expect(
      read({ method: 'ach', routing_number: 21000021, account_number: '1'.repeat(81), iban: 'x', note: '<script>' }),
    ).toEqual({ method: 'ach', routing_number: '', account_number: '' });
    expect(read({ method: 'pix' })).toEqual({ method: 'pix', pix_key: '' });
  });

  it.each([
    ['no method', { pix_key: 'ana@example.com' }],
    ['an unknown method', { method: 'swift', bic: 'X' }],
    ['a method named like an object method', { method: 'toString' }],
    ['a string', 'pix'],
    ['a list', [{ method: 'pix', pix_key: 'k' }]],
    ['null', null],
  ])('drops a payout with %s', (_, payout) => expect(read(payout)).toBeUndefined());
});

describe('readSignatureData: all or nothing', () => {
  const data = { signature: 'h.p.s', fixed: { mode: 'on-ramp', fiat: 'BRL', amount: '100.00', side: 'in' } };

  it('keeps a signed order, without fields it does not know at the top', () => {
    expect(readSignatureData({ ...data, extra: 1 })).toEqual(data);
    expect(readSignatureData({ signature: 's', fixed: {} })).toEqual({ signature: 's', fixed: {} });
  });

  it.each([
    ['no signature', { fixed: data.fixed }],
    ['an empty signature', { ...data, signature: '' }],
    ['a signature over 3000 characters', { ...data, signature: 's'.repeat(3001) }],
    ['no fixed', { signature: 's' }],
    ['fixed that is a list', { signature: 's', fixed: [] }],
    ['a field fixed does not know', { ...data, fixed: { ...data.fixed, other: 1 } }],
    ['a field named like an object method', { ...data, fixed: { ...data.fixed, toString: 'x' } }],
    ['an amount that is not a decimal string', { ...data, fixed: { ...data.fixed, amount: '-1' } }],
    ['an amount over 40 characters', { ...data, fixed: { ...data.fixed, amount: '1'.repeat(41) } }],
    ['a lower-case currency', { ...data, fixed: { ...data.fixed, fiat: 'brl' } }],
    ['an unknown network', { ...data, fixed: { ...data.fixed, blockchain: 'solana' } }],
    ['an unknown direction', { ...data, fixed: { ...data.fixed, mode: 'sideways' } }],
    ['an unknown side', { ...data, fixed: { ...data.fixed, side: 'both' } }],
    ['an empty wallet id', { ...data, fixed: { walletId: '' } }],
    ['a wallet id over 100 characters', { ...data, fixed: { walletId: 'w'.repeat(101) } }],
    ['an address over 128 characters', { ...data, fixed: { address: 'G'.repeat(129) } }],
    ['not an object', 'garbage'],
    ['null', null],
  ])('refuses %s', (_, value) => {
    expect(readSignatureData(value)).toBeNull();
  });
});
