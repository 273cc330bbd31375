'use client';

/**
 * The words of the billing details form (spec §2 /billing-details, §7 GET /user/billing/fields): a field's label and
 * hint in the person's language (the back end's label when the app has none), and the label of a choice: a country
 * code by the language's region name (Intl.DisplayNames), a document type by the app's name for it.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { BillingField } from '@/lib/api/billing';

/** The label functions of the billing form. */
export interface BillingLabels {
  /** The field's label: the app's for its name, else the back end's `label`. */
  labelOf: (field: BillingField) => string;
  /** The field's hint under the control, when the app has one (e.g. the phone's format). */
  hintOf: (field: BillingField) => string | undefined;
  /** The visible label of one of a select field's options (its value when nothing better is known). */
  optionLabel: (field: BillingField, option: string) => string;
}

/** The billing form's labels in the current language. */
export function useBillingLabels(): BillingLabels {
  const t = useTranslations('billing');
  const locale = useLocale();
  const regionNames = useMemo(() => {
    try {
      return new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      return null;
    }
  }, [locale]);

  const labelOf = (field: BillingField): string => {
    const key = `fields.${field.name}` as 'fields.first_name';
    return t.has(key) ? t(key) : field.label;
  };
  const hintOf = (field: BillingField): string | undefined => {
    const key = `hints.${field.name}` as 'hints.phone';
    return t.has(key) ? t(key) : undefined;
  };
  const optionLabel = (field: BillingField, option: string): string => {
    if (field.name === 'country' && /^[A-Z]{2}$/.test(option)) {
      try {
        return regionNames?.of(option) ?? option;
      } catch {
        return option;
      }
    }
    const key = `documentTypes.${option}` as 'documentTypes.CPF';
    return field.name === 'document_type' && t.has(key) ? t(key) : option;
  };
  return { labelOf, hintOf, optionLabel };
}
