/**
 * @jest-environment node
 */
import { payoutOf } from './final-step-payout';

describe('payoutOf (a payout read defensively)', () => {
  it.each([
    [
      'a summary and a method',
      { payout: { method: 'pix', summary: ' Pix · ana@example.com ' } },
      { summary: 'Pix · ana@example.com', method: 'pix' },
    ],
    ['a summary alone', { payout: { summary: 'IBAN DE89 …3000' } }, { summary: 'IBAN DE89 …3000', method: null }],
    ['a known method alone', { payout: { method: 'ach', account: 12 } }, { summary: null, method: 'ach' }],
    [
      'an empty summary and a known method',
      { payout: { method: 'bank', summary: '  ' } },
      { summary: null, method: 'bank' },
    ],
  ])('shows %s', (_, transaction, shown) => {
    expect(payoutOf(transaction)).toEqual(shown);
  });

  it.each([
    ['no payout', { id: 'tx' }],
    ['a payout that is not an object', { payout: 'pix' }],
    ['a payout list', { payout: [{ method: 'pix' }] }],
    ['an unknown method without a summary', { payout: { method: 'swift' } }],
    ['a summary that is not a string', { payout: { summary: { text: 'x' } } }],
    ['null', null],
    ['a string', 'payout'],
  ])('shows nothing for %s', (_, transaction) => {
    expect(payoutOf(transaction)).toBeNull();
  });
});
