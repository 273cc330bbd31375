/**
 * The billing form's description (spec §2 /billing-details, §8 "If billing fields … fail to load, empty data is
 * used"). The back end describes the form (GET /user/billing/fields); when that load fails the form still has to
 * show, empty, so the app keeps its own description of the same fields as the fallback ("empty data"). The app
 * also decides the fields' order, puts what the product already knows into the empty ones, and counts what is left
 * to fill. Pure module.
 */
import type { BillingField, BillingFields, BillingValues } from '@/lib/api/billing';

/**
 * The form's order of the fields the app knows. The country comes first because it decides what follows: the document
 * types on offer and the shape of the document number and of the postal code (./formats.ts). Then the document, which
 * the name and the date of birth must match, then the address as it is written (street, city, postal code), and last
 * the optional phone.
 */
export const BILLING_FIELD_ORDER = [
  'country',
  'document_type',
  'document_number',
  'first_name',
  'last_name',
  'birth_date',
  'email',
  'address',
  'city',
  'postal_code',
  'phone',
] as const;

/** The fields the app shows when the back end's description cannot be loaded, in form order. */
export const DEFAULT_BILLING_FIELDS: readonly BillingField[] = [
  {
    name: 'country',
    label: 'Country',
    type: 'select',
    required: true,
    options: ['BR', 'PT', 'ES', 'FR', 'DE', 'GB', 'US', 'AR', 'MX'],
  },
  {
    name: 'document_type',
    label: 'Document type',
    type: 'select',
    required: true,
    options: ['CPF', 'PASSPORT', 'ID_CARD'],
  },
  { name: 'document_number', label: 'Document number', type: 'text', required: true },
  { name: 'first_name', label: 'First name', type: 'text', required: true },
  { name: 'last_name', label: 'Last name', type: 'text', required: true },
  { name: 'birth_date', label: 'Date of birth', type: 'date', required: true },
  { name: 'address', label: 'Address', type: 'text', required: true },
  { name: 'city', label: 'City', type: 'text', required: true },
  { name: 'postal_code', label: 'Postal code', type: 'text', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', required: false },
];

/**
 * The fields in form order: those the app knows by {@link BILLING_FIELD_ORDER}, then any other the back end
 * describes, in its own order. Every described field stays.
 */
export function orderBillingFields<F extends Pick<BillingField, 'name'>>(fields: readonly F[]): F[] {
  const rank = (name: string) => {
    const i = (BILLING_FIELD_ORDER as readonly string[]).indexOf(name);
    return i < 0 ? BILLING_FIELD_ORDER.length : i;
  };
  // Array.prototype.sort is stable: the unknown fields keep the back end's order.
  return [...fields].sort((a, b) => rank(a.name) - rank(b.name));
}

/** What the product already knows about the person, for the fields they have not filled yet. */
export interface BillingPrefill {
  /** The countryResidence cookie (spec §3), as stored. */
  countryResidence?: string | null;
  /** The signed-in person's e-mail (their session's). */
  email?: string | null;
}

/**
 * The starting values with what the product already knows put into the fields still empty: the country from the
 * countryResidence cookie when it is one of the country field's options, the e-mail of the session when the back end
 * describes an `email` field. A saved value always wins.
 */
export function prefillBillingValues(
  fields: readonly BillingField[],
  values: BillingValues,
  known: BillingPrefill,
): BillingValues {
  const out = { ...values };
  const empty = (name: string) => fields.some((f) => f.name === name) && !(out[name] ?? '').trim();
  const country = known.countryResidence?.trim().toUpperCase() ?? '';
  const countryField = fields.find((f) => f.name === 'country');
  if (country && empty('country') && (!countryField?.options?.length || countryField.options.includes(country))) {
    out.country = country;
  }
  const email = known.email?.trim() ?? '';
  if (email && empty('email')) out.email = email;
  return out;
}

/** The required fields still empty: what a person has to fill before the form can be sent. */
export function billingFieldsToFill(fields: readonly BillingField[], values: BillingValues): BillingField[] {
  return fields.filter((f) => f.required && !(values[f.name] ?? '').trim());
}

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
  email: 'email',
};

/** The autocomplete token of a field, or undefined. */
export function autocompleteFor(name: string): string | undefined {
  return AUTOCOMPLETE[name];
}

/** The form control's DOM id of a field (labels, error links and focus use it). */
export function billingFieldId(name: string): string {
  return `billing-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
}
