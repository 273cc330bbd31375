'use client';

/**
 * The words of the billing details form (spec §2 /billing-details, §7 GET /user/billing/fields): a field's label and
 * hint in the person's language (the back end's label when the app has none), the label of a choice (a country code
 * by the language's region name, Intl.DisplayNames; a document type by the app's name for it), and the text of a
 * field's error code. The document number's hint and format message follow the chosen document type, the postal
 * code's follow the chosen country (lib/billing/formats.ts holds the shapes they describe).
 */
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { BillingField } from '@/lib/api/billing';
import type { BillingErrorCode } from '@/lib/billing/form-schema';

/** The choices the hints and messages follow. */
export interface BillingChoices {
  /** The chosen country ("" when none). */
  country: string;
  /** The chosen document type ("" when none). */
  documentType: string;
}

/** The label functions of the billing form. */
export interface BillingLabels {
  /** The field's label: the app's for its name, else the back end's `label`. */
  labelOf: (field: BillingField) => string;
  /** The field's hint under the control, when the app has one (e.g. the phone's format, the CPF's shape). */
  hintOf: (field: BillingField, choices: BillingChoices) => string | undefined;
  /** The visible label of one of a select field's options (its value when nothing better is known). */
  optionLabel: (field: BillingField, option: string) => string;
  /** The region name of a country code (the code when the language has none). */
  countryName: (code: string) => string;
  /** The text of a client-side error code of a field. */
  errorText: (name: string, code: BillingErrorCode, choices: BillingChoices) => string;
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

  const countryName = (code: string): string => {
    if (!/^[A-Z]{2}$/.test(code)) return code;
    try {
      return regionNames?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  /** The shape the chosen type or country gives a field, in words; undefined when none is known. */
  const formatOf = (name: string, { country, documentType }: BillingChoices): string | undefined => {
    const key =
      name === 'document_number' && documentType
        ? (`documentHints.${documentType}` as 'documentHints.CPF')
        : name === 'postal_code' && country
          ? (`postalCodeHints.${country}` as 'postalCodeHints.BR')
          : null;
    return key && t.has(key) ? t(key) : undefined;
  };

  const labelOf = (field: BillingField): string => {
    const key = `fields.${field.name}` as 'fields.first_name';
    return t.has(key) ? t(key) : field.label;
  };
  const hintOf = (field: BillingField, choices: BillingChoices): string | undefined => {
    const format = formatOf(field.name, choices);
    if (format) return format;
    const key = `hints.${field.name}` as 'hints.phone';
    return t.has(key) ? t(key) : undefined;
  };
  const optionLabel = (field: BillingField, option: string): string => {
    if (field.name === 'country') return countryName(option);
    const key = `documentTypes.${option}` as 'documentTypes.CPF';
    return field.name === 'document_type' && t.has(key) ? t(key) : option;
  };
  const errorText = (name: string, code: BillingErrorCode, choices: BillingChoices): string => {
    const format = formatOf(name, choices);
    if (format && code === 'required') return t('errors.requiredFormat', { format });
    if (code === 'documentFormat' || code === 'postalCodeFormat') {
      // Every shape of lib/billing/formats has its words (messages test); the field's general hint is the fallback.
      const general = `hints.${name}` as 'hints.postal_code';
      return t(`errors.${code}`, { format: format ?? (t.has(general) ? t(general) : '') });
    }
    return t(`errors.${code}`);
  };
  return { labelOf, hintOf, optionLabel, countryName, errorText };
}
