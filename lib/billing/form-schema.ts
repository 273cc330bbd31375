/**
 * Client-side validation of the billing form, built from the back end's field description (spec §2
 * /billing-details; §5 "validation of form fields (billing …) is not shown").
 *
 * Rule chosen: the browser checks only what the description itself says — required, one of the options, a real
 * calendar date for `date`, a phone-shaped value for `tel`, at most 100 characters — so a person hears about an
 * empty or mistyped field at once, without a round trip. The business rules (minimum age, document number
 * formats such as CPF, postal code formats, letters-only names) belong to the server: they vary by country and the
 * spec does not show them. The server's 400 answer carries them as field errors (lib/api/billing.ts), shown next
 * to the same fields. Anything the client lets through, the server still checks.
 *
 * Pure module; the messages are codes the screen translates (messages `billing.errors.<code>`).
 */
import { z } from 'zod/mini';
import type { BillingField, BillingValues } from '@/lib/api/billing';

/** Codes of the client-side errors. */
export const BILLING_ERROR_CODES = ['required', 'choice', 'date', 'phone', 'tooLong'] as const;
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

/** The first client-side error of one field's value, or null when the browser has nothing to say. */
export function billingFieldError(field: BillingField, raw: string | undefined): BillingErrorCode | null {
  const value = (raw ?? '').trim();
  if (!value) return field.required ? 'required' : null;
  if (value.length > BILLING_MAX_LENGTH) return 'tooLong';
  if (field.options?.length && !field.options.includes(value)) return 'choice';
  if (field.type === 'date' && !isIsoDate(value)) return 'date';
  if (field.type === 'tel' && !PHONE.test(value)) return 'phone';
  return null;
}

/**
 * A zod schema of the form's values for a field description: each described field is a string, trimmed, whose
 * issues carry a {@link BillingErrorCode} as message. Fields the description does not name are dropped.
 */
export function billingFormSchema(fields: readonly BillingField[]) {
  const shape: Record<string, z.ZodMiniType<string, string>> = {};
  for (const field of fields) {
    // Missing → '' → trimmed → checked: the default sits innermost so a missing required field is still flagged.
    shape[field.name] = z
      .pipe(
        z._default(z.string(), ''),
        z.transform((s: string) => s.trim()),
      )
      .check(
        z.superRefine((value: string, ctx) => {
          const code = billingFieldError(field, value);
          if (code) ctx.addIssue({ code: 'custom', message: code });
        }),
      ) as unknown as z.ZodMiniType<string, string>;
  }
  return z.object(shape);
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
