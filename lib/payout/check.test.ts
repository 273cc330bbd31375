/** @jest-environment node */
import { checkPayout, normalisePayout, pixKeyKind } from './check';
import { emptyPayout, payoutMethodsOf } from './methods';

describe('payoutMethodsOf: the methods each fiat currency offers, the default first', () => {
  it.each([
    ['BRL', ['pix', 'bank']],
    ['EUR', ['iban']],
    ['USD', ['ach']],
    ['ARS', []],
    ['toString', []],
    [undefined, []],
  ])('%s → %j', (currency, methods) => expect(payoutMethodsOf(currency)).toEqual(methods));

  it('starts a method with its fields empty', () => {
    expect(emptyPayout('bank')).toEqual({ method: 'bank', bank_code: '', branch: '', account_number: '' });
    expect(emptyPayout('ach')).toEqual({ method: 'ach', routing_number: '', account_number: '' });
  });
});

describe('pixKeyKind: the kind of a PIX key as typed', () => {
  it.each([
    ['12345678909', 'cpf'],
    ['123.456.789-09', 'cpf'],
    [' 123.456.789-09 ', 'cpf'],
    ['12345678000195', 'cnpj'],
    ['12.345.678/0001-95', 'cnpj'],
    ['ana@example.com', 'email'],
    ['Ana.Souza@Example.com.br', 'email'],
    ['+5511912345678', 'phone'],
    ['+55 (11) 91234-5678', 'phone'],
    ['+55 11 3333-4444', 'phone'],
    ['123e4567-e89b-42d3-a456-426614174000', 'random'],
    ['123E4567-E89B-42D3-A456-426614174000', 'random'],
  ])('%j → %s', (key, kind) => expect(pixKeyKind(key)).toBe(kind));

  it.each([
    ['', 'empty'],
    ['1234567890', '10 digits'],
    ['123456789012', '12 digits'],
    ['123.456.789/09', 'a CPF with a slash'],
    ['+5411912345678', 'another country'],
    ['+55119123456789', 'a phone of 12 digits'],
    ['ana@example', 'an e-mail without a dot in its domain'],
    ['ana @example.com', 'an e-mail with a space'],
    [`${'a'.repeat(70)}@example.com`, 'an e-mail over 77 characters'],
    ['123e4567-e89b-42d3-a456-42661417400', 'a UUID one digit short'],
  ])('%j (%s) is no key', (key) => expect(pixKeyKind(key)).toBeUndefined());

  it('reads 11 bare digits as a CPF: a phone key needs its +55', () => {
    expect(pixKeyKind('11912345678')).toBe('cpf');
    expect(pixKeyKind('+55 11912345678')).toBe('phone');
  });
});

describe('checkPayout: errors by field, with stable codes', () => {
  it('accepts each method of its currency', () => {
    for (const [currency, payout] of [
      ['BRL', { method: 'pix', pix_key: 'ana@example.com' }],
      ['BRL', { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-6' }],
      ['BRL', { method: 'bank', bank_code: '341', branch: '0001', account_number: '1' }],
      ['BRL', { method: 'bank', bank_code: '237', branch: '0001', account_number: '123456789012-x' }],
      ['EUR', { method: 'iban', iban: 'de89 3704 0044 0532 0130 00' }],
      ['EUR', { method: 'iban', iban: 'NO9386011117947' }],
      ['EUR', { method: 'iban', iban: 'MT84MALT011000012345MTLCAST001S' }],
      ['USD', { method: 'ach', routing_number: '021000021', account_number: '1234' }],
      ['USD', { method: 'ach', routing_number: ' 021000021 ', account_number: '12345678901234567' }],
    ] as const) {
      expect({ currency, payout, errors: checkPayout(currency, payout) }).toEqual({ currency, payout, errors: {} });
    }
  });

  it('refuses a payout that is not an object, or whose method is missing or not offered for the currency', () => {
    expect(checkPayout('BRL', undefined)).toEqual({ payout: 'required' });
    expect(checkPayout('BRL', null)).toEqual({ payout: 'required' });
    expect(checkPayout('BRL', ['pix'])).toEqual({ payout: 'required' });
    expect(checkPayout('BRL', 'pix')).toEqual({ payout: 'required' });
    expect(checkPayout('BRL', { pix_key: 'ana@example.com' })).toEqual({ method: 'required' });
    expect(checkPayout('EUR', { method: 'pix', pix_key: 'ana@example.com' })).toEqual({ method: 'unsupported' });
    expect(checkPayout('ARS', { method: 'pix', pix_key: 'ana@example.com' })).toEqual({ method: 'unsupported' });
    expect(checkPayout('BRL', { method: 'swift' })).toEqual({ method: 'unsupported' });
  });

  it('names each missing or empty field', () => {
    expect(checkPayout('BRL', { method: 'bank', bank_code: ' ', account_number: 7 })).toEqual({
      bank_code: 'required',
      branch: 'required',
      account_number: 'required',
    });
    expect(checkPayout('USD', { method: 'ach' })).toEqual({ routing_number: 'required', account_number: 'required' });
  });

  it.each([
    ['BRL', { method: 'pix', pix_key: '1234' }, { pix_key: 'invalid' }],
    ['BRL', { method: 'bank', bank_code: '01', branch: '1234', account_number: '1' }, { bank_code: 'invalid' }],
    ['BRL', { method: 'bank', bank_code: '001', branch: '12345', account_number: '1' }, { branch: 'invalid' }],
    [
      'BRL',
      { method: 'bank', bank_code: '001', branch: '1234', account_number: '1234567890123' },
      { account_number: 'invalid' },
    ],
    [
      'BRL',
      { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-67' },
      { account_number: 'invalid' },
    ],
    [
      'BRL',
      { method: 'bank', bank_code: 'abc', branch: '12a4', account_number: '-6' },
      { bank_code: 'invalid', branch: 'invalid', account_number: 'invalid' },
    ],
    ['EUR', { method: 'iban', iban: 'DE88 3704 0044 0532 0130 00' }, { iban: 'invalid' }],
    ['EUR', { method: 'iban', iban: 'DE89-3704-0044-0532-0130-00' }, { iban: 'invalid' }],
    ['EUR', { method: 'iban', iban: 'NO938601111794' }, { iban: 'invalid' }],
    ['EUR', { method: 'iban', iban: `GB82${'1'.repeat(31)}` }, { iban: 'invalid' }],
    [
      'USD',
      { method: 'ach', routing_number: '02100002', account_number: '123' },
      { routing_number: 'invalid', account_number: 'invalid' },
    ],
    [
      'USD',
      { method: 'ach', routing_number: '021000021', account_number: '123456789012345678' },
      { account_number: 'invalid' },
    ],
  ] as const)('%s %j → %j', (currency, payout, errors) => {
    expect(checkPayout(currency, payout)).toEqual(errors);
  });
});

describe('normalisePayout: the form the POST /off-ramp body carries', () => {
  it.each([
    [
      { method: 'pix', pix_key: ' 123.456.789-09 ' },
      { method: 'pix', pix_key: '12345678909' },
    ],
    [
      { method: 'pix', pix_key: '12.345.678/0001-95' },
      { method: 'pix', pix_key: '12345678000195' },
    ],
    [
      { method: 'pix', pix_key: '+55 (11) 91234-5678' },
      { method: 'pix', pix_key: '+5511912345678' },
    ],
    [
      { method: 'pix', pix_key: 'Ana@Example.com' },
      { method: 'pix', pix_key: 'ana@example.com' },
    ],
    [
      { method: 'pix', pix_key: '123E4567-E89B-42D3-A456-426614174000' },
      { method: 'pix', pix_key: '123e4567-e89b-42d3-a456-426614174000' },
    ],
    [
      { method: 'pix', pix_key: ' not a key ' },
      { method: 'pix', pix_key: 'not a key' },
    ],
    [
      { method: 'bank', bank_code: ' 001', branch: '1234 ', account_number: '12345-x' },
      { method: 'bank', bank_code: '001', branch: '1234', account_number: '12345-X' },
    ],
    [
      { method: 'iban', iban: 'de89 3704 0044 0532 0130 00' },
      { method: 'iban', iban: 'DE89370400440532013000' },
    ],
    [
      { method: 'ach', routing_number: '021 000 021', account_number: '1234 5678' },
      { method: 'ach', routing_number: '021000021', account_number: '12345678' },
    ],
  ] as const)('%j → %j', (payout, normal) => expect(normalisePayout(payout)).toEqual(normal));

  it('leaves out fields the method does not have', () => {
    const typed = { method: 'iban', iban: 'DE89370400440532013000', pix_key: 'x' } as unknown as {
      method: 'iban';
      iban: string;
    };
    expect(normalisePayout(typed)).toEqual({ method: 'iban', iban: 'DE89370400440532013000' });
  });
});
