/**
 * /transactions and /transaction: filters and paging in the URL and the transactionFilters cookie, the back button, a
 * detail page, a refund, /transaction without or with an unknown id → /404. Each test signs in an account of its own
 * with a copy of demo's data: two wallets and 36 transactions, one in every status on every blockchain.
 */
import type { Page } from '@playwright/test';
import { interactive } from './order-helpers';
import { expect, revealed, sandbox, signInAs, test } from './support';

/** The count the API gives for a query string (to know the exact range text to wait for). */
async function apiCount(page: Page, query: string): Promise<number> {
  const response = await page.request.get(`/api/v1/user/transactions/count?${query}`);
  expect(response.ok(), `count ${query}: ${response.status()} ${await response.text()}`).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

async function cookieValue(page: Page, name: string): Promise<string | undefined> {
  const cookie = (await page.context().cookies()).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

const rows = (page: Page) => page.getByTestId('transaction-row');
const range = (page: Page) => page.getByTestId('transactions-range');

test('filters and paging live in the URL and the cookie; back button; no full reload', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  await revealed(page);
  await expect(rows(page)).toHaveCount(10);
  await expect(range(page)).toHaveText(/^1–10 of \d+$/);
  const total = Number((await range(page).textContent())!.split(' of ')[1]);
  expect(total).toBe(36); // the seed's, and no one else adds to this account
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
  // Wait for the new data (the previous rows stay on screen while it loads): the exact range of the filtered count,
  // which differs from the one before the Tron filter.
  const before = await apiCount(page, 'status=error&status=expired');
  const filteredTotal = await apiCount(page, 'status=error&status=expired&blockchain=tron');
  expect(filteredTotal).toBeGreaterThan(0);
  expect(filteredTotal).toBeLessThan(before);
  await expect(range(page)).toHaveText(`1–${Math.min(10, filteredTotal)} of ${filteredTotal}`);
  await expect(page.getByTestId('transactions-results')).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page)).toHaveCount(Math.min(10, filteredTotal));
  for (const row of await rows(page).all()) {
    await expect(row).toContainText('Tron');
    await expect(row.getByTestId('status-badge')).toHaveAttribute('data-status', /^(error|expired)$/);
  }
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe('status=error&status=expired&blockchain=tron');
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

  // Invalid values in a shared URL are dropped: the list is the withdrawals, and neither the URL (once the view
  // wrote it) nor the cookie keeps "bogus".
  await page.goto('/transactions?status=bogus&kind=withdrawal');
  await revealed(page);
  await expect(page.getByLabel('Type')).toHaveValue('withdrawal');
  const withdrawals = await apiCount(page, 'kind=withdrawal');
  await expect(range(page)).toHaveText(`1–${Math.min(10, withdrawals)} of ${withdrawals}`);
  await expect(rows(page)).toHaveCount(Math.min(10, withdrawals));
  for (const row of await rows(page).all()) await expect(row).toContainText('Withdrawal');
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe('kind=withdrawal');
  await expect(page).not.toHaveURL(/bogus/);
});

test("the wallet filter lists the person's wallets and narrows the list (URL and cookie)", async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/transactions?kind=deposit');
  await revealed(page);
  const total = Number((await range(page).textContent())!.split(' of ')[1]);
  const wallet = page.getByRole('combobox', { name: 'Wallet', exact: true });
  await expect(wallet.locator('option')).toHaveText([
    'Any',
    /^Stellar wallet · Stellar · G/,
    /^Tron wallet · Tron · T/,
  ]);
  const stellarId = await wallet.locator('option', { hasText: 'Stellar wallet' }).getAttribute('value');
  // The select is server-rendered: repeat the choice until the hydrated control has taken it.
  await expect(async () => {
    await wallet.selectOption(stellarId!);
    await expect(page).toHaveURL(new RegExp(`/transactions\\?kind=deposit&wallet_id=${stellarId}$`), {
      timeout: 2_000,
    });
  }).toPass();
  await expect.poll(async () => Number((await range(page).textContent())!.split(' of ')[1])).toBeLessThan(total);
  await expect(rows(page).first()).toBeVisible();
  // Every row shown is on Stellar (a retrying assertion: the list may still re-render from the filter change).
  await expect(rows(page).filter({ hasNotText: 'Stellar' })).toHaveCount(0);
  await expect.poll(() => cookieValue(page, 'transactionFilters')).toBe(`kind=deposit&wallet_id=${stellarId}`);
  await wallet.selectOption('');
  await expect(page).toHaveURL(/\/transactions\?kind=deposit$/);
});

test('dates commit on Enter or blur (one history entry); a page past the end offers the first page', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/transactions?kind=deposit');
  // Hydrated, not only revealed: a date typed into the server-rendered input before hydration never reaches the
  // filter's state, and Enter would commit nothing.
  await interactive(page);
  const from = page.getByLabel('From');
  await from.fill('2020-01-02');
  // Not committed while typing.
  await expect(page).toHaveURL(/\/transactions\?kind=deposit$/);
  await from.press('Enter');
  await expect(page).toHaveURL(/\/transactions\?kind=deposit&start_created_at=2020-01-02/);
  await page.goBack();
  await expect(page).toHaveURL(/\/transactions\?kind=deposit$/);

  await page.goto('/transactions?kind=deposit&offset=500');
  await revealed(page);
  await expect(page.getByTestId('transactions-past-end')).toContainText('past the end');
  await expect(page.getByTestId('transactions-empty')).toHaveCount(0);
  await expect(range(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to the first page' }).click();
  await expect(page).toHaveURL(/\/transactions\?kind=deposit$/);
  const deposits = await apiCount(page, 'kind=deposit');
  await expect(range(page)).toHaveText(`1–${Math.min(10, deposits)} of ${deposits}`);
});

test('a failed wallets load leaves the list working, with the wallet filter at "Any" only', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions?kind=deposit');
  await sandbox.fault(request, {
    method: 'GET',
    path: '/user/wallets',
    status: 503,
    body: { error: 'unavailable' },
    times: 1,
  });
  await page.goto('/transactions?kind=deposit');
  await revealed(page);
  await expect(page).toHaveURL(/\/transactions\?kind=deposit$/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Wallet', exact: true }).locator('option')).toHaveText(['Any']);
});

test('a detail page shows amounts, status and sets the transactionGUID cookie', async ({ page, account }) => {
  await signInAs(page, account, '/transactions?kind=deposit&status=pending_user_transfer_start');
  await revealed(page);
  const first = rows(page).first();
  const id = await first.getAttribute('data-id');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await expect(page.getByTestId('transaction-status').getByTestId('status-badge')).toHaveAttribute(
    'data-status',
    'pending_user_transfer_start',
  );
  await expect(page.getByTestId('next-step')).toContainText('Send the payment');
  await expect(page.getByTestId('amount-in')).toContainText(/\d/);
  await expect(page.getByTestId('amount-out')).toContainText('USDC');
  await expect(page.getByRole('button', { name: /^Copy issuer/ })).toBeVisible();
  await expect(page.getByTestId('refund')).toHaveCount(0);
  await expect.poll(() => cookieValue(page, 'transactionGUID')).toBe(id!);
});

test('a failed transaction-info load shows the transaction without the payment details', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions?kind=deposit&status=pending_user_transfer_start');
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

test('a transaction that fails to load shows a notice with a retry, not the General error banner', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions?kind=deposit');
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  // An answer that is not a transaction: spec §8 "a failed route data load … returns empty data".
  const body = { transaction: 'gateway page' };
  await sandbox.fault(request, { method: 'GET', path: `/user/transactions/${id}`, status: 200, body, times: 1 });
  await page.goto(`/transaction?id=${id}`);
  await expect(page.getByTestId('load-failed')).toBeVisible();
  await expect(page.getByText('General error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('amount-in')).toContainText(/\d/);
});

test('a refund asks for confirmation and shows the new status', async ({ page, account }) => {
  await signInAs(page, account, '/transactions?status=error');
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  await page.goto(`/transaction?id=${id}`);
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(page.getByRole('heading', { name: 'Ask for a refund?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  // The confirm button takes the keyboard focus.
  await expect(page.getByRole('button', { name: 'Yes, refund' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The result stays after the page refreshed to the new status (the refund panel itself is gone) and has the focus.
  await expect(page.getByTestId('transaction-status').getByTestId('status-badge')).toHaveAttribute(
    'data-status',
    'refunded',
  );
  await expect(page.getByTestId('refund-done')).toContainText('New status: Refunded');
  await expect(page.getByTestId('refund-result')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('transaction-status').getByTestId('status-badge')).toHaveAttribute(
    'data-status',
    'refunded',
  );
  await expect(page.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
});

test('a failed refund request says so on the screen and can be tried again (no /error)', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions?status=expired');
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  await page.goto(`/transaction?id=${id}`);
  await sandbox.fault(request, {
    method: 'PUT',
    path: `/user/transactions/${id}/refund`,
    status: 503,
    body: { error: 'unavailable' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByTestId('refund-failed')).toContainText('could not be requested');
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(page.getByTestId('refund-done')).toContainText('New status: Refunded');
});

test('a withdrawal waiting for the transfer shows the account and memo to send to', async ({ page, account }) => {
  await signInAs(page, account, '/transactions?kind=withdrawal&status=pending_user_transfer_start&blockchain=stellar');
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  await page.goto(`/transaction?id=${id}`);
  await expect(page.getByTestId('next-step')).toContainText('Send the USDC to the account below');
  await expect(page.getByTestId('transaction-payment').getByTestId('transfer-account')).toContainText(/G[A-Z2-7]{55}/);
  await expect(page.getByTestId('transaction-payment').getByTestId('transfer-memo')).toContainText(/\S/);
  await expect(page.getByTestId('transaction-payment').getByRole('button', { name: /copy/i })).toHaveCount(2);
});

test('/transaction without an id or with an unknown id → /404', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/transaction?id=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
});
