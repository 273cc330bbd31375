/**
 * /transactions: filters and paging in the URL and the transactionFilters cookie, the back button, dates, a failed
 * wallets load (the detail screen is transaction-detail.spec.ts). Each test signs in an account of its own with a copy
 * of demo's data: two wallets and 36 transactions, one in every status on every blockchain.
 */
import type { Page } from '@playwright/test';
import { controlHydrated, interactive } from './hydration';
import { expect, revealed, sandbox, signInAs, test, byTestId } from './support';

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

const rows = (page: Page) => byTestId(page, 'transaction-row');
const range = (page: Page) => byTestId(page, 'transactions-range');

test('filters and paging live in the URL and the cookie; back button; no full reload', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  await interactive(page); // Next acts once hydrated
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
  await expect(byTestId(page, 'transactions-results')).toHaveAttribute('aria-busy', 'false');
  await expect(rows(page)).toHaveCount(Math.min(10, filteredTotal));
  for (const row of await rows(page).all()) {
    await expect(row).toContainText('Tron');
    await expect(byTestId(row, 'status-badge')).toHaveAttribute('data-status', /^(error|expired)$/);
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
  for (const row of await rows(page).all()) await expect(row).toContainText(/Sold|Selling|Sale of/);
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
  await controlHydrated(wallet);
  await wallet.selectOption(stellarId!);
  await expect(page).toHaveURL(new RegExp(`/transactions\\?kind=deposit&wallet_id=${stellarId}$`));
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
  await interactive(page);
  await expect(byTestId(page, 'transactions-past-end')).toContainText('past the end');
  await expect(byTestId(page, 'transactions-empty')).toHaveCount(0);
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
