'use client';

/**
 * The billing details form (spec §2 /billing-details, §7 PUT /user/billing/fields, §8): one labelled control per
 * field the back end describes, in its order. On submit the browser checks what the description says
 * (lib/billing/form-schema.ts); then PUT through the client `api`. A 400 is excluded from the global redirect
 * (spec §8): its field errors show next to their fields and in a summary banner that takes the focus and links to
 * each field, and every typed value stays. Success: a toast, then on to where the flow was going
 * (lib/kyc/flow.ts `afterBillingPath`: /kyc while verification is needed, else `next`, else /transactions).
 * Any other failure is the global rule's (it navigates away); a malformed answer says the save failed.
 * After a failed load (`loadFailed`, spec §8 "Other cases": the screen runs on empty data) the form saves through the
 * quiet client instead: a failed save (5xx, 404, transport error) stays on the screen with every typed value and a
 * message by the submit button saying so, and only a 401 goes to login.
 */
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { BillingField, BillingValues } from '@/lib/api/billing';
import { BillingFieldControl } from './billing-field-control';
import { BillingErrorSummary, BillingSaveFailed } from './billing-notices';
import { useBillingLabels } from './use-billing-labels';
import { useBillingSubmit } from './use-billing-submit';

export interface BillingFormProps {
  /** The fields to show (the back end's description, or the app's default after a failed load). */
  fields: BillingField[];
  /** Starting values, field name → value. */
  values: BillingValues;
  /** The validated same-origin path the flow continues to, or null. */
  next: string | null;
  /** True when the saved details could not be loaded: saving then goes through the quiet client (see above). */
  loadFailed?: boolean;
}

/** The billing details form (client island of /billing-details). */
export function BillingForm({ fields, values: initialValues, next, loadFailed = false }: BillingFormProps) {
  const t = useTranslations('billing');
  const labels = useBillingLabels();
  const { errorOf, summary, saving, summaryRef, failedRef, onFieldChange, onSubmit } = useBillingSubmit({
    fields,
    next,
    loadFailed,
  });
  // Until hydrated, the form has no submit handler and a native submission would send personal data to the page
  // itself: the submit button stays disabled until then (which also blocks implicit submission with Enter), and
  // method="post" keeps the values out of the URL in any case.
  const hydrated = useHydrated();

  const invalid = fields.filter((f) => errorOf(f.name));

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={saving || undefined}
      className="flex flex-col gap-4"
      data-testid="billing-form"
    >
      <BillingErrorSummary
        summary={summary}
        invalid={invalid}
        labelOf={labels.labelOf}
        errorOf={errorOf}
        summaryRef={summaryRef}
      />

      {fields.map((field) => (
        <BillingFieldControl
          key={field.name}
          field={field}
          defaultValue={initialValues[field.name] ?? ''}
          error={errorOf(field.name)}
          saving={saving}
          labels={labels}
          onChange={() => onFieldChange(field.name)}
        />
      ))}

      <div className="mt-2 flex flex-col gap-3">
        {/* By the submit button, where the person is looking when a save fails; the fields above keep their values. */}
        <BillingSaveFailed failed={summary?.kind === 'failed'} failedRef={failedRef} />
        <Button type="submit" width="full" disabled={saving || !hydrated}>
          {saving ? t('saving') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
