/** @jest-environment node */
import {
  autocompleteFor,
  billingFieldId,
  billingPayload,
  emptyBillingFields,
  initialBillingValues,
  DEFAULT_BILLING_FIELDS,
} from './fields';

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
    const fields = DEFAULT_BILLING_FIELDS.slice(0, 2);
    expect(billingPayload(fields, { first_name: '  Ana ', extra: 'x' })).toEqual({ first_name: 'Ana', last_name: '' });
  });

  it('autocomplete tokens and ids', () => {
    expect(autocompleteFor('first_name')).toBe('given-name');
    expect(autocompleteFor('document_number')).toBeUndefined();
    expect(billingFieldId('postal_code')).toBe('billing-postal_code');
    expect(billingFieldId('a b"c')).toBe('billing-a-b-c');
  });
});
