/**
 * /final-step (spec §2, §3, §4, §5, §8): no id → /404, an unknown id → /404, status error → /error, other statuses show
 * the outcome and what happens next; the signed transaction token stands in when the product API's answer cannot be
 * used. An id alone reveals nothing: the owner's session or a token whose signature the server verified is needed,
 * anyone else is asked to sign in. Each test opens the seeded transactions of an account of its own (a copy of demo's
 * data), in their seeded statuses.
 */
import type { APIRequestContext } from '@playwright/test';
import { APP, expect, sandbox, SANDBOX, signInAs, test, type Account, byTestId, byText } from './support';
import { formatAmount } from '../lib/money/format';
import { seedTransactionId } from '../sandbox/api/store';

/**
 * The seeded transactions of a test's account that this file opens (sandbox/api/store seed.ts demoUser: the i-th has
 * status i / 3 of spec §4's list and is a deposit when i is even).
 */
function seeded(account: Account) {
  return {
    payingWithdrawal: seedTransactionId(account.email, 3), // pending_user_transfer_start, withdrawal
    processingDeposit: seedTransactionId(account.email, 12), // pending_external, deposit
    errorDeposit: seedTransactionId(account.email, 26), // error, deposit
    completedDeposit: seedTransactionId(account.email, 28), // completed, deposit, EUR
  };
}

/** A signed transaction token for `id`, as the product API hands out (GET /__sandbox/token). */
async function tokenFor(request: APIRequestContext, id: string): Promise<string> {
  const response = await request.get(`${SANDBOX}/__sandbox/token`, { params: { transaction: id } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

async function info(request: APIRequestContext, id: string) {
  const response = await request.get(`${SANDBOX}/api/v1/transaction-info/${id}`, {
    params: { token: await tokenFor(request, id) },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    transaction: { amount_in: string; amount_out: string };
    payment: { reference: string; account?: string; memo?: string | null };
  };
}

test('without an id it goes to the no-match page', async ({ page }) => {
  await page.goto('/final-step');
  await expect(page).toHaveURL(/\/404$/);
  await expect(byTestId(page, 'not-found')).toBeVisible();
});

test('without an id the server answers a real redirect (307) to the no-match page', async ({ request }) => {
  for (const path of ['/final-step', '/final-step?id=', '/final-step?id=%20', '/final-step?transaction=a.b.c']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toBe('/404');
  }
});

test('an id alone shows nothing to a visitor: no amounts, the way to sign in and back', async ({
  page,
  request,
  account,
}) => {
  const { completedDeposit } = seeded(account);
  const { transaction } = await info(request, completedDeposit);
  await page.goto(`/final-step?id=${completedDeposit}`);
  await expect(byTestId(page, 'final-step-sign-in')).toBeVisible();
  await expect(byTestId(page, 'final-step')).toHaveCount(0);
  await expect(byText(page, formatAmount(transaction.amount_out, 'USDC', 'en', 'get'))).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?returnTo=${encodeURIComponent(`/final-step?id=${completedDeposit}`)}`,
  );
  // The API answers the same to an anonymous caller: an id alone is not found.
  const direct = await request.get(`${SANDBOX}/api/v1/transaction-info/${completedDeposit}`);
  expect(direct.status()).toBe(404);
});

test('a forged token (not signed with the key) is refused like no token', async ({ page, request, account }) => {
  const { completedDeposit } = seeded(account);
  const { transaction } = await info(request, completedDeposit);
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: completedDeposit, transaction })}.x`;
  await page.goto(`/final-step?id=${completedDeposit}&transaction=${forged}`);
  await expect(byTestId(page, 'final-step-sign-in')).toBeVisible();
  await expect(byTestId(page, 'final-step')).toHaveCount(0);
});

test('a token for another transaction does not open this one', async ({ page, request, account }) => {
  const { completedDeposit, processingDeposit } = seeded(account);
  const other = await tokenFor(request, processingDeposit);
  await page.goto(`/final-step?id=${completedDeposit}&transaction=${other}`);
  await expect(byTestId(page, 'final-step-sign-in')).toBeVisible();
});

test('an unknown id (404 from transaction-info) goes to the no-match page', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  await page.goto('/final-step?id=00000000-0000-4000-a000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
  await expect(byTestId(page, 'not-found')).toBeVisible();
});

test('a transaction with status error goes to the error page', async ({ page, account }) => {
  const { errorDeposit } = seeded(account);
  await signInAs(page, account, '/transactions');
  await page.goto(`/final-step?id=${errorDeposit}`);
  await expect(page).toHaveURL(/\/error$/);
  await expect(byTestId(page, 'error-page')).toBeVisible();
});

test('a completed transaction shows the outcome, the amounts and the way on, without the main header', async ({
  page,
  request,
  account,
}) => {
  const { completedDeposit } = seeded(account);
  const { transaction } = await info(request, completedDeposit);
  await signInAs(page, account, '/transactions');
  await page.goto(`/final-step?id=${completedDeposit}`);
  const screen = byTestId(page, 'final-step');
  await expect(screen).toHaveAttribute('data-outcome', 'completed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order completed');
  await expect(byText(screen, 'Your USDC has been sent to your wallet.')).toBeVisible();
  // Money as money: EUR in its minor unit, what was paid rounded up, the USDC received to the cent, rounded down.
  await expect(byTestId(page, 'pay-amount')).toHaveText(
    `${formatAmount(transaction.amount_in, 'EUR', 'en', 'pay')} EUR`,
  );
  await expect(byTestId(page, 'receive-amount')).toContainText(
    `${formatAmount(transaction.amount_out, 'USDC', 'en', 'get')} USDC`,
  );
  await expect(byTestId(page, 'receive-amount')).toContainText(/\d\.\d{2} USDC$/);
  await expect(byTestId(page, 'final-step-status')).toContainText('Completed');
  await expect(page.getByRole('link', { name: 'See the order' })).toHaveAttribute(
    'href',
    `/transaction?id=${completedDeposit}`,
  );
  await expect(page.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/decision-flow');
  await expect(page.locator('header')).toHaveCount(0); // outside the main layout
  await expect(page).toHaveTitle(/Final step/);
});

test('a sale waiting for the USDC says what to send, where, with which memo and by when', async ({
  page,
  request,
  account,
}) => {
  const { payingWithdrawal } = seeded(account);
  const { payment } = await info(request, payingWithdrawal);
  await signInAs(page, account, '/transactions');
  await page.goto(`/final-step?id=${payingWithdrawal}`);
  await expect(byTestId(page, 'final-step')).toHaveAttribute('data-outcome', 'awaitingPayment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waiting for your USDC');
  const send = page.getByRole('region', { name: 'Send your USDC' });
  await expect(byTestId(send, 'send-amount')).toContainText('USDC');
  await expect(byTestId(send, 'send-address')).toContainText(payment.account!);
  await expect(send.getByRole('img', { name: 'QR code of the deposit address' })).toBeVisible();
  if (payment.memo) {
    await expect(byTestId(send, 'send-memo')).toContainText(payment.memo);
    await expect(byTestId(send, 'send-memo-warning')).toBeVisible();
  }
  await expect(byTestId(send, 'send-deadline').locator('time')).toHaveAttribute('datetime', /T/);
  const copy = send.getByRole('button', { name: 'Copy the deposit address' });
  const box = (await copy.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
});

test('in Portuguese, opened by a visitor with a valid signed token', async ({ page, context, request, account }) => {
  const { processingDeposit } = seeded(account);
  await context.addCookies([{ name: 'language', value: 'pt', url: APP }]);
  await page.goto(`/final-step?id=${processingDeposit}&transaction=${await tokenFor(request, processingDeposit)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Estamos processando o seu pedido');
  await expect(byText(page, 'O que acontece agora')).toBeVisible();
});

/** The next GET /transaction-info/{id} answers 200 with a body that is not JSON (an answer that cannot be used). */
async function unusableAnswer(request: APIRequestContext, id: string) {
  await sandbox.fault(request, {
    method: 'GET',
    path: `/transaction-info/${id}`,
    status: 200,
    body: 'not JSON',
    times: 1,
  });
}

test.describe('the signed transaction token (spec §3)', () => {
  test('stands in for an answer of transaction-info that cannot be used', async ({ page, request, account }) => {
    const { processingDeposit } = seeded(account);
    const token = await tokenFor(request, processingDeposit);
    expect(token.split('.')).toHaveLength(3);
    await unusableAnswer(request, processingDeposit);
    await page.goto(`/final-step?id=${processingDeposit}&transaction=${token}`);
    await expect(byTestId(page, 'final-step')).toHaveAttribute('data-outcome', 'processing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are processing your order');
  });

  test('to the owner, without a usable answer, says the order could not be loaded', async ({
    page,
    request,
    account,
  }) => {
    const { processingDeposit } = seeded(account);
    await signInAs(page, account, '/transactions');
    await unusableAnswer(request, processingDeposit);
    await page.goto(`/final-step?id=${processingDeposit}&transaction=not.a-token`);
    await expect(byTestId(page, 'final-step-unavailable')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See my transactions' })).toBeVisible();
  });
});
