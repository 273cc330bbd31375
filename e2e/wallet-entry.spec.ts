/**
 * How the wallet gets into an order (spec §2 order form; docs/partner-guide.md `wallet`, `lock_wallet`): the Paste
 * action beside the address box (components/order/wallet-address-field.tsx), in the app and in a partner's frame,
 * and a wallet a partner locks for its widget session (lib/order/wallet-lock.ts): shown in full, its network the
 * only one, no box to change it, through a reload; a lock nobody allowed is no lock.
 */
import { interactive } from './hydration';
import { payAmount } from './order-helpers';
import { APP, expect, test, byTestId, byText } from './support';
import { LOBSTR, STELLAR, widget } from './widget-host';

test.describe('Paste', () => {
  test('puts the copied address in the box, trimmed, and checks it at once', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: APP });
    await page.goto('/order?mode=on-ramp');
    await payAmount(page, '100');
    await byTestId(page, 'order-continue').click();
    await interactive(page);
    await page.evaluate((text) => navigator.clipboard.writeText(text), `  ${STELLAR}\n`);

    await page.getByRole('button', { name: 'Paste the address' }).click();
    await expect(byTestId(page, 'order-address')).toHaveValue(STELLAR);
    await expect(byTestId(page, 'order-address')).not.toHaveAttribute('aria-invalid');

    // Something that is no address is pasted too, and said to be wrong straight away.
    await page.evaluate(() => navigator.clipboard.writeText('not an address'));
    await page.getByRole('button', { name: 'Paste the address' }).click();
    await expect(byTestId(page, 'order-address')).toHaveAttribute('aria-invalid', 'true');
  });

  test('refused by the browser, it says how to paste by hand', async ({ page }) => {
    await page.goto('/order?mode=on-ramp&language=pt');
    await payAmount(page, '100');
    await byTestId(page, 'order-continue').click();
    await interactive(page);
    // No clipboard permission granted: the browser refuses the read.
    await page.getByRole('button', { name: 'Colar o endereço' }).click();
    await expect(byText(page, 'Não é possível colar aqui.')).toBeVisible();
    await expect(byTestId(page, 'order-address')).toHaveValue('');
  });

  test("works inside a partner's frame that allows clipboard-read", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${LOBSTR}/widget?mode=on-ramp`);
    const w = widget(page);
    await w.testId('widget-continue').click();
    await interactive(w.frame);
    await w.testId('order-amount-in').fill('100');
    await expect(w.testId('quote-fee')).toBeVisible();
    await w.testId('order-continue').click();
    await expect(w.testId('order-paste')).toBeVisible();
    await w.frame.locator('body').evaluate((_, text) => navigator.clipboard.writeText(text), STELLAR);
    await w.testId('order-paste').click();
    await expect(w.testId('order-address')).toHaveValue(STELLAR);
  });
});

test.describe('a wallet the partner locks', () => {
  test("is the order's wallet, in full, on its network only, through a reload", async ({ page }) => {
    await page.goto(`${LOBSTR}/widget?mode=on-ramp&wallet=${STELLAR}&lock_wallet=true`);
    const w = widget(page);
    await w.testId('widget-continue').click();
    await interactive(w.frame);
    await expect(w.testId('order-network')).toBeDisabled();
    await expect(w.testId('order-network')).toHaveAttribute('data-value', 'stellar');
    await w.testId('order-amount-in').fill('100');
    await expect(w.testId('quote-fee')).toBeVisible();
    await w.testId('order-continue').click();

    const locked = w.testId('order-wallet-locked');
    await expect(locked).toContainText(STELLAR);
    await expect(locked).toContainText("LOBSTR set this address. It can't be changed here.");
    await expect(w.testId('order-address')).toHaveCount(0);

    await w.frame.locator('body').evaluate(() => location.reload());
    await expect(w.testId('order-wallet-locked')).toContainText(STELLAR);
    await expect(w.testId('order-address')).toHaveCount(0);
  });

  test("is no lock outside a partner's widget session", async ({ page }) => {
    await page.goto(`/widget?mode=on-ramp&wallet=${STELLAR}&lock_wallet=true`);
    await byTestId(page, 'widget-continue').click();
    await interactive(page);
    await expect(byTestId(page, 'order-network')).toBeEnabled();
    await payAmount(page, '100');
    await byTestId(page, 'order-continue').click();
    await expect(byTestId(page, 'order-wallet-locked')).toHaveCount(0);
    await expect(byTestId(page, 'order-address')).toHaveValue('');
  });
});
