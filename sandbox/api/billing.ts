/**
 * The sandbox's own billing rules (GET/PUT /user/billing/fields). Kept apart from lib/billing on purpose: the app's
 * validation is what is being tested, and a stand-in that shared it could never catch a disagreement between the
 * two. Only the field list (names, labels, options) comes from the app.
 */
import { BILLING_FIELD_NAMES, type BillingValues, type UserRecord } from './store';
import { DEFAULT_BILLING_FIELDS } from '../../lib/billing/fields';

/**
 * The billing fields the sandbox describes: the app's own default description (one list, lib/billing/fields.ts),
 * typed with the sandbox's field names.
 */
export const BILLING_FIELDS = DEFAULT_BILLING_FIELDS as ReadonlyArray<
  (typeof DEFAULT_BILLING_FIELDS)[number] & { name: (typeof BILLING_FIELD_NAMES)[number] }
>;

export function emptyBilling(): BillingValues {
  return Object.fromEntries(BILLING_FIELD_NAMES.map((n) => [n, ''])) as BillingValues;
}

/** Field errors of billing values (empty object when valid). Messages are English; `error` codes are stable. */
export function validateBilling(values: BillingValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of BILLING_FIELDS) {
    const v = values[field.name].trim();
    if (!v) {
      if (field.required) errors[field.name] = 'This field is required';
      continue;
    }
    if (v.length > 100) errors[field.name] = 'Must be at most 100 characters';
    else if (field.options && !field.options.includes(v))
      errors[field.name] = `Must be one of ${field.options.join(', ')}`;
  }
  const birth = values.birth_date.trim();
  if (birth && !errors.birth_date) {
    const t = Date.parse(`${birth}T00:00:00.000Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || Number.isNaN(t)) errors.birth_date = 'Must be a date (YYYY-MM-DD)';
    else {
      const adult = new Date(t);
      adult.setUTCFullYear(adult.getUTCFullYear() + 18);
      if (adult.getTime() > now.getTime()) errors.birth_date = 'You must be at least 18 years old';
    }
  }
  if (values.phone.trim() && !/^\+?[0-9 ()-]{7,20}$/.test(values.phone.trim())) errors.phone = 'Must be a phone number';
  if (values.document_type === 'CPF' && values.document_number.trim() && !errors.document_number) {
    if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(values.document_number.trim())) {
      errors.document_number = 'Must be a CPF (000.000.000-00)';
    }
  }
  if (values.postal_code.trim() && !/^[A-Za-z0-9 -]{3,10}$/.test(values.postal_code.trim())) {
    errors.postal_code = 'Must be a postal code';
  }
  for (const n of ['first_name', 'last_name', 'city'] as const) {
    if (values[n].trim() && !errors[n] && /[0-9<>{}]/.test(values[n])) errors[n] = 'Must contain letters only';
  }
  return errors;
}

export function billingAnswer(user: UserRecord): Record<string, unknown> {
  const values = user.billing ?? emptyBilling();
  return {
    fields: BILLING_FIELDS.map((f) => ({ ...f, value: values[f.name] })),
    values,
    is_complete: user.billing !== null && Object.keys(validateBilling(user.billing)).length === 0,
  };
}
