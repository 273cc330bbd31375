/**
 * The standalone demo widget (spec §1 "A demo widget uses the stablecoin asset code USDC with an issuer account";
 * §7 GET /demo/create): /widget opened on its own offers a demo wallet, and its way into the order flow arrives with
 * that wallet filled in, although /order takes no `wallet=` from a link outside a partner's widget session.
 */
import { payAmount } from './order-helpers';
import { expect, test, byTestId } from './support';

test('the demo wallet is filled in on /order when the person buys into it', async ({ page }) => {
  await page.goto('/widget?demo=true');
  const address = byTestId(page, 'demo-address');
  await expect(address).toHaveText(/^G[A-Z0-9]{55}$/);
  const demoAddress = (await address.textContent())!;

  await byTestId(page, 'demo-buy').click();
  // The link's parameters prefill the form, which then drops them from the address (it may already have).
  await expect(page).toHaveURL(/\/order(\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy USDC');
  await expect(page.getByLabel('Network')).toHaveAttribute('data-value', 'stellar');
  await payAmount(page, '100');
  await byTestId(page, 'order-continue').click();
  await expect(page).toHaveURL(/step=wallet/);
  await expect(byTestId(page, 'order-address')).toHaveValue(demoAddress);
});

test('a wallet= in a link outside a partner session is still not taken', async ({ page }) => {
  await page.goto(`/order?mode=on-ramp&wallet=G${'B'.repeat(55)}`);
  await payAmount(page, '100');
  await byTestId(page, 'order-continue').click();
  await expect(page).toHaveURL(/step=wallet/);
  await expect(byTestId(page, 'order-address')).toHaveValue('');
});
