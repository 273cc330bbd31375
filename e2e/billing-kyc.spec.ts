/**
 * Billing details and identity verification (spec §2 /billing-details and /kyc, §7, §8) against the app and the
 * sandbox: the empty form, the browser's checks (a CPF's shape among them), the server's 400 on the form with the
 * values kept, saving and continuing to /kyc, a malformed load and a 5xx load (both the empty form with a notice,
 * spec §8 "Other cases"), a failed save after a failed load (the typed values kept, and saved by the next try), a 401
 * on the load (login), a 404 on the KYC token (/404), a rejection with its retry, an approval that continues, and
 * "already verified".
 * Each test signs in an account of its own in the state it needs: a new person's (the fresh seed, with billing
 * details saved through the API where the test is not about the form), or a verified person's (the demo seed).
 * Faults meet only the test's own browser and are cleared when it ends.
 */
import type { Page } from '@playwright/test';
import { apiWriteHeaders, expect, recordNavigations, sandbox, signInAs, test, byTestId, byText } from './support';
import { SAMPLE_BILLING_INPUT } from '../sandbox/api/store';

const PROVIDER_FRAME = 'iframe[title="Identity verification provider"]';

// No billing details and no KYC yet, unless a test says otherwise.
test.use({ seed: 'fresh' });

/** The billing form's control of a field (labels are the accessible names; ids are stable). */
// `visible`: a streamed screen sits in a hidden container until React reveals it, so for a moment the page
// holds two copies of the form.
const control = (page: Page, name: string) => page.locator(`#billing-${name}`).filter({ visible: true });

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = control(page, name);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const VALID = SAMPLE_BILLING_INPUT;

/** Saves billing details through the app's API (PUT /user/billing/fields), for a test that is not about the form. */
async function saveBilling(page: Page, values: Record<string, string>) {
  const response = await page.request.put('/api/v1/user/billing/fields', {
    data: values,
    headers: await apiWriteHeaders(page),
  });
  expect(response.ok(), `save billing: ${response.status()} ${await response.text()}`).toBe(true);
}

async function kycStatus(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/v1/user/profile');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { kyc_status: string | null }).kyc_status;
}

test('billing: a fresh person sees an empty, labelled form', async ({ page, account }) => {
  await signInAs(page, account, '/billing-details');
  await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
  for (const name of Object.keys(VALID)) await expect(control(page, name)).toHaveValue('');
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByLabel('Phone (optional)')).toBeVisible();
  await expect(byTestId(page, 'billing-load-failed')).toHaveCount(0);
});

test("billing: empty fields are flagged without a request; the server's 400 shows on the form, values kept", async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/billing-details');
  const puts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/user/billing/fields')) puts.push(r.url());
  });

  // Keyboard only: tab from the last field to the submit button (enabled once the form is interactive), press Enter.
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  await control(page, 'phone').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(byText(page, 'Some fields need your attention')).toBeVisible();
  await expect(control(page, 'first_name')).toHaveAttribute('aria-invalid', 'true');
  await expect(control(page, 'first_name')).toHaveAccessibleDescription('Fill in this field.');
  await expect(control(page, 'phone')).not.toHaveAttribute('aria-invalid', 'true');
  expect(puts).toHaveLength(0);

  // The browser knows a CPF's shape: a short one is flagged in the CPF's words, without a request.
  await fill(page, { ...VALID, document_number: '123' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(control(page, 'document_number')).toHaveAccessibleDescription(
    'Check the number: 11 digits, e.g. 123.456.789-09.',
  );
  expect(puts).toHaveLength(0);

  // What only the server knows (letters-only names, the minimum age) comes back as its 400.
  const invalid = { ...VALID, first_name: 'J0hn', birth_date: '2015-01-01' };
  await fill(page, invalid);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/user/billing/fields'),
  );
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await answer).status()).toBe(400);

  await expect(byText(page, 'Your details were not saved')).toBeVisible();
  await expect(control(page, 'first_name')).toHaveAccessibleDescription('Must contain letters only');
  await expect(control(page, 'birth_date')).toHaveAccessibleDescription('You must be at least 18 years old');
  await expect(control(page, 'last_name')).not.toHaveAttribute('aria-invalid', 'true');
  for (const [name, value] of Object.entries(invalid)) await expect(control(page, name)).toHaveValue(value);
  await expect(page).toHaveURL(/\/billing-details$/);

  // The summary links to the field.
  await page.getByRole('link', { name: /^Date of birth:/ }).click();
  await expect(control(page, 'birth_date')).toBeFocused();
});

test('billing: valid values save, a toast says so, and the flow goes on to /kyc carrying next', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/billing-details?next=%2Ftransactions');
  await fill(page, VALID);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(byText(page, 'Billing details saved')).toBeVisible();
  await expect(page).toHaveURL(/\/kyc\?next=%2Ftransactions$/);

  await page.goto('/billing-details');
  for (const [name, value] of Object.entries(VALID)) await expect(control(page, name)).toHaveValue(value);
});

const FAILED_LOADS = [
  { what: 'an answer that does not parse', fault: { status: 200, body: { unexpected: true } } },
  { what: 'a 5xx', fault: { status: 503 } },
];

for (const { what, fault } of FAILED_LOADS) {
  test(`billing: ${what} on the load is a failed load: the empty form with the notice, not /error`, async ({
    page,
    request,
    account,
  }) => {
    await signInAs(page, account, '/transactions');
    // Saved details, so the empty form shows they were not loaded (not that there are none).
    await saveBilling(page, VALID);
    await sandbox.fault(request, { method: 'GET', path: '/user/billing/fields', ...fault });
    await page.goto('/billing-details');
    await expect(byTestId(page, 'billing-load-failed')).toBeVisible();
    await expect(page).toHaveURL(/\/billing-details$/);
    await expect(page.getByRole('heading', { name: 'Billing details' })).toBeVisible();
    for (const name of Object.keys(VALID)) await expect(control(page, name)).toHaveValue('');
  });
}

test('billing: after a failed load, a failed save keeps every typed value and says so; the next try saves them', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions');
  await sandbox.fault(request, { method: 'GET', path: '/user/billing/fields', status: 500 });
  await sandbox.fault(request, { method: 'PUT', path: '/user/billing/fields', status: 502 });
  await page.goto('/billing-details?next=%2Ftransactions');
  await expect(byTestId(page, 'billing-load-failed')).toBeVisible();
  await fill(page, VALID);
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/billing/fields'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await answer).status()).toBe(502);

  const failed = byTestId(page, 'billing-save-failed').getByRole('alert');
  await expect(failed).toContainText('We could not save your details. Try again.');
  await expect(failed).toContainText('Everything you typed is still in the form.');
  await expect(page).toHaveURL(/\/billing-details\?next=%2Ftransactions$/);
  for (const [name, value] of Object.entries(VALID)) await expect(control(page, name)).toHaveValue(value);

  // Nothing lost: the same values, sent again, are saved.
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/kyc\?next=%2Ftransactions$/);
  await page.goto('/billing-details');
  for (const [name, value] of Object.entries(VALID)) await expect(control(page, name)).toHaveValue(value);
});

test('billing: a 401 on the load still goes to login', async ({ page, request, account }) => {
  await signInAs(page, account, '/transactions');
  await sandbox.fault(request, { method: 'GET', path: '/user/billing/fields', status: 401 });
  const requested = recordNavigations(page);
  await page.goto('/billing-details');
  await expect.poll(() => requested).toContain('/login?returnTo=%2Fbilling-details&refresh=true');
});

test('kyc: a 404 on GET /kyc/token goes to /404', async ({ page, request, account }) => {
  await signInAs(page, account, '/transactions');
  await sandbox.fault(request, { method: 'GET', path: '/kyc/token', status: 404 });
  await page.goto('/kyc');
  await expect(page).toHaveURL(/\/404$/);
});

test('kyc: a rejection says so and offers a retry that starts the verification again', async ({ page, account }) => {
  await signInAs(page, account, '/kyc');
  await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
  const frame = page.frameLocator(PROVIDER_FRAME);
  await frame.getByRole('button', { name: 'Reject' }).click();

  await expect(page.getByRole('heading', { name: 'We could not verify your identity' })).toBeFocused();
  expect(await kycStatus(page)).toBe('rejected');

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(frame.getByRole('button', { name: 'Approve' })).toBeVisible();
  await expect(byTestId(page, 'kyc-rejected')).toHaveCount(0);
});

test('kyc: an approval is recorded and the flow continues', async ({ page, account }) => {
  await signInAs(page, account, '/kyc');
  await page.frameLocator(PROVIDER_FRAME).getByRole('button', { name: 'Approve' }).click();
  await expect(byText(page, 'Identity verified')).toBeVisible();
  await expect(page).toHaveURL(/\/transactions$/);
  expect(await kycStatus(page)).toBe('approved');
});

test.describe('a verified person', () => {
  // KYC approved (level_2) and billing details saved.
  test.use({ seed: 'demo' });

  test('kyc: an approved person is told so and continues to next', async ({ page, account }) => {
    await signInAs(page, account, '/kyc?next=%2Fbilling-details');
    await expect(byTestId(page, 'kyc-already-approved')).toBeVisible();
    await expect(page.frameLocator(PROVIDER_FRAME).locator('body')).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/billing-details$/);
  });

  test('billing: once verified, saving goes straight to next', async ({ page, account }) => {
    await signInAs(page, account, '/transactions');
    // Details other than the seed's, so the form shows the ones this person saved.
    await saveBilling(page, VALID);
    await page.goto('/billing-details?next=%2Ftransactions');
    await expect(control(page, 'first_name')).toHaveValue('Ana');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });
});
