/** @jest-environment node */
import { describePayout } from './describe';

describe('describePayout: the parts the review shows, in full', () => {
  it.each([
    [
      { method: 'pix', pix_key: '12345678909' },
      { method: 'pix', kind: 'cpf', key: '123.456.789-09' },
    ],
    [
      { method: 'pix', pix_key: '12.345.678/0001-95' },
      { method: 'pix', kind: 'cnpj', key: '12.345.678/0001-95' },
    ],
    [
      { method: 'pix', pix_key: '+5511912345678' },
      { method: 'pix', kind: 'phone', key: '+55 11 91234-5678' },
    ],
    [
      { method: 'pix', pix_key: '+55 11 3333 4444' },
      { method: 'pix', kind: 'phone', key: '+55 11 3333-4444' },
    ],
    [
      { method: 'pix', pix_key: 'Ana@Example.com' },
      { method: 'pix', kind: 'email', key: 'ana@example.com' },
    ],
    [
      { method: 'pix', pix_key: '123e4567-e89b-42d3-a456-426614174000' },
      { method: 'pix', kind: 'random', key: '123e4567-e89b-42d3-a456-426614174000' },
    ],
    [
      { method: 'pix', pix_key: 'oops' },
      { method: 'pix', kind: undefined, key: 'oops' },
    ],
    [
      { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' },
      { method: 'bank', bank: '001', branch: '1234', account: '12345-6' },
    ],
    [
      { method: 'iban', iban: 'de89370400440532013000' },
      { method: 'iban', iban: 'DE89 3704 0044 0532 0130 00' },
    ],
    [
      { method: 'iban', iban: 'PT50 0002 0123 1234 5678 9015 4' },
      { method: 'iban', iban: 'PT50 0002 0123 1234 5678 9015 4' },
    ],
    [
      { method: 'ach', routing_number: '021000021', account_number: '12345678' },
      { method: 'ach', routing: '021000021', account: '12345678' },
    ],
  ] as const)('%j → %j', (payout, description) => expect(describePayout(payout)).toEqual(description));
});
