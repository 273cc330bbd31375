/**
 * What a person enters before the page has hydrated (a slow network: the server's HTML is there, a component's script
 * is not) is kept: React 19 leaves it in the DOM only, and the screens take it over (components/ui/
 * use-typed-before-hydration.ts), also when the session state changes first (components/session/session-store.ts). The order form
 * (spec §3 orderFormData) and the transaction filters (of an account of the test's own). The interactive flow's
 * confirmation has its own case in interactive-edges.spec.ts.
 */
import { holdScript, hydrated } from './hydration';
import { orderCookie, payAmount } from './order-helpers';
import { expect, signInAs, test, byTestId, byText } from './support';

test('an amount typed while the order form is still hydrating is priced and kept', async ({ page }) => {
  // Hold the script of the amount step until the amount is typed: the server-rendered field takes it, React does not.
  const script = await holdScript(page, 'order-amount-in');
  await page.goto('/order-form', { waitUntil: 'commit' });
  await script.requested();
  await byTestId(page, 'order-amount-in').fill('250');
  // The header (its session state came with the server's HTML) shows "Sign in" while the form's script is still on
  // its way, and the form stays as typed.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('250');
  await script.release();
  await expect(byTestId(page, 'quote-fee')).toBeVisible();
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('250');
  await expect.poll(() => orderCookie(page)).toMatchObject({ amount: '250' });
});

test('choices made while /order is still hydrating are the order; an amount typed beside the old direction is not', async ({
  page,
}) => {
  const script = await holdScript(page, 'order-amount-in');
  await page.goto('/order', { waitUntil: 'commit' });
  await script.requested();
  // The server-rendered controls take the choices; React, without its script, does not see them.
  await byTestId(page, 'order-fiat').selectOption('EUR');
  await page.getByLabel('Network').selectOption('tron');
  await byTestId(page, 'order-amount-in').fill('12.5');
  await byText(page, 'Sell', { exact: true }).click();
  await script.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await expect(page.getByLabel('Network')).toHaveAttribute('data-value', 'tron');
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('data-value', 'EUR');
  // 12.5 was typed beside EUR: selling, "You pay" is USDC, so the amount is asked for again.
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('');
  await expect
    .poll(() => orderCookie(page))
    .toMatchObject({ mode: 'off-ramp', fiat: 'EUR', blockchain: 'tron', amount: '' });
  await payAmount(page, '12.5');
  await expect(byTestId(page, 'quote-rate')).toContainText('EUR');
});

test('a day typed into a date filter while the list is still hydrating is committed by Enter', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/transactions');
  const script = await holdScript(page, 'start_created_at');
  await page.goto('/transactions?kind=deposit', { waitUntil: 'commit' });
  await script.requested();
  await page.getByLabel('From').fill('2020-01-02');
  await script.release();
  await hydrated(page);
  await page.getByLabel('From').press('Enter');
  await expect(page).toHaveURL(/\/transactions\?kind=deposit&start_created_at=2020-01-02/);
});
