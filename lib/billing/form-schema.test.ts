/** @jest-environment node */
import type { BillingField } from '@/lib/api/billing';
import { DEFAULT_BILLING_FIELDS } from './fields';
import { billingFieldError, billingFormSchema, isIsoDate, validateBillingValues } from './form-schema';

const field = (over: Partial<BillingField>): BillingField => ({
  name: 'x',
  label: 'X',
  type: 'text',
  required: true,
  ...over,
});

describe('billingFieldError', () => {
  it.each<[Partial<BillingField>, string | undefined, string | null]>([
    [{}, '', 'required'],
    [{}, '   ', 'required'],
    [{}, undefined, 'required'],
    [{ required: false }, '', null],
    [{}, 'Ana', null],
    [{}, 'a'.repeat(101), 'tooLong'],
    [{}, 'a'.repeat(100), null],
    [{ type: 'select', options: ['BR', 'PT'] }, 'PT', null],
    [{ type: 'select', options: ['BR', 'PT'] }, 'ZZ', 'choice'],
    [{ type: 'date' }, '1990-02-28', null],
    [{ type: 'date' }, '1990-02-30', 'date'],
    [{ type: 'date' }, '28/02/1990', 'date'],
    [{ type: 'tel', required: false }, '+55 11 99999-0000', null],
    [{ type: 'tel', required: false }, '12345', 'phone'],
    [{ type: 'tel', required: false }, 'call me', 'phone'],
  ])('%j with %j → %s', (over, value, expected) => {
    expect(billingFieldError(field(over), value)).toBe(expected);
  });

  it('leaves the business rules to the server (age, CPF check digits, letters only)', () => {
    const values = {
      country: 'PT',
      document_type: 'PASSPORT',
      document_number: 'CA123456',
      first_name: 'J0hn',
      last_name: 'Doe',
      birth_date: '2015-01-01',
      phone: '',
      address: 'Rua A, 1',
      city: 'Lisboa',
      postal_code: '1000-001',
    };
    expect(validateBillingValues(DEFAULT_BILLING_FIELDS, values)).toEqual({});
    // A CPF of the right shape whose check digits are wrong is the server's to refuse.
    const cpf = {
      ...values,
      country: 'BR',
      document_type: 'CPF',
      document_number: '111.111.111-12',
      postal_code: '01310-100',
    };
    expect(validateBillingValues(DEFAULT_BILLING_FIELDS, cpf)).toEqual({});
  });
});

describe('what the country and the document type decide', () => {
  const valid = {
    country: 'BR',
    document_type: 'CPF',
    document_number: '123.456.789-09',
    first_name: 'Ana',
    last_name: 'Silva',
    birth_date: '1990-01-31',
    address: 'Rua Augusta, 10',
    city: 'Sao Paulo',
    postal_code: '01305-000',
  };
  const errorsOf = (over: Record<string, string>) =>
    validateBillingValues(DEFAULT_BILLING_FIELDS, { ...valid, ...over });

  it.each<[Record<string, string>, Record<string, string>]>([
    [{}, {}],
    [{ document_number: '12345678909' }, {}],
    [{ document_number: '123' }, { document_number: 'documentFormat' }],
    [{ document_number: '123.456.789-0X' }, { document_number: 'documentFormat' }],
    [{ document_type: 'PASSPORT', document_number: 'FA123456' }, {}],
    [{ document_type: 'PASSPORT', document_number: 'FA 123456' }, { document_number: 'documentFormat' }],
    [{ document_type: 'ID_CARD', document_number: '12.345.678-9' }, {}],
    [{ document_type: 'ID_CARD', document_number: '-1' }, { document_number: 'documentFormat' }],
    [{ postal_code: '01305000' }, {}],
    [{ postal_code: '1000-001' }, { postal_code: 'postalCodeFormat' }],
    [{ country: 'PT', document_type: 'PASSPORT', document_number: 'CA123456', postal_code: '1000-001' }, {}],
    [{ country: 'GB', document_type: 'PASSPORT', document_number: '123456789', postal_code: 'SW1A 1AA' }, {}],
    [{ country: 'US', document_type: 'PASSPORT', document_number: '123456789', postal_code: '10001-1234' }, {}],
    [{ country: 'AR', document_type: 'ID_CARD', document_number: '12345678', postal_code: 'C1002AAP' }, {}],
    // The CPF is Brazil's: with another country it is not one of the choices.
    [{ country: 'PT', postal_code: '1000-001' }, { document_type: 'choice' }],
  ])('%j → %j', (over, expected) => {
    expect(errorsOf(over)).toEqual(expected);
  });

  it('a document number or postal code is checked by shape only once its type or country is known', () => {
    expect(billingFieldError(field({ name: 'document_number' }), 'anything')).toBeNull();
    expect(billingFieldError(field({ name: 'postal_code' }), 'anything', { country: 'ZZ' })).toBeNull();
    expect(billingFieldError(field({ name: 'postal_code' }), 'anything', { country: 'BR' })).toBe('postalCodeFormat');
  });
});

describe('isIsoDate', () => {
  it('accepts real dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2023-13-01')).toBe(false);
    expect(isIsoDate('2023-1-01')).toBe(false);
  });
});

describe('validateBillingValues', () => {
  it('gives the first code per field for an empty form, optional fields excepted', () => {
    const errors = validateBillingValues(DEFAULT_BILLING_FIELDS, {});
    expect(errors).toEqual({
      country: 'required',
      first_name: 'required',
      last_name: 'required',
      document_type: 'required',
      document_number: 'required',
      birth_date: 'required',
      address: 'required',
      city: 'required',
      postal_code: 'required',
    });
  });

  it('checks the fields the description names, nothing else', () => {
    const fields = [field({ name: 'city' })];
    expect(validateBillingValues(fields, { city: 'Porto', other: '' })).toEqual({});
  });
});

describe('billingFormSchema', () => {
  it('trims the values and drops the ones the description does not name', () => {
    const fields = [field({ name: 'city' }), field({ name: 'phone', type: 'tel', required: false })];
    expect(billingFormSchema(fields).parse({ city: '  Porto ', phone: '', extra: 'x' })).toEqual({
      city: 'Porto',
      phone: '',
    });
  });
});
