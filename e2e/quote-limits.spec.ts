/**
 * Quote limits and expiry (GET /rates `min_amount`, `max_amount`, `expires_at`; spec §9 leaves their values to the
 * API, sandbox/README.md gives the sandbox's: BRL 10.00–50 000.00, quotes holding 60 s): an amount outside the
 * currency's limits is refused with the limit on the amount step, buying and selling; the review shows the total and a
 * countdown, refreshes an expired quote once by itself (Confirm waits for the fresh one), then asks the person to.
 * Time is the page's own clock (Playwright's page.clock), fast-forwarded past the expiry: the app times a quote from
 * when its answer came (expires_at − quoted_at), so the sandbox's real clock and the page's need not agree.
 */
import { interactive } from './hydration';
import { payAmount } from './order-helpers';
import { expect, signInAs, test, byTestId, byText } from './support';

test('buying: 1 and 123456789 BRL show the limit and keep Continue disabled, 100 BRL goes on', async ({ page }) => {
  await page.goto('/order?mode=on-ramp');
  await interactive(page);
  await expect(byTestId(page, 'order-limits')).toHaveText('Min 10.00 BRL · Max 50,000.00 BRL');
  const amount = byTestId(page, 'order-amount-in');
  const next = byTestId(page, 'order-continue');

  await amount.fill('1');
  await expect(byText(page, 'The minimum for this order is 10.00 BRL.')).toBeVisible();
  await expect(next).toBeDisabled();

  await amount.fill('123456789');
  await expect(byText(page, 'The maximum for this order is 50,000.00 BRL.')).toBeVisible();
  await expect(next).toBeDisabled();

  await payAmount(page, '100');
  await expect(byText(page, /The (minimum|maximum) for this order/)).toHaveCount(0);
  await expect(next).toBeEnabled();
});

test('selling: the fiat received is held to the limits, from the quote of the USDC typed', async ({ page }) => {
  await page.goto('/order?mode=off-ramp');
  await interactive(page);
  const next = byTestId(page, 'order-continue');
  // 1 USDC pays out 5.44 BRL, below the minimum of 10.00 BRL.
  await byTestId(page, 'order-amount-in').fill('1');
  await expect(byTestId(page, 'order-amount-out')).toHaveValue('5.44');
  await expect(byText(page, 'The minimum for this order is 10.00 BRL.')).toBeVisible();
  await expect(next).toBeDisabled();
  // What is received, typed: the limit applies at once.
  await byTestId(page, 'order-amount-out').fill('60000');
  await expect(byText(page, 'The maximum for this order is 50,000.00 BRL.')).toBeVisible();
  await expect(next).toBeDisabled();
  await byTestId(page, 'order-amount-in').fill('25');
  await expect(byText(page, /The (minimum|maximum) for this order/)).toHaveCount(0);
  await expect(next).toBeEnabled();
});

test('the review: a Total and a countdown; an expired quote is refreshed once, then by the person', async ({
  page,
  account,
}) => {
  await page.clock.install();
  await signInAs(page, account, '/order?mode=on-ramp');
  await interactive(page);
  await payAmount(page, '100');
  await byTestId(page, 'order-continue').click();
  // A demo account has a saved stellar wallet: it is preselected.
  await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
  await byTestId(page, 'order-continue').click();
  await expect(page).toHaveURL(/\/order\?step=review$/);

  const confirm = byTestId(page, 'order-confirm');
  const countdown = byTestId(page, 'quote-countdown');
  await expect(byTestId(page, 'summary-total')).toHaveText('100.00 BRL');
  await expect(byTestId(page, 'summary-network-fee')).toHaveText('0.01 USDC');
  await expect(countdown).toHaveText(/^Quote expires in [01]:\d\d$/);
  await expect(confirm).toBeEnabled();

  // Past the expiry: a new quote is asked for by itself, and Confirm is enabled again with a new countdown.
  const refreshed = page.waitForRequest((r) => /\/api\/v1\/rates\?.*amount=100/.test(r.url()));
  await page.clock.fastForward('01:05');
  await refreshed;
  await expect(byTestId(page, 'quote-renewed')).toHaveText(/Prices updated/);
  await expect(countdown).toHaveText(/Quote expires in [01]:\d\d$/);
  await expect(confirm).toBeEnabled();
  await expect(byTestId(page, 'summary-total')).toHaveText('100.00 BRL');

  // The next expiry waits for the person: Confirm is disabled until they refresh.
  await page.clock.fastForward('01:05');
  await expect(byTestId(page, 'quote-expired')).toContainText('This quote has expired.');
  await expect(confirm).toBeDisabled();
  await expect(countdown).toHaveCount(0);
  await byTestId(page, 'quote-refresh').click();
  await expect(byTestId(page, 'quote-expired')).toHaveCount(0);
  await expect(countdown).toHaveText(/Quote expires in [01]:\d\d$/);
  await expect(confirm).toBeEnabled();
});
