'use client';

/**
 * The two choices of the billing form that decide other fields (spec §2 /billing-details): the country, which
 * decides the document types on offer and the postal code's shape, and the document type, which decides the document
 * number's shape (lib/billing/formats.ts). The form holds both in state so the options, hints and messages follow a
 * change at once; every other field stays as typed. A document type the new country does not offer is cleared, and
 * the form says so. A choice made before the page hydrated is taken over right after it.
 */
import { useState, type RefObject } from 'react';
import { useEnteredBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { BillingField, BillingValues } from '@/lib/api/billing';
import { documentTypeFits, documentTypesFor } from '@/lib/billing/formats';
import type { BillingChoices } from './use-billing-labels';

/** The choices, what they offer, and how to change them. */
export interface BillingChoicesState extends BillingChoices {
  /** The document types offered in the chosen country (undefined when the type is not a described select). */
  documentTypes: string[] | undefined;
  /** The document type the last country change cleared (the form's note says so), else null. */
  cleared: string | null;
  /** The person chose a country ("" for none). */
  chooseCountry: (country: string) => void;
  /** The person chose a document type ("" for none). */
  chooseDocumentType: (documentType: string) => void;
}

/** The state after choosing `country` and `documentType` together: a type the country does not offer is cleared. */
function settle(country: string, documentType: string, typeIsChoice: boolean) {
  const fits = !typeIsChoice || !documentType || documentTypeFits(documentType, country);
  return { country, documentType: fits ? documentType : '', cleared: fits ? null : documentType };
}

/**
 * The country and document type of the billing form.
 * @param fields the described fields.
 * @param initialValues the starting values (saved or prefilled).
 * @param formRef the form, for the choices made before hydration.
 */
export function useBillingChoices(
  fields: readonly BillingField[],
  initialValues: BillingValues,
  formRef: RefObject<HTMLElement | null>,
): BillingChoicesState {
  const typeOptions = fields.find((f) => f.name === 'document_type' && f.type === 'select')?.options;
  const typeIsChoice = !!typeOptions?.length;
  const [state, setState] = useState(() =>
    settle((initialValues.country ?? '').trim(), (initialValues.document_type ?? '').trim(), typeIsChoice),
  );

  const chooseCountry = (country: string) => setState((s) => settle(country, s.documentType, typeIsChoice));
  const chooseDocumentType = (documentType: string) =>
    setState((s) => ({ country: s.country, documentType, cleared: null }));

  useEnteredBeforeHydration(formRef, (entered) => {
    if (!entered.has('country') && !entered.has('document_type')) return;
    setState((s) =>
      settle(entered.get('country') ?? s.country, entered.get('document_type') ?? s.documentType, typeIsChoice),
    );
  });

  return {
    ...state,
    documentTypes: typeOptions ? documentTypesFor(typeOptions, state.country) : undefined,
    chooseCountry,
    chooseDocumentType,
  };
}
