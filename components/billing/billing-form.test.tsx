/**
 * @jest-environment jest-fixed-jsdom
 *
 * The billing form island's fields: the country first (it decides the document types and the postal code's shape),
 * the document number's and postal code's hints and messages following the chosen document type and country, a
 * country change that keeps what was typed and clears, with a note, a document type the country does not offer, the
 * fields a first-time buyer fills, and the browser's own checks, which send nothing. Saving: ./billing-form-save.test.tsx.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { billingFieldsToFill, DEFAULT_BILLING_FIELDS, prefillBillingValues } from '@/lib/billing/fields';
import { IntlWrapper } from '@/lib/i18n/test-intl';
import { listenDuringTests } from '@/sandbox/api/msw-jest';
import { BillingFormIsland } from './billing-form-island';
import { description, EMPTY, fillValid, renderForm, submit, type, valueOf } from './billing-form.fixtures';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: jest.fn(), refresh: jest.fn() }),
}));
jest.mock('@/components/session/session-provider', () => ({ useSession: () => ({ profile: null }) }));

const bodies: unknown[] = [];
listenDuringTests(
  setupServer(
    http.put('*/api/v1/user/billing/fields', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ fields: [], values: {}, is_complete: true });
    }),
  ),
);

beforeEach(() => {
  bodies.length = 0;
});

describe('BillingForm', () => {
  it('labels every field and marks the optional one', () => {
    renderForm();
    for (const label of [/^first name/i, /^country/i, /^date of birth/i])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByLabelText(/^phone \(optional\)/i)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Brazil' })).toBeTruthy();
  });

  it('the country is the first field: it decides the document types and the postal code format', () => {
    renderForm();
    const controls = Array.from(screen.getByTestId('billing-form').querySelectorAll('input, select'));
    expect(controls.map((c) => c.getAttribute('name'))).toEqual([
      'country',
      'document_type',
      'document_number',
      'first_name',
      'last_name',
      'birth_date',
      'address',
      'city',
      'postal_code',
      'phone',
    ]);
    expect(description(/^country/i)).toBe(
      'Where you live. It decides the documents you can use and the postal code format.',
    );
  });

  it('a back end that sends the country last still gets it first, and no field is dropped', () => {
    const lastCountry = [...DEFAULT_BILLING_FIELDS.filter((f) => f.name !== 'country'), DEFAULT_BILLING_FIELDS[0]!];
    renderForm(null, false, EMPTY, lastCountry);
    const controls = Array.from(screen.getByTestId('billing-form').querySelectorAll('input, select'));
    expect(controls[0]!.getAttribute('name')).toBe('country');
    expect(controls).toHaveLength(DEFAULT_BILLING_FIELDS.length);
  });

  it("the document number's hint follows the document type, the postal code's the country", () => {
    renderForm();
    expect(description(/^document number/i)).toBe('The format follows the document type you choose.');
    expect(description(/^postal code/i)).toBe('The format follows the country you choose.');
    type(/^country/i, 'BR');
    expect(description(/^postal code/i)).toBe('CEP, 8 digits, e.g. 01310-100.');
    type(/^document type/i, 'CPF');
    expect(description(/^document number/i)).toBe('11 digits, e.g. 123.456.789-09.');
    type(/^document type/i, 'PASSPORT');
    expect(description(/^document number/i)).toBe(
      'Letters and digits only, as printed in the passport, e.g. FA123456.',
    );
    type(/^country/i, 'PT');
    expect(description(/^postal code/i)).toBe('7 digits, e.g. 1000-001.');
  });

  it("the document number's message follows the document type, and nothing is sent", async () => {
    renderForm();
    fillValid();
    type(/^document number/i, '123');
    submit();
    expect(await screen.findByText('Some fields need your attention')).toBeTruthy();
    expect(description(/^document number/i)).toBe('Check the number: 11 digits, e.g. 123.456.789-09.');
    type(/^document number/i, '');
    type(/^document type/i, 'PASSPORT');
    submit();
    await waitFor(() =>
      expect(description(/^document number/i)).toBe(
        'Fill in this field: Letters and digits only, as printed in the passport, e.g. FA123456.',
      ),
    );
    type(/^postal code/i, '1000-001');
    submit();
    await waitFor(() =>
      expect(description(/^postal code/i)).toBe('Check the postal code: CEP, 8 digits, e.g. 01310-100.'),
    );
    expect(bodies).toHaveLength(0);
    // A new country drops the messages of what it decides: they described the old choice. The hints come back.
    type(/^country/i, 'PT');
    expect(description(/^postal code/i)).toBe('7 digits, e.g. 1000-001.');
    expect(screen.getByLabelText(/^postal code/i).getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText(/^document number/i).getAttribute('aria-invalid')).toBeNull();
  });

  it('changing the country keeps the name and the address; a document type it does not offer is cleared, saying so', () => {
    renderForm();
    fillValid();
    expect(screen.getByRole('option', { name: /^CPF/ })).toBeTruthy();
    type(/^country/i, 'PT');
    expect(valueOf(/^first name/i)).toBe('Ana');
    expect(valueOf(/^last name/i)).toBe('Silva');
    expect(valueOf(/^address/i)).toBe('Rua Augusta, 10');
    expect(valueOf(/^document number/i)).toBe('123.456.789-09');
    // The CPF is Brazil's: no longer offered, cleared, and the form says so (visibly and to a screen reader).
    expect(screen.queryByRole('option', { name: /^CPF/ })).toBeNull();
    expect(valueOf(/^document type/i)).toBe('');
    const note =
      'CPF (Brazilian taxpayer number) is not used in Portugal, so it was cleared. Choose another document type.';
    expect(screen.getByTestId('billing-document-type-cleared').textContent).toBe(note);
    expect(description(/^document type/i)).toBe(note);
    expect(screen.getByRole('status').textContent).toBe(note);
    // Choosing a type the country offers ends the note.
    type(/^document type/i, 'PASSPORT');
    expect(screen.queryByTestId('billing-document-type-cleared')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    // A type the new country still offers stays.
    type(/^country/i, 'BR');
    expect(valueOf(/^document type/i)).toBe('PASSPORT');
    expect(screen.queryByTestId('billing-document-type-cleared')).toBeNull();
  });

  it('a saved document type the saved country does not offer starts cleared, with the note', () => {
    renderForm(null, false, { ...EMPTY, country: 'PT', document_type: 'CPF', first_name: 'Ana' });
    expect(valueOf(/^document type/i)).toBe('');
    expect(screen.getByTestId('billing-document-type-cleared').textContent).toMatch(/^CPF .* not used in Portugal/);
    expect(valueOf(/^first name/i)).toBe('Ana');
  });

  it('fields a first-time buyer fills: 9 of 10 (the phone is optional); 8 with the country known from a cookie', () => {
    const emptyRequired = () =>
      Array.from(screen.getByTestId('billing-form').querySelectorAll<HTMLInputElement>('input, select')).filter(
        (c) => c.required && !c.value,
      );
    const { unmount } = renderForm();
    expect(emptyRequired()).toHaveLength(billingFieldsToFill(DEFAULT_BILLING_FIELDS, EMPTY).length);
    expect(emptyRequired()).toHaveLength(9);
    unmount();

    const prefilled = prefillBillingValues(DEFAULT_BILLING_FIELDS, EMPTY, { countryResidence: 'BR' });
    renderForm(null, false, prefilled);
    expect(valueOf(/^country/i)).toBe('BR');
    expect(description(/^postal code/i)).toBe('CEP, 8 digits, e.g. 01310-100.');
    expect(emptyRequired()).toHaveLength(billingFieldsToFill(DEFAULT_BILLING_FIELDS, prefilled).length);
    expect(emptyRequired()).toHaveLength(8);
  });

  it('an empty form: the browser says what is missing and sends nothing', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Some fields need your attention')).toBeTruthy();
    const first = screen.getByLabelText(/^first name/i);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(first.getAttribute('aria-describedby')!)!.textContent).toBe('Fill in this field.');
    expect(screen.getByLabelText(/^phone/i).getAttribute('aria-invalid')).toBeNull();
    expect(bodies).toHaveLength(0);
  });

  it('in Portuguese: the hints of the chosen type and country', () => {
    renderForm(null, false, { ...EMPTY, country: 'BR', document_type: 'CPF' }, undefined, 'pt');
    expect(description(/^número do documento/i)).toBe('11 dígitos, por exemplo 123.456.789-09.');
    expect(description(/^cep/i)).toBe('CEP, 8 dígitos, por exemplo 01310-100.');
  });

  it('a country and a document type chosen before the page hydrated are taken over, the unfit type cleared', async () => {
    const ui = (
      <IntlWrapper>
        <QueryClientProvider client={new QueryClient()}>
          <BillingFormIsland fields={[...DEFAULT_BILLING_FIELDS]} values={EMPTY} next={null} />
        </QueryClientProvider>
      </IntlWrapper>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.append(container);
    container.querySelector<HTMLSelectElement>('select[name="document_type"]')!.value = 'CPF';
    container.querySelector<HTMLSelectElement>('select[name="country"]')!.value = 'PT';
    container.querySelector<HTMLInputElement>('input[name="first_name"]')!.value = 'Ana';
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {
      hydrateRoot(container, ui);
    });
    expect(valueOf(/^country/i)).toBe('PT');
    expect(valueOf(/^document type/i)).toBe('');
    expect(screen.getByTestId('billing-document-type-cleared').textContent).toMatch(/not used in Portugal/);
    expect(description(/^postal code/i)).toBe('7 digits, e.g. 1000-001.');
    expect(valueOf(/^first name/i)).toBe('Ana');
    container.remove();
  });
});
