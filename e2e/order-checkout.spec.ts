/**
 * Checking out an order (spec §2 /order-form, /payment; §8 the 409 of POST on-/off-ramp): a signed-in person sells USDC
 * and finds the new transaction in GET /user/transactions, a second open order is refused on the screen with a link to
 * the open one and nothing lost, and the card flow pays on the provider's card form. The order flow at 375 and 1280 px,
 * light and dark, en and pt (kept as screenshots under `npm run screenshots`). A test that signs in uses an account of
 * its own: a copy of demo's data, or of pending's for the open order.
 */
import { interactive } from './hydration';
import { STELLAR, orderCookie, payAmount, captureOrder, pick } from './order-helpers';
import { APP, expect, keepScreenshot, revealed, signInAs, test, byTestId, byText } from './support';

test('a signed-in person sells USDC: POST /off-ramp, the new transaction is listed, the checkout ends on the final step', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/decision-flow');
  await byTestId(page, 'choose-sell').click();
  await payAmount(page, '25');
  const quotedGet = await byTestId(page, 'order-amount-out').inputValue();
  await byTestId(page, 'order-continue').click();

  // A demo account has a saved stellar wallet: it is preselected.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which wallet do you send USDC from?');
  const saved = page.getByRole('radio', { name: /Stellar wallet/ });
  await expect(saved).toBeChecked();
  // Where the money goes: a PIX key for BRL, the first choice.
  const payout = byTestId(page, 'order-payout');
  await expect(byTestId(payout, 'payout-method-pix')).toBeChecked();
  await byTestId(payout, 'payout-pix-key').fill('ana@example.com');
  await expect(byText(payout, 'Recognised as e-mail.')).toBeVisible();
  await byTestId(page, 'order-continue').click();

  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expect(byTestId(page, 'summary-payout')).toHaveText('PIX · e-mail · ana@example.com');
  await expect(byTestId(page, 'summary-pay')).toHaveText('25.00 USDC');
  await expect(byTestId(page, 'summary-get')).toHaveText(`${quotedGet} BRL`);
  await expect(byTestId(page, 'summary-wallet')).toContainText('Stellar wallet');

  const posted = await captureOrder(page, 'off-ramp');
  await byTestId(page, 'order-confirm').click();
  const order = await posted();
  expect(order.status).toBe(201);
  expect(order.request).toMatchObject({
    amount: '25.0000000',
    payment_currency: 'BRL',
    crypto_currency: 'USDC',
    blockchain: 'stellar',
    payout: { method: 'pix', pix_key: 'ana@example.com' },
  });
  const created = order.body as { transaction: { id: string; wallet_id: string | null } };
  const id = created.transaction.id;
  const wallets = (await (await page.request.get('/api/v1/user/wallets')).json()) as {
    wallets: Array<{ id: string; blockchain: string }>;
  };
  expect(created.transaction.wallet_id).toBe(wallets.wallets.find((w) => w.blockchain === 'stellar')?.id);

  // The answer's url: the provider's checkout.
  await expect(page).toHaveURL(new RegExp(`/__sandbox/pages/checkout\\?transaction=${id}$`));
  const list = await page.request.get('/api/v1/user/transactions?limit=5');
  expect(list.status()).toBe(200);
  const { transactions } = (await list.json()) as { transactions: Array<Record<string, unknown>> };
  expect(transactions.find((t) => t.id === id)).toMatchObject({
    kind: 'withdrawal',
    status: 'incomplete',
    blockchain: 'stellar',
    amount_in: '25.0000000',
    amount_out: quotedGet,
  });
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'transactionGUID')?.value).toBe(id);
  expect(cookies.find((c) => c.name === 'orderFormData')).toBeUndefined();

  await page.getByRole('button', { name: 'Pay (complete the order)' }).click();
  await expect(page).toHaveURL(new RegExp(`/final-step\\?id=${id}`));
  await expect(byTestId(page, 'final-step-payout')).toContainText('PIX · e-mail · ana@example.com');
});

test.describe('an account with an open order', () => {
  // A copy of pending's data: its seeded incomplete transaction is the open order.
  test.use({ seed: 'pending' });

  test('a second open order: the 409 is shown with a link to the open order, and nothing typed is lost', async ({
    page,
    account,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signInAs(page, account, '/decision-flow');
    // The decision flow already warns about the open order (spec §4 has_pending_action prefetch).
    await expect(byTestId(page, 'open-order-link')).toBeVisible();
    await byTestId(page, 'choose-buy').click();
    await interactive(page);
    await pick(byTestId(page, 'order-fiat'), 'EUR');
    await payAmount(page, '80');
    await byTestId(page, 'order-continue').click();
    await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
    await byTestId(page, 'order-continue').click();
    await expect(byTestId(page, 'summary-pay')).toHaveText('80.00 EUR');

    const posted = await captureOrder(page, 'on-ramp');
    await byTestId(page, 'order-confirm').click();
    const order = await posted();
    expect(order.status).toBe(409);
    const openId = order.body.transaction_id as string;

    const conflict = byTestId(page, 'order-conflict');
    await expect(conflict).toContainText('You already have an open order');
    await expect(byTestId(page, 'order-conflict-link')).toHaveAttribute('href', `/transaction?id=${openId}`);
    await expect(page).toHaveURL(/\/order\?step=review$/); // no global redirect
    await expect(byTestId(page, 'summary-pay')).toHaveText('80.00 EUR');
    expect(await orderCookie(page)).toMatchObject({ mode: 'on-ramp', fiat: 'EUR', amount: '80' });
    await keepScreenshot(page, 'screenshots/order-conflict-375.png', { fullPage: true });

    await page.reload();
    await revealed(page);
    await expect(byTestId(page, 'summary-pay')).toHaveText('80.00 EUR');
  });
});

test('the card flow: /order-form creates a card order, /payment shows the provider card form, paying ends on /final-step with a token', async ({
  page,
  account,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, account, '/order-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy USDC with a card');
  await expect(byTestId(page, 'order-mode-off-ramp')).toHaveCount(0); // the card flow only buys
  await interactive(page);
  await pick(byTestId(page, 'order-fiat'), 'USD');
  await payAmount(page, '40');
  await byTestId(page, 'order-continue').click();
  await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
  await byTestId(page, 'order-continue').click();
  await expect(byTestId(page, 'order-summary')).toContainText('Card');

  const posted = await captureOrder(page, 'on-ramp');
  await byTestId(page, 'order-confirm').click();
  const order = await posted();
  expect(order.status).toBe(201);
  expect(order.request).toMatchObject({ amount: '40.00', payment_currency: 'USD', payment_method: 'card' });
  const created = order.body as { transaction: { id: string; amount_in: string } };
  expect(created.transaction.amount_in).toBe('40.00');
  const id = created.transaction.id;

  await expect(page).toHaveURL(new RegExp(`/payment\\?id=${id}$`));
  await expect(byTestId(page, 'payment-summary')).toContainText('40.00 USD');
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel('Name on card').fill('Demo User');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
  await frame.getByLabel('CVC').fill('123');
  await keepScreenshot(page, 'screenshots/order-payment-375.png', { fullPage: true });
  await frame.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/final-step\\?id=${id}&transaction=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
});

test.describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      for (const language of ['en', 'pt'] as const) {
        test(`order flow at ${width} px, ${theme}, ${language}`, async ({ page, context }) => {
          await context.addCookies([
            { name: 'themeSelector', value: theme, url: APP },
            { name: 'language', value: language, url: APP },
          ]);
          await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
          const shot = (name: string) =>
            keepScreenshot(page, `screenshots/order-${name}-${width}-${theme}-${language}.png`, { fullPage: true });
          await page.goto('/decision-flow');
          await expect(byTestId(page, 'choose-buy')).toBeVisible();
          await shot('decision');
          await byTestId(page, 'choose-buy').click();
          await payAmount(page, '100');
          await shot('amount');
          await byTestId(page, 'order-continue').click();
          await expect(byTestId(page, 'order-address')).toBeVisible();
          await byTestId(page, 'order-address').fill(STELLAR);
          await shot('wallet');
        });
      }
    }
  }
});
