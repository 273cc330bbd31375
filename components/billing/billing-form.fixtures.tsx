/**
 * What the billing form's tests share (./billing-form.test.tsx, ./billing-form-save.test.tsx): the island rendered
 * with the default description under the real messages, and the person's actions on it. Test-only module.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import type { BillingValues } from '@/lib/api/billing';
import { DEFAULT_BILLING_FIELDS, initialBillingValues } from '@/lib/billing/fields';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { BillingFormIsland } from './billing-form-island';

/** The starting values of a person with no saved details: every field "". */
export const EMPTY: BillingValues = initialBillingValues({ fields: [...DEFAULT_BILLING_FIELDS], values: {} });

/** Renders the form island with the default description. */
export function renderForm(
  next: string | null = null,
  loadFailed = false,
  values: BillingValues = EMPTY,
  fields = [...DEFAULT_BILLING_FIELDS],
  locale: 'en' | 'pt' = 'en',
) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BillingFormIsland fields={fields} values={values} next={next} loadFailed={loadFailed} />
    </QueryClientProvider>,
    { locale },
  );
}

/** Types (or chooses) a value in the control labelled `label`. */
export const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The current value of the control labelled `label`. */
export const valueOf = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement).value;

/** The text the control's aria-describedby points at (its hint, or its message). */
export const description = (label: RegExp) =>
  document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')?.textContent;

/** Fills every required field with valid values, in form order. */
export function fillValid() {
  type(/^country/i, 'BR');
  type(/^document type/i, 'CPF');
  type(/^document number/i, '123.456.789-09');
  type(/^first name/i, 'Ana');
  type(/^last name/i, 'Silva');
  type(/^date of birth/i, '1990-01-31');
  type(/^address/i, 'Rua Augusta, 10');
  type(/^city/i, 'Sao Paulo');
  type(/^postal code/i, '01305-000');
}

/** Presses "Save and continue". */
export const submit = () => fireEvent.click(screen.getByRole('button', { name: /save and continue/i }));
