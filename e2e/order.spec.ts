/**
 * The order flow (issue #3; spec §2 /decision-flow, /order, /order-form, /payment; §3 orderFormData; §8 the 409
 * of POST on-/off-ramp): the half-filled form survives a reload and sign-in, a signed-in person sells USDC and
 * finds the new transaction in GET /user/transactions, a second open order is refused on the screen with a link
 * to the open one and nothing lost, and the card flow pays on the provider's card form. Screenshots at 375 and
 * 1280 px, light and dark, en and pt.
 */
import type { Page } from '@playwright/test';
import { expect, revealed, SANDBOX, sandbox, signIn, submitPassword, test } from './support';

/** Wallet addresses in each network's format. */
const STELLAR = `GDEMO${'Q'.repeat(51)}`;
const TRON = `TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t`;

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
});

/** The orderFormData cookie as JSON (the browser keeps it URI-encoded). */
async function orderCookie(page: Page): Promise<Record<string, unknown> | null> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'orderFormData');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null;
}

/**
 * Waits until the page is interactive: the header's account action appears once the client knows the session,
 * i.e. after hydration (typing into server-rendered inputs before that would be lost).
 */
async function interactive(page: Page) {
  await revealed(page);
  const banner = page.getByRole('banner');
  await expect(
    banner
      .getByRole('link', { name: /^(Sign in|Entrar)$/ })
      .or(banner.getByRole('button', { name: /^(Sign out|Sair)$/ })),
  ).toBeVisible();
}

/** Types an amount into "You pay" and waits for its quote. */
async function payAmount(page: Page, value: string) {
  await interactive(page);
  await page.getByTestId('order-amount-in').fill(value);
  await expect(page.getByTestId('quote-fee')).toBeVisible();
  await expect(page.getByTestId('order-continue')).toBeEnabled();
}

interface CapturedOrder {
  status: number;
  body: Record<string, unknown>;
  request: Record<string, unknown> | null;
}

/**
 * Captures the next POST /on-ramp or /off-ramp passing through the browser: its status, its answer and its body
 * (the answer's url navigates away at once, so it is read on the way, then passed on unchanged).
 */
async function captureOrder(page: Page, mode: 'on-ramp' | 'off-ramp'): Promise<() => Promise<CapturedOrder>> {
  let resolve: (value: CapturedOrder) => void = () => undefined;
  const captured = new Promise<CapturedOrder>((r) => (resolve = r));
  await page.route(`**/api/v1/${mode}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    resolve({
      status: response.status(),
      body,
      request: route.request().postDataJSON() as Record<string, unknown> | null,
    });
    await route.fulfill({ response });
  });
  return () => captured;
}

test('reload in the middle of the order keeps the form', async ({ page }) => {
  await page.goto('/decision-flow');
  await page.getByTestId('choose-sell').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await interactive(page);
  await page.getByTestId('order-fiat').selectOption('EUR');
  await page.getByLabel('Network').selectOption('tron');
  await payAmount(page, '12.5');
  await expect(page.getByTestId('quote-rate')).toContainText('EUR');
  await expect
    .poll(() => orderCookie(page))
    .toMatchObject({ mode: 'off-ramp', fiat: 'EUR', blockchain: 'tron', amount: '12.5' });

  await page.reload();
  await revealed(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell USDC');
  await expect(page.getByTestId('order-amount-in')).toHaveValue('12.5');
  await expect(page.getByTestId('order-fiat')).toHaveValue('EUR');
  await expect(page.getByLabel('Network')).toHaveValue('tron');
  await expect(page.getByTestId('quote-fee')).toContainText('EUR');

  // The wallet step too: the URL names the step, the cookie the address.
  await page.getByTestId('order-continue').click();
  await expect(page).toHaveURL(/\/order\?step=wallet$/);
  await page.getByTestId('order-address').fill(TRON);
  await expect.poll(async () => (await orderCookie(page))?.address).toBe(TRON);
  await page.reload();
  await revealed(page);
  await expect(page.getByTestId('order-address')).toHaveValue(TRON);
  await page.getByTestId('order-back').click();
  await expect(page.getByTestId('order-amount-in')).toHaveValue('12.5');
});

test("a visitor's half-filled form survives sign-in, partner prefill included", async ({ page }) => {
  // What a partner passes: direction, amount paid, currency, wallet (its format names the network).
  await page.goto(`/decision-flow?amount_in=150&payment_currency=BRL&wallet=${STELLAR}`);
  await page.getByTestId('choose-buy').click();
  await expect(page).toHaveURL(/\/order$/); // the prefill moved into the cookie
  await expect(page.getByTestId('order-amount-in')).toHaveValue('150');
  await expect(page.getByTestId('order-continue')).toBeEnabled();
  await page.getByTestId('order-continue').click();
  await expect(page.getByTestId('order-address')).toHaveValue(STELLAR);
  await page.getByRole('button', { name: 'Sign in to continue' }).click();

  await expect(page).toHaveURL(/\/login/);
  await submitPassword(page, 'demo@example.com');
  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Review your order');
  await expect(page.getByTestId('summary-pay')).toHaveText('150.00 BRL');
  await expect(page.getByTestId('summary-wallet')).toContainText(STELLAR.slice(0, 6));
  const emailCookie = (await page.context().cookies()).find((c) => c.name === 'userEmail');
  expect(decodeURIComponent(emailCookie?.value ?? '')).toBe('demo@example.com');
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
  await expect(page.getByTestId('order-amount-in')).toHaveValue('5');
  await expect(page.getByTestId('order-fiat')).toHaveValue('USD');
  await expect(page.getByTestId('quote-fee')).toContainText('USD');
});

test('a signed-in person sells USDC: POST /off-ramp, the new transaction is listed, the checkout ends on the final step', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', '/decision-flow');
  await page.getByTestId('choose-sell').click();
  await payAmount(page, '25');
  const quotedGet = await page.getByTestId('order-amount-out').inputValue();
  await page.getByTestId('order-continue').click();

  // demo@ has a saved stellar wallet: it is preselected.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which wallet do you send USDC from?');
  const saved = page.getByRole('radio', { name: /Stellar wallet/ });
  await expect(saved).toBeChecked();
  await page.getByTestId('order-continue').click();

  await expect(page).toHaveURL(/\/order\?step=review$/);
  await expect(page.getByTestId('summary-pay')).toHaveText('25.00 USDC');
  await expect(page.getByTestId('summary-get')).toHaveText(`${quotedGet} BRL`);
  await expect(page.getByTestId('summary-wallet')).toContainText('Stellar wallet');

  const posted = await captureOrder(page, 'off-ramp');
  await page.getByTestId('order-confirm').click();
  const order = await posted();
  expect(order.status).toBe(201);
  expect(order.request).toMatchObject({
    amount: '25.0000000',
    payment_currency: 'BRL',
    crypto_currency: 'USDC',
    blockchain: 'stellar',
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
});

test('a second open order: the 409 is shown with a link to the open order, and nothing typed is lost', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'pending@example.com', '/decision-flow');
  // The decision flow already warns about the open order (spec §4 has_pending_action prefetch).
  await expect(page.getByTestId('open-order-link')).toBeVisible();
  await page.getByTestId('choose-buy').click();
  await interactive(page);
  await page.getByTestId('order-fiat').selectOption('EUR');
  await payAmount(page, '80');
  await page.getByTestId('order-continue').click();
  await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
  await page.getByTestId('order-continue').click();
  await expect(page.getByTestId('summary-pay')).toHaveText('80.00 EUR');

  const posted = await captureOrder(page, 'on-ramp');
  await page.getByTestId('order-confirm').click();
  const order = await posted();
  expect(order.status).toBe(409);
  const openId = order.body.transaction_id as string;

  const conflict = page.getByTestId('order-conflict');
  await expect(conflict).toContainText('You already have an open order');
  await expect(page.getByTestId('order-conflict-link')).toHaveAttribute('href', `/transaction?id=${openId}`);
  await expect(page).toHaveURL(/\/order\?step=review$/); // no global redirect
  await expect(page.getByTestId('summary-pay')).toHaveText('80.00 EUR');
  expect(await orderCookie(page)).toMatchObject({ mode: 'on-ramp', fiat: 'EUR', amount: '80' });
  await page.screenshot({ path: 'screenshots/order-conflict-375.png', fullPage: true });

  await page.reload();
  await revealed(page);
  await expect(page.getByTestId('summary-pay')).toHaveText('80.00 EUR');
});

test('the card flow: /order-form creates a card order, /payment shows the provider card form, paying ends on /final-step with a token', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'demo@example.com', '/order-form');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buy USDC with a card');
  await expect(page.getByTestId('order-mode-off-ramp')).toHaveCount(0); // the card flow only buys
  await interactive(page);
  await page.getByTestId('order-fiat').selectOption('USD');
  await payAmount(page, '40');
  await page.getByTestId('order-continue').click();
  await expect(page.getByRole('radio', { name: /Stellar wallet/ })).toBeChecked();
  await page.getByTestId('order-continue').click();
  await expect(page.getByTestId('order-summary')).toContainText('Card');

  const posted = await captureOrder(page, 'on-ramp');
  await page.getByTestId('order-confirm').click();
  const order = await posted();
  expect(order.status).toBe(201);
  expect(order.request).toMatchObject({ amount: '40.00', payment_currency: 'USD', payment_method: 'card' });
  const created = order.body as { transaction: { id: string; amount_in: string } };
  expect(created.transaction.amount_in).toBe('40.00');
  const id = created.transaction.id;

  await expect(page).toHaveURL(new RegExp(`/payment\\?id=${id}$`));
  await expect(page.getByTestId('payment-summary')).toContainText('40.00 USD');
  const frame = page.frameLocator('[data-testid="card-frame"]');
  await frame.getByLabel('Name on card').fill('Demo User');
  await frame.getByLabel('Card number').fill('4242 4242 4242 4242');
  await frame.getByLabel('Expiry (MM/YY)').fill('12/39');
  await frame.getByLabel('CVC').fill('123');
  await page.screenshot({ path: 'screenshots/order-payment-375.png', fullPage: true });
  await frame.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(new RegExp(`/final-step\\?id=${id}&transaction=[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
});

test('a signed order (GET /order-flow?signature=…) fixes what it names, also after a reload', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo@example.com', '/transactions');
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
  await expect(page.getByText(/set some details of this order/)).toBeVisible();
  await expect(page.getByTestId('order-fiat')).toHaveValue('EUR');
  await expect(page.getByTestId('order-fiat')).toBeDisabled();
  await expect(page.getByTestId('order-amount-in')).toHaveValue(tx!.amount_in!);
  await expect(page.getByTestId('order-amount-in')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Network')).toHaveValue(tx!.blockchain);
  await expect(page.getByLabel('Network')).toBeDisabled();
  await expect(page.getByTestId('order-mode-off-ramp')).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'transactionSignatureData')).toBe(true);

  await page.reload();
  await revealed(page);
  await expect(page.getByTestId('order-fiat')).toBeDisabled();
  await expect(page.getByTestId('order-amount-in')).toHaveValue(tx!.amount_in!);
});

test.describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      for (const language of ['en', 'pt'] as const) {
        test(`order flow at ${width} px, ${theme}, ${language}`, async ({ page, context }) => {
          await context.addCookies([
            { name: 'themeSelector', value: theme, url: 'http://localhost:3000' },
            { name: 'language', value: language, url: 'http://localhost:3000' },
          ]);
          await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
          const shot = (name: string) =>
            page.screenshot({ path: `screenshots/order-${name}-${width}-${theme}-${language}.png`, fullPage: true });
          await page.goto('/decision-flow');
          await expect(page.getByTestId('choose-buy')).toBeVisible();
          await shot('decision');
          await page.getByTestId('choose-buy').click();
          await payAmount(page, '100');
          await shot('amount');
          await page.getByTestId('order-continue').click();
          await expect(page.getByTestId('order-address')).toBeVisible();
          await page.getByTestId('order-address').fill(STELLAR);
          await shot('wallet');
        });
      }
    }
  }
});
