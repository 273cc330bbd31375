/**
 * The billing form's description (spec §2 /billing-details, §8 "If billing fields … fail to load, empty data is
 * used"). The back end describes the form (GET /user/billing/fields); when that load fails the form still has to
 * show, empty, so the app keeps its own description of the same fields as the fallback ("empty data").
 * Pure module.
 */
import type { BillingField, BillingFields, BillingValues } from '@/lib/api/billing';

/** The fields the app shows when the back end's description cannot be loaded, in form order. */
export const DEFAULT_BILLING_FIELDS: readonly BillingField[] = [
  { name: 'first_name', label: 'First name', type: 'text', required: true },
  { name: 'last_name', label: 'Last name', type: 'text', required: true },
  {
    name: 'document_type',
    label: 'Document type',
    type: 'select',
    required: true,
    options: ['CPF', 'PASSPORT', 'ID_CARD'],
  },
  { name: 'document_number', label: 'Document number', type: 'text', required: true },
  { name: 'birth_date', label: 'Date of birth', type: 'date', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', required: false },
  { name: 'address', label: 'Address', type: 'text', required: true },
  { name: 'city', label: 'City', type: 'text', required: true },
  { name: 'postal_code', label: 'Postal code', type: 'text', required: true },
  {
    name: 'country',
    label: 'Country',
    type: 'select',
    required: true,
    options: ['BR', 'PT', 'ES', 'FR', 'DE', 'GB', 'US', 'AR', 'MX'],
  },
];

/** The "empty data" of a failed load: the default fields, no values, not complete. */
export function emptyBillingFields(): BillingFields {
  return { fields: DEFAULT_BILLING_FIELDS.map((f) => ({ ...f, value: '' })), values: {}, is_complete: false };
}

/**
 * The form's starting values: for each field, its `value`, else the `values` map entry, else "" (never null).
 * Only the described fields are kept: the form sends back exactly what it shows.
 */
export function initialBillingValues(data: Pick<BillingFields, 'fields' | 'values'>): BillingValues {
  const out: BillingValues = {};
  for (const field of data.fields) out[field.name] = field.value ?? data.values[field.name] ?? '';
  return out;
}

/** The PUT body: every described field, trimmed. */
export function billingPayload(fields: readonly BillingField[], values: BillingValues): BillingValues {
  return Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]));
}

/** Browser autofill tokens (HTML autocomplete) of the fields the app knows; others get none. */
const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  birth_date: 'bday',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  postal_code: 'postal-code',
  country: 'country',
};

/** The autocomplete token of a field, or undefined. */
export function autocompleteFor(name: string): string | undefined {
  return AUTOCOMPLETE[name];
}

/** The form control's DOM id of a field (labels, error links and focus use it). */
export function billingFieldId(name: string): string {
  return `billing-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
