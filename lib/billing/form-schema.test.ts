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

  it('leaves the business rules to the server (age, CPF, postal code, letters only)', () => {
    const fields = DEFAULT_BILLING_FIELDS;
    const values = {
      first_name: 'J0hn',
      last_name: 'Doe',
      document_type: 'CPF',
      document_number: '123',
      birth_date: '2015-01-01',
      phone: '',
      address: 'Rua A, 1',
      city: 'Lisboa',
      postal_code: '1000-001',
      country: 'PT',
    };
    expect(validateBillingValues(fields, values)).toEqual({});
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
      first_name: 'required',
      last_name: 'required',
      document_type: 'required',
      document_number: 'required',
      birth_date: 'required',
      address: 'required',
      city: 'required',
      postal_code: 'required',
      country: 'required',
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
