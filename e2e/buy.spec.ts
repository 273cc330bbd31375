/**
 * The whole buying journey: a new person (an account of the test's own, made from the fresh seed) buys USDC from
 * /decision-flow through the order, billing details (a 400 first, then valid), identity verification and payment to
 * the final step, and the new transaction is then in the product API's list (spec §2, §3, §4, §7, §8).
 */
import type { Page } from '@playwright/test';
import { interactive } from './hydration';
import { pick } from './order-helpers';
import { expect, keepScreenshot, submitPassword, test, byTestId, byText } from './support';

const STELLAR = `GFRESH${'W'.repeat(50)}`;

// The account starts as a newly registered person's: no billing details, no KYC, no wallets, no transactions.
test.use({ seed: 'fresh' });

// `visible`: a streamed screen sits in a hidden container until React reveals it, so for a moment the page
// holds two copies of the form.
const billing = (page: Page, name: string) => page.locator(`#billing-${name}`).filter({ visible: true });

async function fillBilling(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = billing(page, name);
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

const VALID_BILLING = {
  first_name: 'Rita',
  last_name: 'Souza',
  document_type: 'CPF',
  document_number: '529.982.247-25',
  birth_date: '1988-05-20',
  address: 'Avenida Paulista, 1000',
  city: 'Sao Paulo',
  postal_code: '01310-100',
  country: 'BR',
};

test('a new person buys USDC: order, billing (400 then saved), KYC, payment, final step, listed', async ({
  page,
  account,
}) => {
  // 1. A visitor decides to buy and fills the order.
  await page.goto('/decision-flow');
  await byTestId(page, 'choose-buy').click();
  await expect(page).toHaveURL(/\/order$/);
  await interactive(page);
  await pick(byTestId(page, 'order-fiat'), 'BRL');
  await byTestId(page, 'order-amount-in').fill('250');
  await expect(byTestId(page, 'quote-fee')).toContainText('BRL');
  // "You get" shows the USDC to the cent, rounded down; the order keeps the quote's exact amount, which starts with it.
  const quotedGet = await byTestId(page, 'order-amount-out').inputValue();
  expect(quotedGet).toMatch(/^\d+\.\d{2}$/);
  const exactGet = new RegExp(`^${quotedGet.replace('.', '\\.')}\\d*$`);
  await byTestId(page, 'order-continue').click();
  await byTestId(page, 'order-address').fill(STELLAR);

  // 2. Signing in keeps the order.
  await page.getByRole('button', { name: 'Sign in to continue' }).click();
  await expect(page).toHaveURL(/\/login/);
  await submitPassword(page, account.email, account.password);

  // 3. No billing details yet: the billing form, a 400 with field errors, then valid values.
  await expect(page).toHaveURL(/\/billing-details\?next=/);
  await expect(page.getByRole('button', { name: 'Save and continue' })).toBeEnabled();
  await fillBilling(page, { ...VALID_BILLING, birth_date: '2015-01-01' });
  const rejected = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/user/billing/fields'),
  );
  await page.getByRole('button', { name: 'Save and continue' }).click();
  expect((await rejected).status()).toBe(400);
  await expect(billing(page, 'birth_date')).toHaveAccessibleDescription('You must be at least 18 years old');
  await expect(billing(page, 'first_name')).toHaveValue('Rita');
  await billing(page, 'birth_date').fill(VALID_BILLING.birth_date);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(byText(page, 'Billing details saved')).toBeVisible();

  // 4. Identity verification through the provider, approved in the browser.
  await expect(page).toHaveURL(/\/kyc\?/);
  await page
    .frameLocator('iframe[title="Identity verification provider"]')
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(byText(page, 'Identity verified')).toBeVisible();

  // 5. Back on the review with everything kept, the order marked as having been through billing and identity (the step
  // count stays six); confirm the buy.
  await expect(page).toHaveURL(/\/order\?via=billing\.identity&step=review$/);
  await expect(byTestId(page, 'order-step')).toHaveText('Step 5 of 6');
  await expect(byTestId(page, 'summary-pay')).toHaveText('250.00 BRL');
  await expect(byTestId(page, 'summary-get')).toHaveText(`${quotedGet} USDC`);
  // The answer's url navigates away at once: read the answer on its way through.
  let answer: { status: number; body: { transaction: { id: string } } } | undefined;
  await page.route('**/api/v1/on-ramp', async (route) => {
    const response = await route.fetch();
    answer = { status: response.status(), body: (await response.json()) as { transaction: { id: string } } };
    await route.fulfill({ response });
  });
  await byTestId(page, 'order-confirm').click();
  await expect.poll(() => answer?.status).toBe(201);
  const { transaction } = answer!.body;

  // 6. Payment at the provider, then the final step.
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/final-step\\?id=${transaction.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // 7. The new transaction is in the product API's list.
  const list = (await (await page.request.get('/api/v1/user/transactions?limit=10')).json()) as {
    transactions: Array<Record<string, unknown>>;
  };
  expect(list.transactions.find((t) => t.id === transaction.id)).toMatchObject({
    kind: 'deposit',
    blockchain: 'stellar',
    amount_in: '250.00',
    amount_out: expect.stringMatching(exactGet),
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, 'screenshots/buy-final-step-375.png', { fullPage: true });
});
