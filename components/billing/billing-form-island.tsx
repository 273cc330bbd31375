'use client';

/**
 * The billing details form (spec §2 /billing-details, §7 PUT /user/billing/fields, §8): one labelled control per
 * field the back end describes, in the app's order (lib/billing/fields.ts `orderBillingFields`): the country first,
 * since it decides the document types on offer and the postal code's shape, then the document, the name, the date
 * of birth, the address and the optional phone. The document number's hint and format message follow the chosen
 * document type, the postal code's follow the country; a country change updates them at once, keeps every typed value,
 * and clears only a document type the new country does not offer, with a note saying so (./use-billing-choices.ts).
 *
 * On submit the browser checks what the description and the choices say (lib/billing/form-schema.ts); then PUT
 * through the client `api`. A 400 is excluded from the global redirect (spec §8): its field errors show next to their
 * fields and in a summary banner that takes the focus and links to each field, and every typed value stays. Success:
 * a toast, then on to where the flow was going (lib/kyc/flow.ts `afterBillingPath`: /kyc while verification is
 * needed, else `next`, else /transactions). Any other failure is the global rule's (it navigates away); a malformed
 * answer says the save failed. After a failed load (`loadFailed`, spec §8 "Other cases": the screen runs on empty
 * data) the form's save is left to the screen instead (policy 'screen-handles'): a failed save (5xx, 404, transport
 * error) stays on the screen with every typed value and a message by the submit button saying so, and only a 401 goes
 * to login.
 */
import { useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { BillingField, BillingValues } from '@/lib/api/billing';
import { orderBillingFields } from '@/lib/billing/fields';
import { BillingFieldControl } from './billing-field-control';
import { BillingErrorSummary, BillingSaveFailed } from './billing-notices';
import { useBillingChoices } from './use-billing-choices';
import { useBillingLabels } from './use-billing-labels';
import { useBillingSubmit } from './use-billing-submit';

export interface BillingFormIslandProps {
  /** The fields to show (the back end's description, or the app's default after a failed load), in any order. */
  fields: BillingField[];
  /** Starting values, field name → value (saved, or prefilled from what the product knows). */
  values: BillingValues;
  /** The validated same-origin path the flow continues to, or null. */
  next: string | null;
  /** True when the saved details could not be loaded: saving is then left to the screen (see above). */
  loadFailed?: boolean;
}

/** The billing details form (client island of /billing-details). */
export function BillingFormIsland({
  fields: described,
  values: initialValues,
  next,
  loadFailed = false,
}: BillingFormIslandProps) {
  const t = useTranslations('billing');
  const labels = useBillingLabels();
  const fields = useMemo(() => orderBillingFields(described), [described]);
  const formRef = useRef<HTMLFormElement>(null);
  const choices = useBillingChoices(fields, initialValues, formRef);
  const { errorOf, summary, saving, summaryRef, failedRef, onFieldChange, onSubmit } = useBillingSubmit({
    fields,
    next,
    loadFailed,
    errorText: (name, code) => labels.errorText(name, code, choices),
  });
  // Until hydrated, the form has no submit handler and a native submission would send personal data to the page
  // itself: the submit button stays disabled until then (which also blocks implicit submission with Enter), and
  // method="post" keeps the values out of the URL in any case.
  const hydrated = useHydrated();

  const invalid = fields.filter((f) => errorOf(f.name));
  const typeField = fields.find((f) => f.name === 'document_type');
  const clearedNote =
    choices.cleared && typeField
      ? t('documentTypeCleared', {
          document: labels.optionLabel(typeField, choices.cleared),
          country: labels.countryName(choices.country),
        })
      : null;

  /** What the form holds in state for a field: its value and, for the document type, the choices offered. */
  const held = (field: BillingField) => {
    if (field.name === 'country' && field.type === 'select') return { value: choices.country };
    if (field.name === 'document_type' && choices.documentTypes) {
      return { value: choices.documentType, options: choices.documentTypes };
    }
    return {};
  };
  const onChange = (field: BillingField, value: string) => {
    if (field.name === 'country') choices.chooseCountry(value);
    if (field.name === 'document_type') choices.chooseDocumentType(value);
    onFieldChange(field.name);
  };

  return (
    <form
      ref={formRef}
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
      {/* Says at once, to a screen reader too, that a country change cleared the document type. */}
      <p role="status" className="sr-only">
        {clearedNote}
      </p>

      {fields.map((field) => (
        <BillingFieldControl
          key={field.name}
          field={field}
          defaultValue={initialValues[field.name] ?? ''}
          {...held(field)}
          hint={
            field.name === 'document_type' && clearedNote ? (
              <span className="font-medium text-text" data-testid="billing-document-type-cleared">
                {clearedNote}
              </span>
            ) : (
              labels.hintOf(field, choices)
            )
          }
          error={errorOf(field.name)}
          saving={saving}
          labels={labels}
          onChange={(value) => onChange(field, value)}
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
