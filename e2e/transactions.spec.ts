/**
 * Issue #4 /transactions and /transaction: filters and paging in the URL and the transactionFilters cookie,
 * the back button, a detail page, a refund, /transaction without or with an unknown id → /404.
 */
import type { Page } from '@playwright/test';
import { expect, revealed, sandbox, signIn, test } from './support';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
});

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

const rows = (page: Page) => page.getByTestId('transaction-row');
const range = (page: Page) => page.getByTestId('transactions-range');

test('filters and paging live in the URL and the cookie; back button; no full reload', async ({ page }) => {
  await signIn(page, 'demo@example.com', '/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  await revealed(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(range(page)).toHaveText(/^1–10 of \d+$/);
  const total = Number((await range(page).textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThanOrEqual(30); // the seed has 36 (other suites may add orders)
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/transactions\?offset=10$/);
  await expect(range(page)).toHaveText(`11–20 of ${total}`);

  await page.locator('summary', { hasText: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Error', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Error', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\/transactions\?status=error$/);
  await page.getByRole('checkbox', { name: 'Expired', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Expired', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\/transactions\?status=error&status=expired$/);
  await page.getByRole('checkbox', { name: 'Tron' }).click();
  await expect(page.getByRole('checkbox', { name: 'Tron' })).toBeChecked();
  await expect(page).toHaveURL(/\/transactions\?status=error&status=expired&blockchain=tron$/);
  await expect(rows(page).first()).toBeVisible();
  for (const badge of await page.getByTestId('status-badge').all()) {
    await expect(badge).toHaveAttribute('data-status', /^(error|expired)$/);
  }
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe('status=error&status=expired&blockchain=tron');
  const filteredTotal = Number((await range(page).textContent())!.split(' of ')[1]);
  expect(filteredTotal).toBeGreaterThan(0);
  expect(filteredTotal).toBeLessThan(total);

  await page.goBack();
  await expect(page).toHaveURL(/\/transactions\?status=error&status=expired$/);
  await expect(page.getByRole('checkbox', { name: 'Tron' })).not.toBeChecked();
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe('status=error&status=expired');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/transactions\?offset=10$/);
  await expect(range(page)).toHaveText(`11–20 of ${total}`);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

  // A new entry without filters in the URL takes them from the cookie.
  await page.locator('summary', { hasText: 'Status' }).click();
  await page.getByRole('checkbox', { name: 'Completed', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Completed', exact: true })).toBeChecked();
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe('status=completed');
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/transactions\?status=completed$/);
  await expect(page.getByRole('checkbox', { name: 'Completed', exact: true })).toBeChecked();

  // Invalid values in a shared URL are dropped.
  await page.goto('/transactions?status=bogus&kind=withdrawal');
  await revealed(page);
  await expect(page.getByLabel('Type')).toHaveValue('withdrawal');
  for (const row of await rows(page).all()) await expect(row).toContainText('Withdrawal');
});

test('the wallet filter lists the person\'s wallets and narrows the list (URL and cookie)', async ({ page }) => {
  await signIn(page, 'demo@example.com', '/transactions?kind=deposit');
  await revealed(page);
  const total = Number((await range(page).textContent())!.split(' of ')[1]);
  const wallet = page.getByRole('combobox', { name: 'Wallet', exact: true });
  await expect(wallet.locator('option')).toHaveText(['Any', /^Stellar wallet · Stellar · G/, /^Tron wallet · Tron · T/]);
  const stellarId = await wallet.locator('option', { hasText: 'Stellar wallet' }).getAttribute('value');
  // The select is server-rendered: repeat the choice until the hydrated control has taken it.
  await expect(async () => {
    await wallet.selectOption(stellarId!);
    await expect(page).toHaveURL(new RegExp(`/transactions\\?kind=deposit&wallet_id=${stellarId}$`), { timeout: 2_000 });
  }).toPass();
  await expect.poll(async () => Number((await range(page).textContent())!.split(' of ')[1])).toBeLessThan(total);
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) await expect(row).toContainText('Stellar');
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe(`kind=deposit&wallet_id=${stellarId}`);
  await wallet.selectOption('');
  await expect(page).toHaveURL(/\/transactions\?kind=deposit$/);
});

test('a detail page shows amounts, status and sets the transactionGUID cookie', async ({ page }) => {
  await signIn(page, 'demo@example.com', '/transactions?kind=deposit&status=pending_user_transfer_start');
  await revealed(page);
  const first = rows(page).first();
  const id = await first.getAttribute('data-id');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await expect(page.getByTestId('transaction-status').getByTestId('status-badge')).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(page.getByTestId('next-step')).toContainText('Send the payment');
  await expect(page.getByTestId('amount-in')).toContainText(/\d/);
  await expect(page.getByTestId('amount-out')).toContainText('USDC');
  await expect(page.getByRole('button', { name: /^Copy issuer/ })).toBeVisible();
  await expect(page.getByTestId('refund')).toHaveCount(0);
  await expect.poll(() => cookieValue(page, 'transactionGUID')).toBe(id!);
});

test('a failed transaction-info load shows the transaction without the payment details', async ({ page, request }) => {
  await signIn(page, 'demo@example.com', '/transactions?kind=deposit&status=pending_user_transfer_start');
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  await sandbox.fault(request, { method: 'GET', path: `/transaction-info/${id}`, status: 500, times: 1 });
  await page.goto(`/transaction?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await expect(page.getByTestId('info-unavailable')).toBeVisible();
  await expect(page.getByTestId('transaction-payment')).toHaveCount(0);
  await expect(page.getByTestId('amount-in')).toContainText(/\d/);
  await page.reload();
  await expect(page.getByTestId('transaction-payment')).toBeVisible();
});

test('a refund asks for confirmation and shows the new status', async ({ page }) => {
  await signIn(page, 'demo@example.com', '/transactions?status=error');
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  await page.goto(`/transaction?id=${id}`);
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(page.getByRole('heading', { name: 'Ask for a refund?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByTestId('refund-done')).toContainText('New status: Refunded');
  await page.reload();
  await expect(page.getByTestId('transaction-status').getByTestId('status-badge')).toHaveAttribute('data-status', 'refunded');
  await expect(page.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
});

test('/transaction without an id or with an unknown id → /404', async ({ page }) => {
  await signIn(page, 'demo@example.com', '/transactions');
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/transaction?id=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
});
