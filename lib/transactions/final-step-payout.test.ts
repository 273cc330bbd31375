/**
 * @jest-environment node
 */
import { payoutOf } from './final-step-payout';

describe('payoutOf (a payout read defensively)', () => {
  it.each([
    [
      'a PIX key',
      { payout: { method: 'pix', pix_key: 'ana@example.com' } },
      { method: 'pix', pix_key: 'ana@example.com' },
    ],
    [
      'an IBAN, without the fields of other methods',
      { payout: { method: 'iban', iban: 'DE89370400440532013000', pix_key: 'x' } },
      { method: 'iban', iban: 'DE89370400440532013000' },
    ],
    [
      'a Brazilian bank account',
      { payout: { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' } },
      { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' },
    ],
  ])('reads %s', (_, transaction, payout) => {
    expect(payoutOf(transaction)).toEqual(payout);
  });

  it.each([
    ['no payout', { id: 'tx' }],
    ['a payout that is not an object', { payout: 'pix' }],
    ['a payout list', { payout: [{ method: 'pix', pix_key: 'a@b.co' }] }],
    ['an unknown method', { payout: { method: 'swift', iban: 'x' } }],
    ['a field missing', { payout: { method: 'ach', routing_number: '021000021' } }],
    ['a field that is not text', { payout: { method: 'pix', pix_key: 12 } }],
    ['an empty field', { payout: { method: 'iban', iban: '  ' } }],
    ['null', null],
  ])('reads nothing from %s', (_, transaction) => {
    expect(payoutOf(transaction)).toBeNull();
  });
});
