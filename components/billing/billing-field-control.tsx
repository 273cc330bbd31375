'use client';

/**
 * One control of the billing details form (spec §2 /billing-details, §7 GET /user/billing/fields): a select for a
 * field of type `select`, else a text, date or telephone input, labelled, with its hint, its message and the
 * browser's autocomplete token. Uncontrolled: the starting value is the saved one, and what the person types (even
 * before hydration) stays in the control.
 */
import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { BillingField } from '@/lib/api/billing';
import { autocompleteFor, billingFieldId } from '@/lib/billing/fields';
import type { BillingLabels } from './use-billing-labels';

/** Props of {@link BillingFieldControl}. */
export interface BillingFieldControlProps {
  /** The field as the back end describes it (name, type, required, options). */
  field: BillingField;
  /** The saved value ("" when none). */
  defaultValue: string;
  /** The field's message (the browser's check or the server's 400), or undefined. */
  error: string | undefined;
  /** True while the form saves: the control is disabled. */
  saving: boolean;
  labels: BillingLabels;
  /** Called on every change of the control (its old message no longer applies). */
  onChange: () => void;
}

/** The control of one billing field, with the id {@link billingFieldId} the error summary links to. */
export function BillingFieldControl({
  field,
  defaultValue,
  error,
  saving,
  labels,
  onChange,
}: BillingFieldControlProps) {
  const t = useTranslations('billing');
  const { labelOf, hintOf, optionLabel } = labels;
  const label = field.required ? (
    labelOf(field)
  ) : (
    <>
      {labelOf(field)} <span className="font-normal text-grey-400">({t('optional')})</span>
    </>
  );
  const common = {
    id: billingFieldId(field.name),
    name: field.name,
    required: field.required,
    errors: error ? [error] : [],
    hint: hintOf(field),
    defaultValue,
    disabled: saving,
    autoComplete: autocompleteFor(field.name),
  };
  if (field.type === 'select') {
    return (
      <SelectField
        {...common}
        label={label}
        placeholder={t('choose')}
        options={(field.options ?? []).map((o) => ({ value: o, label: optionLabel(field, o) }))}
        onChange={onChange}
      />
    );
  }
  return (
    <Field
      {...common}
      label={label}
      type={field.type === 'date' ? 'date' : field.type === 'tel' ? 'tel' : 'text'}
      inputMode={field.type === 'tel' ? 'tel' : undefined}
      maxLength={200}
      onChange={onChange}
    />
  );
}
