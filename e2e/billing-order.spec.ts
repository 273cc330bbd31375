/**
 * The billing form's order and choices against the app and the sandbox (spec §2 /billing-details): the country comes
 * first, in page order and in tab order, since it decides the document types on offer and the postal code's shape;
 * the document number's hint and message follow the chosen document type (CPF, passport); changing the country keeps
 * what was typed and clears, with a note, a document type the new country does not use; the countryResidence cookie
 * (spec §3) fills in the country. The number of fields a first-time buyer fills comes from lib/billing/fields.ts,
 * the same count the Jest tests hold the form to. Each test signs in an account of its own made from the fresh seed
 * (no billing details yet).
 */
import type { Page } from '@playwright/test';
import { APP, expect, signInAs, test, byTestId } from './support';
import {
  billingFieldsToFill,
  DEFAULT_BILLING_FIELDS,
  initialBillingValues,
  prefillBillingValues,
} from '../lib/billing/fields';

test.use({ seed: 'fresh' });

/** The billing form's control of a field. `visible`: a streamed screen may hold a hidden copy for a moment. */
const control = (page: Page, name: string) => page.locator(`#billing-${name}`).filter({ visible: true });

/** The names of the form's controls, in page order. */
const controlNames = (page: Page) =>
  byTestId(page, 'billing-form')
    .locator('input[name], select[name]')
    .evaluateAll((controls) => controls.map((c) => c.getAttribute('name')));

/** The required controls still empty: what the person has left to fill. */
const emptyRequired = (page: Page) =>
  byTestId(page, 'billing-form')
    .locator('input[required], select[required]')
    .evaluateAll((controls) => controls.filter((c) => !(c as HTMLInputElement).value).length);

/** Opens the form once it is interactive (the submit button is enabled after hydration). */
async function openForm(page: Page) {
  await page.goto('/billing-details');
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
}

const EMPTY = initialBillingValues({ fields: [...DEFAULT_BILLING_FIELDS], values: {} });

test('billing order: the country is the first field, on the page and for the keyboard', async ({ page, account }) => {
  await signInAs(page, account);
  await openForm(page);
  expect(await controlNames(page)).toEqual(DEFAULT_BILLING_FIELDS.map((f) => f.name));
  expect((await controlNames(page))[0]).toBe('country');
  await expect(control(page, 'country')).toHaveAccessibleDescription(
    'Where you live. It decides the documents you can use and the postal code format.',
  );

  // Tab order follows: country → document type → document number → first name.
  await control(page, 'country').focus();
  for (const next of ['document_type', 'document_number', 'first_name']) {
    await page.keyboard.press('Tab');
    await expect(control(page, next)).toBeFocused();
  }

  // A first-time buyer fills every required field: the phone is optional.
  await expect.poll(() => emptyRequired(page)).toBe(billingFieldsToFill(DEFAULT_BILLING_FIELDS, EMPTY).length);
});

test("billing order: the document number's hint and message follow the document type", async ({ page, account }) => {
  await signInAs(page, account);
  await openForm(page);
  const number = control(page, 'document_number');
  await expect(number).toHaveAccessibleDescription('The format follows the document type you choose.');

  await control(page, 'country').selectOption('BR');
  await expect(control(page, 'postal_code')).toHaveAccessibleDescription('CEP, 8 digits, e.g. 01310-100.');
  await control(page, 'document_type').selectOption('CPF');
  await expect(number).toHaveAccessibleDescription('11 digits, e.g. 123.456.789-09.');
  await control(page, 'document_type').selectOption('PASSPORT');
  await expect(number).toHaveAccessibleDescription(
    'Letters and digits only, as printed in the passport, e.g. FA123456.',
  );

  // The browser checks the shape the hint promises, in the same words, before any request.
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/user/billing/fields')) puts.push(r.url());
  });
  await control(page, 'document_type').selectOption('CPF');
  await number.fill('123');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(number).toHaveAccessibleDescription('Check the number: 11 digits, e.g. 123.456.789-09.');
  await control(page, 'document_type').selectOption('PASSPORT');
  await number.fill('FA 123456');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(number).toHaveAccessibleDescription(
    'Check the number: Letters and digits only, as printed in the passport, e.g. FA123456.',
  );
  expect(puts).toHaveLength(0);
});

test('billing order: changing the country keeps the typed name; a CPF outside Brazil is cleared with a note', async ({
  page,
  account,
}) => {
  await signInAs(page, account);
  await openForm(page);
  await control(page, 'country').selectOption('BR');
  await control(page, 'document_type').selectOption('CPF');
  await control(page, 'document_number').fill('123.456.789-09');
  await control(page, 'first_name').fill('Ana');
  await control(page, 'last_name').fill('Silva');
  await control(page, 'address').fill('Rua Augusta, 10');

  await control(page, 'country').selectOption('PT');
  await expect(control(page, 'first_name')).toHaveValue('Ana');
  await expect(control(page, 'last_name')).toHaveValue('Silva');
  await expect(control(page, 'address')).toHaveValue('Rua Augusta, 10');
  await expect(control(page, 'document_number')).toHaveValue('123.456.789-09');
  await expect(control(page, 'postal_code')).toHaveAccessibleDescription('7 digits, e.g. 1000-001.');
  // The CPF is Brazil's: no longer offered, cleared, and the form says so.
  await expect(control(page, 'document_type')).toHaveValue('');
  await expect(control(page, 'document_type').locator('option[value="CPF"]')).toHaveCount(0);
  const note =
    'CPF (Brazilian taxpayer number) is not used in Portugal, so it was cleared. Choose another document type.';
  await expect(byTestId(page, 'billing-document-type-cleared')).toHaveText(note);
  await expect(control(page, 'document_type')).toHaveAccessibleDescription(note);

  // A type Portugal uses ends the note; back to Brazil, it stays chosen.
  await control(page, 'document_type').selectOption('PASSPORT');
  await expect(byTestId(page, 'billing-document-type-cleared')).toHaveCount(0);
  await control(page, 'country').selectOption('BR');
  await expect(control(page, 'document_type')).toHaveValue('PASSPORT');
  await expect(control(page, 'first_name')).toHaveValue('Ana');
});

test('billing order: the countryResidence cookie fills in the country, one field fewer to fill', async ({
  page,
  account,
}) => {
  await signInAs(page, account);
  await page.context().addCookies([
    { name: 'userEmail', value: account.email, url: APP },
    { name: 'countryResidence', value: 'PT', url: APP },
  ]);
  await openForm(page);
  await expect(control(page, 'country')).toHaveValue('PT');
  await expect(control(page, 'document_type').locator('option[value="CPF"]')).toHaveCount(0);
  await expect(control(page, 'postal_code')).toHaveAccessibleDescription('7 digits, e.g. 1000-001.');
  const prefilled = prefillBillingValues(DEFAULT_BILLING_FIELDS, EMPTY, { countryResidence: 'PT' });
  const toFill = billingFieldsToFill(DEFAULT_BILLING_FIELDS, prefilled).length;
  expect(toFill).toBe(billingFieldsToFill(DEFAULT_BILLING_FIELDS, EMPTY).length - 1);
  await expect.poll(() => emptyRequired(page)).toBe(toFill);
});
