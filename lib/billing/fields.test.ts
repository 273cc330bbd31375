/** @jest-environment node */
import type { BillingField } from '@/lib/api/billing';
import {
  autocompleteFor,
  billingFieldId,
  billingFieldsToFill,
  billingPayload,
  emptyBillingFields,
  initialBillingValues,
  orderBillingFields,
  prefillBillingValues,
  DEFAULT_BILLING_FIELDS,
} from './fields';

const text = (name: string, required = true): BillingField => ({ name, label: name, type: 'text', required });

describe('billing fields', () => {
  it('empty data is the default description with no values', () => {
    const empty = emptyBillingFields();
    expect(empty.fields.map((f) => f.name)).toEqual(DEFAULT_BILLING_FIELDS.map((f) => f.name));
    expect(empty.is_complete).toBe(false);
    expect(Object.values(initialBillingValues(empty)).every((v) => v === '')).toBe(true);
  });

  it('starting values: the field value, else the values map, else ""', () => {
    const values = initialBillingValues({
      fields: [
        { name: 'a', label: 'A', type: 'text', required: true, value: 'from field' },
        { name: 'b', label: 'B', type: 'text', required: true, value: null },
        { name: 'c', label: 'C', type: 'text', required: true },
      ],
      values: { a: 'ignored', b: 'from values', d: 'not described' },
    });
    expect(values).toEqual({ a: 'from field', b: 'from values', c: '' });
  });

  it('the PUT body has every described field, trimmed', () => {
    const fields = [text('first_name'), text('last_name')];
    expect(billingPayload(fields, { first_name: '  Ana ', extra: 'x' })).toEqual({ first_name: 'Ana', last_name: '' });
  });

  it('autocomplete tokens and ids', () => {
    expect(autocompleteFor('first_name')).toBe('given-name');
    expect(autocompleteFor('document_number')).toBeUndefined();
    expect(billingFieldId('postal_code')).toBe('billing-postal_code');
    expect(billingFieldId('a b"c')).toBe('billing-a-b-c');
  });

  it('form order: the country first, then the document, the person, the address, the optional phone', () => {
    expect(DEFAULT_BILLING_FIELDS.map((f) => f.name)).toEqual([
      'country',
      'document_type',
      'document_number',
      'first_name',
      'last_name',
      'birth_date',
      'address',
      'city',
      'postal_code',
      'phone',
    ]);
    // The back end's order does not matter; a field the app does not know follows the known ones, none is dropped.
    const described = [
      text('first_name'),
      text('tax_id'),
      text('postal_code'),
      text('country'),
      text('nickname', false),
    ];
    expect(orderBillingFields(described).map((f) => f.name)).toEqual([
      'country',
      'first_name',
      'postal_code',
      'tax_id',
      'nickname',
    ]);
  });

  it('prefill: the country from the countryResidence cookie, the e-mail from the session, a saved value wins', () => {
    const fields = [...DEFAULT_BILLING_FIELDS, text('email')];
    const empty = initialBillingValues({ fields, values: {} });
    expect(prefillBillingValues(fields, empty, { countryResidence: 'pt', email: 'ana@example.com' })).toMatchObject({
      country: 'PT',
      email: 'ana@example.com',
    });
    const saved = { ...empty, country: 'BR', email: 'saved@example.com' };
    expect(prefillBillingValues(fields, saved, { countryResidence: 'PT', email: 'ana@example.com' })).toEqual(saved);
  });

  it('prefill: a country the form does not offer, or a field the form does not show, stays empty', () => {
    const empty = initialBillingValues({ fields: [...DEFAULT_BILLING_FIELDS], values: {} });
    expect(prefillBillingValues(DEFAULT_BILLING_FIELDS, empty, { countryResidence: 'ZZ' }).country).toBe('');
    expect(prefillBillingValues(DEFAULT_BILLING_FIELDS, empty, { email: 'ana@example.com' })).toEqual(empty);
  });

  it('fields to fill: the required ones still empty', () => {
    const empty = initialBillingValues({ fields: [...DEFAULT_BILLING_FIELDS], values: {} });
    expect(billingFieldsToFill(DEFAULT_BILLING_FIELDS, empty)).toHaveLength(9);
    const prefilled = prefillBillingValues(DEFAULT_BILLING_FIELDS, empty, { countryResidence: 'BR' });
    expect(billingFieldsToFill(DEFAULT_BILLING_FIELDS, prefilled).map((f) => f.name)).not.toContain('country');
    expect(billingFieldsToFill(DEFAULT_BILLING_FIELDS, prefilled)).toHaveLength(8);
  });
});
