/**
 * Every control on a 375 px phone is at least 44 × 44 px (e2e/touch-targets.ts: check boxes by their labels, links
 * inside sentences exempt), on the screens outside the transactions (e2e/transactions-words.spec.ts measures those):
 * the order's steps, the widget, sign-in, registration, the profile and security settings, the legal pages.
 */
import { interactive } from './hydration';
import { payAmount } from './order-helpers';
import { revealed, signInAs, expect, test, byTestId } from './support';
import { smallTargets } from './touch-targets';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('the order: the amount with a list open, the wallet and the widget', async ({ page }) => {
  await page.goto('/widget');
  await interactive(page);
  expect(await smallTargets(page)).toEqual([]);

  await page.goto('/order?mode=on-ramp');
  await payAmount(page, '100');
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('role', 'combobox');
  expect(await smallTargets(page)).toEqual([]);
  await byTestId(page, 'order-network').click();
  await expect(page.getByRole('listbox')).toBeVisible();
  const options = page.getByRole('listbox').getByRole('option');
  for (const option of await options.all()) expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.keyboard.press('Escape');

  await byTestId(page, 'order-continue').click();
  await expect(byTestId(page, 'order-address')).toBeVisible();
  await interactive(page);
  expect(await smallTargets(page)).toEqual([]);
});

test('sign-in, registration and the legal pages', async ({ page }) => {
  for (const path of ['/login', '/registration', '/terms-and-conditions']) {
    await page.goto(path);
    await revealed(page);
    await expect(page.locator('h1').first()).toBeVisible();
    expect({ path, small: await smallTargets(page) }).toEqual({ path, small: [] });
  }
});

test('the profile and the security settings, signed in', async ({ page, account }) => {
  await signInAs(page, account, '/profile');
  for (const path of ['/profile', '/security']) {
    await page.goto(path);
    await revealed(page);
    await expect(page.locator('h1').first()).toBeVisible();
    expect({ path, small: await smallTargets(page) }).toEqual({ path, small: [] });
  }
});
