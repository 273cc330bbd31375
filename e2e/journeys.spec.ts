/**
 * The order journey counted as a person lives it (e2e/journey-recorder.ts): every screen seen and every field filled,
 * from a new account's sign-up to the final step, for a first buy and a first sale, and for a returning verified buyer
 * from the header's "Buy / Sell" to the final step. The figures are printed at the end of `npm test`
 * (e2e/journey-reporter.ts) and written in the README. Targets: a returning verified buyer sees at most 4 screens
 * before the checkout, a first buyer or seller at most 7 after sign-up.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { interactive } from './hydration';
import { Journey } from './journey-recorder';
import { sandbox } from './sandbox-control';
import { expect, PASSWORD, signInAs, test, byTestId } from './support';

const STELLAR = `GJOURNEY${'W'.repeat(48)}`;

/** Sign-up with a password and the e-mailed code, as a new person does from /login; ends on the first signed-in screen. */
async function signUp(journey: Journey, page: Page, email: string) {
  await page.goto('/login');
  await journey.screen('sign in', /sign in/i);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await journey.screen('sign up: e-mail', 'Create your account');
  await journey.fill(page.getByLabel(/e-?mail/i).first(), email);
  await page
    .getByRole('button', { name: /^(continue|sign up)$/i })
    .first()
    .click();
  await journey.screen('sign up: method', 'Create your account');
  await page
    .getByRole('button', { name: /password/i })
    .first()
    .click();
  await journey.screen('sign up: password', 'Create your account');
  await journey.fill(page.getByLabel(/^password/i), `${PASSWORD}-new`);
  await page
    .getByRole('button', { name: /^(continue|sign up|create account)$/i })
    .first()
    .click();
  await journey.screen('verify e-mail', 'Enter the code');
  let code: string | null = null;
  await expect
    .poll(
      async () =>
        (code =
          (await sandbox.mail(page.request, email)).find((m) => m.template_type.startsWith('verification'))?.code ??
          null),
    )
    .toMatch(/^\d{6}$/);
  await journey.fill(page.getByLabel('Verification code'), code!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await journey.screen('e-mail verified', /verified/i);
  await page.getByRole('link', { name: /continue/i }).click();
}

/** The amount and wallet steps of a buy in BRL; the wallet is typed unless a saved one is preselected. */
async function orderBuy(journey: Journey, page: Page, { typeAddress }: { typeAddress: boolean }) {
  await journey.screen('buy or sell', 'What would you like to do?');
  await byTestId(page, 'choose-buy').click();
  await journey.screen('amount', 'Buy USDC');
  await interactive(page);
  await journey.fill(byTestId(page, 'order-amount-in'), '250');
  await expect(byTestId(page, 'quote-fee')).toContainText('BRL');
  await byTestId(page, 'order-continue').click();
  await journey.screen('wallet', 'Where should we send your USDC?');
  if (typeAddress) await journey.fill(byTestId(page, 'order-address'), STELLAR);
  await byTestId(page, 'order-continue').click();
}

/** A first order's account screens: billing details (country first), then the identity check, approved. */
async function billingAndIdentity(journey: Journey, page: Page) {
  await journey.screen('billing details', /billing/i);
  await expect(byTestId(page, 'order-step')).toHaveText('Step 3 of 6');
  const billing = (name: string) => page.locator(`#billing-${name}`).filter({ visible: true });
  await journey.select(billing('country'), 'BR');
  await journey.select(billing('document_type'), 'CPF');
  for (const [name, value] of Object.entries({
    document_number: '529.982.247-25',
    first_name: 'Rita',
    last_name: 'Souza',
    birth_date: '1988-05-20',
    address: 'Avenida Paulista, 1000',
    city: 'Sao Paulo',
    postal_code: '01310-100',
  }))
    await journey.fill(billing(name), value);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await journey.screen('identity check', /identity/i);
  await expect(byTestId(page, 'order-step')).toHaveText('Step 4 of 6');
  await page
    .frameLocator('iframe[title="Identity verification provider"]')
    .getByRole('button', { name: 'Approve' })
    .click();
}

/** The amount and wallet steps of a first sale for BRL: the USDC to sell, the wallet it comes from and a PIX key. */
async function orderSell(journey: Journey, page: Page) {
  await journey.screen('buy or sell', 'What would you like to do?');
  await byTestId(page, 'choose-sell').click();
  await journey.screen('amount', 'Sell USDC');
  await interactive(page);
  await journey.fill(byTestId(page, 'order-amount-in'), '100');
  await expect(byTestId(page, 'quote-fee')).toContainText('BRL');
  await byTestId(page, 'order-continue').click();
  await journey.screen('wallet and payout', 'Which wallet do you send USDC from?');
  await journey.fill(byTestId(page, 'order-address'), STELLAR);
  await journey.fill(byTestId(page, 'payout-pix-key'), 'rita@example.com');
  await byTestId(page, 'order-continue').click();
}

/** Confirms on the review, pays at the provider's checkout, and lands on the final step. */
async function confirmAndPay(journey: Journey, page: Page) {
  await byTestId(page, 'order-confirm').click();
  journey.mark('checkout');
  await journey.screen('checkout', /./);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await journey.screen('final step', /./);
  await expect(page).toHaveURL(/\/final-step\?id=/);
}

test.describe('a first buy', () => {
  test.use({ seed: 'fresh' });

  test('from sign-up to the final step: at most 7 screens after sign-up before the checkout', async ({ page }) => {
    const journey = new Journey(page, 'Buy, first time');
    const email = `journey-${randomUUID()}@example.com`;
    await signUp(journey, page, email);
    journey.mark('signed up');
    await orderBuy(journey, page, { typeAddress: true });

    await billingAndIdentity(journey, page);
    await journey.screen('review', 'Review your order');
    await expect(byTestId(page, 'order-step')).toHaveText('Step 5 of 6');
    await confirmAndPay(journey, page);

    const beforeCheckout = journey.screensBetween('signed up', 'checkout');
    journey.report(
      `${journey.screensBetween()} screens from /login to the final step, ${beforeCheckout} after sign-up before the ` +
        `checkout; ${journey.fields}`,
    );
    expect(beforeCheckout).toBeLessThanOrEqual(7);
  });
});

test.describe('a first sale', () => {
  test('from sign-up to the final step: the payout on the review and the final step', async ({ page }) => {
    const journey = new Journey(page, 'Sell, first time');
    await signUp(journey, page, `journey-${randomUUID()}@example.com`);
    journey.mark('signed up');
    await orderSell(journey, page);
    await billingAndIdentity(journey, page);
    await journey.screen('review', 'Review your order');
    await expect(byTestId(page, 'order-step')).toHaveText('Step 5 of 6');
    await expect(byTestId(page, 'summary-payout')).toHaveText('PIX · e-mail · rita@example.com');
    await confirmAndPay(journey, page);
    await expect(byTestId(page, 'final-step-payout')).toContainText('rita@example.com');

    const beforeCheckout = journey.screensBetween('signed up', 'checkout');
    journey.report(
      `${journey.screensBetween()} screens from /login to the final step, ${beforeCheckout} after sign-up before the ` +
        `checkout; ${journey.fields}`,
    );
    expect(beforeCheckout).toBeLessThanOrEqual(7);
  });
});

test('a returning verified buyer: at most 4 screens from "Buy / Sell" before the checkout', async ({
  page,
  account,
}) => {
  const journey = new Journey(page, 'Buy, returning verified buyer');
  await signInAs(page, account);
  await page.goto('/transactions');
  await byTestId(page, 'app-header').getByRole('link', { name: 'Buy / Sell' }).click();
  await orderBuy(journey, page, { typeAddress: false });
  await journey.screen('review', 'Review your order');
  await expect(byTestId(page, 'order-step')).toHaveText('Step 3 of 4');
  await confirmAndPay(journey, page);

  const beforeCheckout = journey.screensBetween(undefined, 'checkout');
  journey.report(
    `${beforeCheckout} screens before the checkout, ${journey.screensBetween()} to the final step; ` +
      `${journey.fields}`,
  );
  expect(beforeCheckout).toBeLessThanOrEqual(4);
});
