'use client';

/**
 * One control of the billing details form (spec §2 /billing-details, §7 GET /user/billing/fields): a select for a
 * field of type `select`, else a text, date or telephone input, labelled, with its hint, its message and the
 * browser's autocomplete token. Uncontrolled, except the choices the form holds in state (the country and the
 * document type, ./use-billing-choices.ts): the starting value is the saved one, and what the person types (even
 * before hydration) stays in the control.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import type { BillingField } from '@/lib/api/billing';
import { autocompleteFor, billingFieldId } from '@/lib/billing/fields';
import type { BillingLabels } from './use-billing-labels';

/** Props of {@link BillingFieldControl}. */
export interface BillingFieldControlProps {
  /** The field as the back end describes it (name, type, required, options). */
  field: BillingField;
  /** The saved value ("" when none); ignored when `value` is given. */
  defaultValue: string;
  /** The value of a control the form holds in state; undefined for an uncontrolled one. */
  value?: string;
  /** The choices offered, when they are fewer than the description's (the document types of a country). */
  options?: readonly string[];
  /** The text under the control (the field's hint, or a note about it), or undefined. */
  hint: ReactNode;
  /** The field's message (the browser's check or the server's 400), or undefined. */
  error: string | undefined;
  /** True while the form saves: the control is disabled. */
  saving: boolean;
  labels: Pick<BillingLabels, 'labelOf' | 'optionLabel'>;
  /** Called with the new value on every change of the control (its old message no longer applies). */
  onChange: (value: string) => void;
}

/** The control of one billing field, with the id {@link billingFieldId} the error summary links to. */
export function BillingFieldControl({
  field,
  defaultValue,
  value,
  options,
  hint,
  error,
  saving,
  labels,
  onChange,
}: BillingFieldControlProps) {
  const t = useTranslations('billing');
  const { labelOf, optionLabel } = labels;
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
    hint,
    ...(value === undefined ? { defaultValue } : { value }),
    disabled: saving,
    autoComplete: autocompleteFor(field.name),
  };
  if (field.type === 'select') {
    return (
      <SelectField
        {...common}
        label={label}
        placeholder={t('choose')}
        options={(options ?? field.options ?? []).map((o) => ({ value: o, label: optionLabel(field, o) }))}
        onChange={(e) => onChange(e.currentTarget.value)}
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
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
