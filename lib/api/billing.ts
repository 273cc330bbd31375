/**
 * Product API calls of the billing details (spec §2 /billing-details, §7 GET and PUT /user/billing/fields, §8).
 * The spec does not show the shapes (§3 "fields of … billing fields … are not shown"); these are the shapes this
 * front end and its sandbox agree on (sandbox/README.md "HTTP shapes"):
 *
 * - GET answers `{fields: [{name, label, type: text|date|tel|select, required, options?, value}], values, is_complete}`;
 * - PUT takes the flat value map `{name: value, …}` (merged over the stored values) and answers the same as GET;
 * - a 400 answers `{error: 'validation_error', message, errors: {field: message}}`. It is excluded from the global
 *   redirect (spec §8), so it reaches {@link putBillingFields}, which throws a {@link BillingValidationError}.
 *
 * Each call is declared with its spec §8 policy (lib/http/policy.ts), every answer parsed with zod.
 */
import { HTTPError } from 'ky';
import { z } from 'zod/mini';
import { defineCall } from '@/lib/http/policy';

/** Input types of a billing field. An unknown type from a newer back end is shown as a text input. */
export const BILLING_FIELD_TYPES = ['text', 'date', 'tel', 'select'] as const;
export type BillingFieldType = (typeof BILLING_FIELD_TYPES)[number];

/** One field of the billing form, as the back end describes it. */
export const billingFieldSchema = z.object({
  name: z.string().check(z.minLength(1)),
  label: z.string(),
  type: z.catch(z.enum(BILLING_FIELD_TYPES), 'text'),
  required: z.catch(z.boolean(), false),
  options: z.optional(z.array(z.string())),
  value: z.optional(z.nullable(z.string())),
});
export type BillingField = z.infer<typeof billingFieldSchema>;

/** GET and PUT /user/billing/fields answer. */
export const billingFieldsSchema = z.object({
  fields: z.array(billingFieldSchema),
  values: z._default(z.record(z.string(), z.nullable(z.string())), {}),
  is_complete: z._default(z.boolean(), false),
});
export type BillingFields = z.infer<typeof billingFieldsSchema>;

/** A flat value map, field name → value ("" when empty). The PUT body. */
export type BillingValues = Record<string, string>;

/** Body of a 400 answer of PUT /user/billing/fields. */
export const billingErrorBodySchema = z.object({
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.union([z.string(), z.array(z.string())]))),
});

/** The 400 answer of PUT /user/billing/fields, as an error the form shows next to its fields. */
export class BillingValidationError extends Error {
  override readonly name = 'BillingValidationError';
  /** Field name → the server's message for it. May name fields the form does not show. */
  readonly fieldErrors: Record<string, string>;

  constructor(message: string, fieldErrors: Record<string, string>, options?: { cause?: unknown }) {
    super(message, options);
    this.fieldErrors = fieldErrors;
  }
}

/**
 * The field errors of a 400 answer body: `{errors: {field: message | [message, …]}}` → `{field: message}` (the
 * first message of a list). Anything else (text, no `errors`) gives `{}`.
 */
export function parseFieldErrors(body: unknown): Record<string, string> {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  const parsed = billingErrorBodySchema.safeParse(value);
  if (!parsed.success || !parsed.data.errors) return {};
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(parsed.data.errors)) {
    const text = Array.isArray(message) ? message.find((m) => m.trim()) : message;
    if (field && text?.trim()) out[field] = text.trim();
  }
  return out;
}

/** GET /user/billing/fields — the form's fields and the stored values, under the global rule. */
export const getBillingFields = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<BillingFields> => billingFieldsSchema.parse(await http.get('user/billing/fields').json()),
);

/** GET /user/billing/fields on /billing-details: an empty form with a "could not load" notice when it fails. */
export const getBillingFieldsHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', getBillingFields);

/** GET /user/billing/fields for the steps of an order's journey: a failure leaves the step count longer. */
export const getBillingFieldsOrEmpty = /* @__PURE__ */ defineCall('empty-on-failure', getBillingFields);

/**
 * PUT /user/billing/fields — saves the values; answers the fields as stored.
 * @throws BillingValidationError on a 400 answer (the field errors of spec §8's excluded call).
 * @throws ky HTTPError for other failures, after the error rule has navigated away.
 */
export const putBillingFields = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, values: BillingValues): Promise<BillingFields> => {
    try {
      return billingFieldsSchema.parse(await http.put('user/billing/fields', { json: values }).json());
    } catch (error) {
      if (error instanceof HTTPError && error.response.status === 400) {
        const text = await error.response.text().catch(() => '');
        let message = 'Some billing fields are invalid';
        try {
          message = billingErrorBodySchema.parse(JSON.parse(text)).message || message;
        } catch {
          // not JSON: keep the generic message
        }
        throw new BillingValidationError(message, parseFieldErrors(text), { cause: error });
      }
      throw error;
    }
  },
);

/** PUT /user/billing/fields after a failed load: "could not save", the form kept. */
export const putBillingFieldsHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', putBillingFields);
