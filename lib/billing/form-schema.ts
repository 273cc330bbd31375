/**
 * Client-side validation of the billing form, built from the back end's field description (spec §2
 * /billing-details; §5 "validation of form fields (billing …) is not shown").
 *
 * Rule chosen: the browser checks what the description itself says — required, one of the options, a real calendar
 * date for `date`, a phone-shaped value for `tel`, at most 100 characters — and the shapes the form's hints promise
 * (./formats.ts): a document type the chosen country offers, a document number shaped like its type (a CPF has 11
 * digits), a postal code shaped like its country's. So a person hears about an empty or mistyped field at once,
 * without a round trip. The business rules (minimum age, CPF check digits, letters-only names) belong to the server:
 * the spec does not show them. The server's 400 answer carries them as field errors (lib/api/billing.ts), shown next
 * to the same fields. Anything the client lets through, the server still checks.
 *
 * Pure module; the messages are codes the screen translates (messages `billing.errors.<code>`, the format ones with
 * the hint of the chosen type or country).
 */
import { z } from 'zod/mini';
import type { BillingField, BillingValues } from '@/lib/api/billing';
import { documentNumberFits, documentTypeFits, postalCodeFits } from './formats';

/** Codes of the client-side errors. */
export const BILLING_ERROR_CODES = [
  'required',
  'choice',
  'date',
  'phone',
  'tooLong',
  'documentFormat',
  'postalCodeFormat',
] as const;
export type BillingErrorCode = (typeof BILLING_ERROR_CODES)[number];

/** Longest accepted value (the sandbox's limit; a real back end answers its own with a 400). */
export const BILLING_MAX_LENGTH = 100;

const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (2023-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The first client-side error of one field's value, or null when the browser has nothing to say.
 * @param values the form's other values: the country and the document type decide what fits the fields they govern.
 */
export function billingFieldError(
  field: BillingField,
  raw: string | undefined,
  values: BillingValues = {},
): BillingErrorCode | null {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? 'required' : null;
  if (value.length > BILLING_MAX_LENGTH) return 'tooLong';
  if (field.options?.length && !field.options.includes(value)) return 'choice';
  const country = (values.country ?? '').trim();
  if (field.name === 'document_type' && field.options?.length && !documentTypeFits(value, country)) return 'choice';
  if (field.type === 'date' && !isIsoDate(value)) return 'date';
  if (field.type === 'tel' && !PHONE.test(value)) return 'phone';
  if (field.name === 'document_number' && !documentNumberFits(values.document_type?.trim(), value)) {
    return 'documentFormat';
  }
  if (field.name === 'postal_code' && !postalCodeFits(country, value)) return 'postalCodeFormat';
  return null;
}

/**
 * A zod schema of the form's values for a field description: each described field is a string, trimmed; the issues
 * carry a {@link BillingErrorCode} as message and the field's name as path. Fields the description does not name are
 * dropped.
 */
export function billingFormSchema(fields: readonly BillingField[]) {
  const shape: Record<string, z.ZodMiniType<string, string>> = {};
  for (const field of fields) {
    // Missing → '' → trimmed: the default sits innermost so a missing required field is still flagged.
    shape[field.name] = z.pipe(
      z._default(z.string(), ''),
      z.transform((s: string) => s.trim()),
    ) as unknown as z.ZodMiniType<string, string>;
  }
  // Checked as a whole: the country and the document type decide what fits other fields.
  return z.object(shape).check(
    z.superRefine((values: Record<string, string>, ctx) => {
      for (const field of fields) {
        const code = billingFieldError(field, values[field.name], values);
        if (code) ctx.addIssue({ code: 'custom', message: code, path: [field.name], input: values[field.name] });
      }
    }),
  );
}

/** Field name → first client-side error code; empty when the form may be sent. */
export function validateBillingValues(
  fields: readonly BillingField[],
  values: BillingValues,
): Record<string, BillingErrorCode> {
  const result = billingFormSchema(fields).safeParse(values);
  const errors: Record<string, BillingErrorCode> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name] && (BILLING_ERROR_CODES as readonly string[]).includes(issue.message)) {
      errors[name] = issue.message as BillingErrorCode;
    }
  }
  return errors;
}
