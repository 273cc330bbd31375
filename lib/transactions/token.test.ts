/**
 * @jest-environment node
 */
import { decodeBase64Url, decodeTokenPayload, decodeTransactionToken } from './token';

const b64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64url');
const token = (payload: unknown, header: unknown = { alg: 'HS256', typ: 'JWT' }) =>
  `${b64url(header)}.${b64url(payload)}.c2lnbmF0dXJl`;

const transaction = {
  id: '3f1c2d4e-0000-4000-a000-000000000001',
  kind: 'deposit',
  status: 'pending_anchor',
  amount_in: '100.00',
  amount_out: '17.82',
  blockchain: 'stellar',
  started_at: '2026-03-01T12:00:00.000Z',
  details: { amount_in_asset: 'iso4217:BRL', amount_out_asset: 'USDC:GBBD' },
};

describe('decodeTransactionToken (spec §3: the middle part gives payload.transaction)', () => {
  it('decodes payload.transaction of a three-part token', () => {
    expect(decodeTransactionToken(token({ transaction }))).toEqual(transaction);
  });

  it('reads UTF-8 text (accented messages) and unpadded or padded base64url', () => {
    const withText = { ...transaction, message: 'Pagamento concluído ✓' };
    const middle = Buffer.from(JSON.stringify({ transaction: withText })).toString('base64');
    const padded = middle.replace(/\+/g, '-').replace(/\//g, '_');
    expect(decodeTransactionToken(`h.${padded}.s`)?.message).toBe('Pagamento concluído ✓');
    expect(decodeTransactionToken(token({ transaction: withText }))?.message).toBe('Pagamento concluído ✓');
  });

  it('ignores the header and signature parts (the server checks the signature)', () => {
    expect(decodeTransactionToken(`x.${b64url({ transaction })}.y`)?.id).toBe(transaction.id);
  });

  it.each([
    ['absent', undefined],
    ['not a string', 42],
    ['empty', ''],
    ['two parts', `${b64url({})}.${b64url({ transaction })}`],
    ['four parts', `a.${b64url({ transaction })}.b.c`],
    ['an empty part', `.${b64url({ transaction })}.sig`],
    ['middle not base64url', 'a.%%%.b'],
    ['middle not JSON', `a.${b64url('not json')}.b`],
    ['middle JSON but not an object', `a.${b64url('[1,2]')}.b`],
    ['no transaction in the payload', token({ transaction_id: transaction.id })],
    ['a transaction of the wrong shape', token({ transaction: { ...transaction, kind: 'swap' } })],
    ['a float amount', token({ transaction: { ...transaction, amount_in: 100.5 } })],
  ])('gives null, never throws, for a token %s', (_label, value) => {
    expect(decodeTransactionToken(value)).toBeNull();
  });
});

describe('decodeTokenPayload', () => {
  it('returns the whole payload object', () => {
    expect(decodeTokenPayload(token({ transaction_id: 'abc', exp: 1 }))).toEqual({ transaction_id: 'abc', exp: 1 });
  });

  it('trims surrounding spaces of a token copied from a URL', () => {
    expect(decodeTokenPayload(` ${token({ a: 1 })} `)).toEqual({ a: 1 });
  });
});

describe('decodeBase64Url', () => {
  it('decodes URL-safe characters', () => {
    expect(decodeBase64Url(Buffer.from('??>>', 'utf8').toString('base64url'))).toBe('??>>');
  });

  it('rejects invalid UTF-8 and foreign characters', () => {
    expect(decodeBase64Url(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull();
    expect(decodeBase64Url('a b')).toBeNull();
  });
});
