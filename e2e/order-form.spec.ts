/**
 * The order form (spec §2 /decision-flow, /order, /order-form; §3 orderFormData): the half-filled form survives a
 * reload and sign-in, a partner that chose the direction skips the question, and a signed order fixes what it names,
 * also after a reload. What is entered before hydration: hydration.spec.ts. A test that signs in uses an account of its
 * own (a copy of demo's data).
 */
import { interactive } from './hydration';
import { STELLAR, TRON, orderCookie, payAmount, pick } from './order-helpers';
import { expect, revealed, SANDBOX, signInAs, submitPassword, test, byTestId, byText } from './support';

test('reload in the middle of the order keeps the form', async ({ page }) => {
  await page.goto('/decision-flow');
  await byTestId(page, 'choose-sell').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await interactive(page);
  await pick(byTestId(page, 'order-fiat'), 'EUR');
  await pick(page.getByLabel('Network'), 'tron');
  await payAmount(page, '12.5');
  await expect(byTestId(page, 'quote-rate')).toContainText('EUR');
  await expect
    .poll(() => orderCookie(page))
    .toMatchObject({ mode: 'off-ramp', fiat: 'EUR', blockchain: 'tron', amount: '12.5' });

  await page.reload();
  await revealed(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('12.5');
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('data-value', 'EUR');
  await expect(page.getByLabel('Network')).toHaveAttribute('data-value', 'tron');
  await expect(byTestId(page, 'quote-fee')).toContainText('EUR');

  // The wallet step too: the URL names the step, the cookie the address.
  await byTestId(page, 'order-continue').click();
  await expect(page).toHaveURL(/\/order\?step=wallet$/);
  await byTestId(page, 'order-address').fill(TRON);
  await expect.poll(async () => (await orderCookie(page))?.address).toBe(TRON);
  await page.reload();
  await revealed(page);
  await expect(byTestId(page, 'order-address')).toHaveValue(TRON);
  await byTestId(page, 'order-back').click();
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('12.5');
});

test("a visitor's half-filled form survives sign-in, partner prefill included", async ({ page, account }) => {
  // A wallet address is taken only inside an allowed partner's widget session: lobstr's widget.
  await page.goto(`/widget?redirect_url=${encodeURIComponent('http://localhost:4012/')}`);
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'widgetSession')).toBe(true);
  // What a partner passes: direction, amount paid, currency, wallet (its format names the network).
  await page.goto(`/decision-flow?amount_in=150&payment_currency=BRL&wallet=${STELLAR}`);
  await byTestId(page, 'choose-buy').click();
  await expect(page).toHaveURL(/\/order$/); // the prefill moved into the cookie
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('150');
  await expect(byTestId(page, 'order-continue')).toBeEnabled();
  await byTestId(page, 'order-continue').click();
  await expect(byTestId(page, 'order-address')).toHaveValue(STELLAR);
  await page.getByRole('button', { name: 'Sign in to continue' }).click();

  await expect(page).toHaveURL(/\/login/);
  await submitPassword(page, account.email, account.password);
  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your order');
  await expect(byTestId(page, 'summary-pay')).toHaveText('150.00 BRL');
  await expect(byTestId(page, 'summary-wallet')).toContainText(STELLAR.slice(0, 6));
  const emailCookie = (await page.context().cookies()).find((c) => c.name === 'userEmail');
  expect(decodeURIComponent(emailCookie?.value ?? '')).toBe(account.email);
});

test('a partner that already chose the direction skips the question; its language and theme apply', async ({
  page,
}) => {
  await page.goto('/decision-flow?mode=off-ramp&amount=5&payment_currency=USD&language=pt&theme=dark');
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vender USDC');
  // SEP-24 `amount` is the crypto amount: what is sent when selling.
  await expect(byTestId(page, 'order-amount-in')).toHaveValue('5');
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('data-value', 'USD');
  await expect(byTestId(page, 'quote-fee')).toContainText('USD');
});

test('a signed order (GET /order-flow?signature=…) fixes what it names, also after a reload', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions');
  const list = await page.request.get('/api/v1/user/transactions?kind=deposit&limit=50');
  const { transactions } = (await list.json()) as {
    transactions: Array<{
      id: string;
      amount_in: string | null;
      blockchain: string;
      details: { amount_in_asset: string };
    }>;
  };
  const tx = transactions.find((t) => t.amount_in && t.details.amount_in_asset === 'iso4217:EUR');
  expect(tx, 'a seeded EUR deposit').toBeDefined();
  const token = (
    (await (await request.get(`${SANDBOX}/__sandbox/token`, { params: { transaction: tx!.id } })).json()) as {
      token: string;
    }
  ).token;

  await page.goto(`/order?signature=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(/\/order$/); // kept in the transactionSignatureData cookie instead
  await expect(byText(page, /set some details of this order/)).toBeVisible();
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('data-value', 'EUR');
  await expect(byTestId(page, 'order-fiat')).toBeDisabled();
  await expect(byTestId(page, 'order-amount-in')).toHaveValue(tx!.amount_in!);
  await expect(byTestId(page, 'order-amount-in')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Network')).toHaveAttribute('data-value', tx!.blockchain);
  await expect(page.getByLabel('Network')).toBeDisabled();
  await expect(byTestId(page, 'order-mode-off-ramp')).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'transactionSignatureData')).toBe(true);

  await page.reload();
  await revealed(page);
  await expect(byTestId(page, 'order-fiat')).toBeDisabled();
  await expect(byTestId(page, 'order-amount-in')).toHaveValue(tx!.amount_in!);
});
