/**
 * What the country and the document type decide in the billing form (spec §2 /billing-details; §5 leaves the
 * validation of form fields to the product): which document types a country offers, the shape of a document number
 * of each type, and the shape of a postal code of each country. Each shape is the one the form's hint promises
 * (messages `billing.documentHints.<type>`, `billing.postcodeHints.<country>`), nothing more: no CPF check digits, no
 * list of real postal codes. The back end still checks what it checks (lib/billing/form-schema.ts).
 *
 * A type or a country with no entry here has no shape to check: the form then shows its general hint.
 * Pure module.
 */

/** Document types tied to the countries that issue them; any other type is offered in every country. */
export const DOCUMENT_TYPE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  // The CPF is the Brazilian taxpayer number.
  CPF: ['BR'],
};

/** The shape of a document number, by document type. */
export const DOCUMENT_NUMBER_FORMATS: Readonly<Record<string, RegExp>> = {
  // 11 digits, written plain or as 000.000.000-00.
  CPF: /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/,
  // Letters and digits only, as in the passport's machine-readable zone.
  PASSPORT: /^[A-Za-z0-9]{5,20}$/,
  // As printed: letters and digits, with spaces, dots or hyphens between them.
  ID_CARD: /^[A-Za-z0-9][A-Za-z0-9 .-]{2,18}[A-Za-z0-9]$/,
};

/** The shape of a postal code, by country (ISO 3166-1 alpha-2). */
export const POSTAL_CODE_FORMATS: Readonly<Record<string, RegExp>> = {
  // CEP: 8 digits, 00000-000.
  BR: /^\d{5}-?\d{3}$/,
  // 7 digits, 0000-000.
  PT: /^\d{4}-?\d{3}$/,
  ES: /^\d{5}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  MX: /^\d{5}$/,
  // ZIP code, or ZIP+4.
  US: /^\d{5}(?:-\d{4})?$/,
  // Outward code, then inward code (SW1A 1AA).
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  // CPA (C1002AAP), or the older 4 digits.
  AR: /^(?:[A-Za-z]\d{4}[A-Za-z]{3}|\d{4})$/,
};

/**
 * The document types a country offers, in the back end's order.
 * @param options the document types the back end describes.
 * @param country the chosen country, or "" when none is chosen yet: then every type is offered.
 */
export function documentTypesFor(options: readonly string[], country: string): string[] {
  if (!country) return [...options];
  return options.filter((type) => DOCUMENT_TYPE_COUNTRIES[type]?.includes(country) ?? true);
}

/** True when `type` is offered in `country` (every type is, while no country is chosen). */
export function documentTypeFits(type: string, country: string): boolean {
  return documentTypesFor([type], country).length === 1;
}

/** True when a document number has the shape of its type (any number fits a type with no known shape). */
export function documentNumberFits(type: string | undefined, number: string): boolean {
  const format = type ? DOCUMENT_NUMBER_FORMATS[type] : undefined;
  return !format || format.test(number.trim());
}

/** True when a postal code has the shape of its country (any code fits a country with no known shape). */
export function postalCodeFits(country: string | undefined, code: string): boolean {
  const format = country ? POSTAL_CODE_FORMATS[country] : undefined;
  return !format || format.test(code.trim());
}
