/**
 * One stepper for the whole order (lib/order/journey.ts): "Step n of m" counts the screens this person will see, the
 * account screens (billing details, identity check) only while they are needed, and /billing-details reached from an
 * order is a step of it, with the way back and the order in one line. Each test signs in an account of its own: a
 * copy of demo's data (billing details complete, verified) or of fresh's (neither).
 */
import { interactive } from './hydration';
import { STELLAR, payAmount, pick } from './order-helpers';
import { expect, signInAs, test, byTestId } from './support';

test('a verified buyer sees four screens: amount, wallet and review are steps 1, 2 and 3 of 4', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/order?mode=on-ramp');
  const step = byTestId(page, 'order-step');
  await expect(step).toHaveText('Step 1 of 4');
  await interactive(page);
  await pick(byTestId(page, 'order-fiat'), 'BRL');
  await payAmount(page, '50');
  await byTestId(page, 'order-continue').click();

  await expect(page).toHaveURL(/\/order\?step=wallet$/);
  await expect(step).toHaveText('Step 2 of 4');
  await expect(byTestId(page, 'order-back')).toHaveAttribute('href', '/order');
  // The order in one line, at the live quote.
  await expect(byTestId(page, 'order-summary-line')).toHaveText(/^You pay 50\.00 BRL · You get \d+\.\d{2} USDC$/);
  await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
  await byTestId(page, 'order-continue').click();

  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expect(byTestId(page, 'order-confirm')).toBeVisible();
  await expect(step).toHaveText('Step 3 of 4');
  await expect(byTestId(page, 'order-back')).toHaveAttribute('href', '/order?step=wallet');
});

test.describe('a new account', () => {
  // No billing details, not verified, no saved wallet.
  test.use({ seed: 'fresh' });

  test('sees six screens: the billing details are step 3 of 6, with Back and the order in one line', async ({
    page,
    account,
  }) => {
    await signInAs(page, account, '/order?mode=on-ramp');
    const step = byTestId(page, 'order-step');
    await expect(step).toHaveText('Step 1 of 6');
    await interactive(page);
    await pick(byTestId(page, 'order-fiat'), 'BRL');
    await payAmount(page, '250');
    await byTestId(page, 'order-continue').click();
    await expect(step).toHaveText('Step 2 of 6');
    await byTestId(page, 'order-address').fill(STELLAR);
    await byTestId(page, 'order-continue').click();

    // The review's account check finds no billing details: the order's third screen.
    await expect(page).toHaveURL(/\/billing-details\?next=%2Forder%3Fstep%3Dreview$/);
    await expect(step).toHaveText('Step 3 of 6');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing details');
    // What the person typed, read from the order's cookie on the server (no quote asked for there).
    await expect(byTestId(page, 'order-summary-line')).toHaveText('You pay 250.00 BRL');
    const back = byTestId(page, 'order-back');
    await expect(back).toHaveAttribute('href', '/order?step=wallet');

    await back.click();
    await expect(page).toHaveURL(/\/order\?step=wallet$/);
    await expect(step).toHaveText('Step 2 of 6');
    await expect(byTestId(page, 'order-address')).toHaveValue(STELLAR);
  });
});
