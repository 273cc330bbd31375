/**
 * /transaction, the detail screen: amounts, status and the transactionGUID cookie, a failed load and its retry, a refund
 * and its failure, the account and memo of a withdrawal waiting for the transfer, and /404 without or with an unknown
 * id. Each test signs in an account of its own with a copy of demo's data (see transactions.spec.ts), and opens a
 * transaction from its own list.
 */
import type { Page } from '@playwright/test';
import { interactive } from './hydration';
import { createInteractive, setStatus } from './interactive-helpers';
import { expect, revealed, sandbox, signInAs, test, type Account, byTestId, byText } from './support';

const rows = (page: Page) => byTestId(page, 'transaction-row');

/** Signs `account` in on its list at `listPath` (a /transactions URL with filters) and gives the first row's id. */
async function firstListedId(page: Page, account: Account, listPath: string): Promise<string> {
  await signInAs(page, account, listPath);
  await revealed(page);
  const id = await rows(page).first().getAttribute('data-id');
  expect(id).toBeTruthy();
  return id!;
}

test('a detail page shows amounts, status and sets the transactionGUID cookie', async ({ page, account }) => {
  await signInAs(page, account, '/transactions?kind=deposit&status=pending_user_transfer_start');
  await revealed(page);
  const first = rows(page).first();
  const id = await first.getAttribute('data-id');
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await expect(byTestId(byTestId(page, 'transaction-status'), 'status-badge')).toHaveAttribute(
    'data-status',
    'pending_user_transfer_start',
  );
  // The seeded orders waiting for a payment are past their deadline: the page says so, with nothing to do.
  await expect(byTestId(page, 'next-step')).toHaveAttribute('data-step', 'payLate');
  await expect(byTestId(page, 'next-step')).toContainText('The time to pay has passed');
  await expect(byTestId(page, 'amount-in')).toContainText(/\d/);
  await expect(byTestId(page, 'amount-out')).toContainText('USDC');
  await expect(page.getByRole('button', { name: 'Copy the order number' })).toBeVisible();
  await expect(byTestId(page, 'refund')).toHaveCount(0);
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'transactionGUID')?.value)
    .toBe(id!);
});

test('a failed transaction-info load shows the transaction without the payment details', async ({
  page,
  request,
  account,
}) => {
  // A purchase waiting for its payment, within its deadline: the page shows how to pay.
  await signInAs(page, account, '/transactions');
  const id = await createInteractive(request, account, 'deposit', { amount: '100' });
  await setStatus(request, id, 'pending_user_transfer_start');
  await sandbox.fault(request, { method: 'GET', path: `/transaction-info/${id}`, status: 500, times: 1 });
  await page.goto(`/transaction?id=${id}`);
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await expect(byTestId(page, 'info-unavailable')).toBeVisible();
  await expect(byTestId(page, 'transaction-payment')).toHaveCount(0);
  await expect(byTestId(page, 'amount-in')).toContainText(/\d/);
  await page.reload();
  await expect(byTestId(page, 'next-step')).toHaveAttribute('data-step', 'pay');
  await expect(byTestId(page, 'transaction-payment')).toBeVisible();
  await expect(byTestId(page, 'info-unavailable')).toHaveCount(0);
});

test('a transaction that fails to load shows a notice with a retry, not the General error banner', async ({
  page,
  request,
  account,
}) => {
  const id = await firstListedId(page, account, '/transactions?kind=deposit');
  // An answer that is not a transaction: spec §8 "a failed route data load … returns empty data".
  const body = { transaction: 'gateway page' };
  await sandbox.fault(request, { method: 'GET', path: `/user/transactions/${id}`, status: 200, body, times: 1 });
  await page.goto(`/transaction?id=${id}`);
  await expect(byTestId(page, 'load-failed')).toBeVisible();
  await expect(byText(page, 'General error')).toHaveCount(0);
  await interactive(page); // Try again is a script button
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(byTestId(page, 'amount-in')).toContainText(/\d/);
});

test('a refund asks for confirmation and shows the new status', async ({ page, account }) => {
  const id = await firstListedId(page, account, '/transactions?status=error');
  await page.goto(`/transaction?id=${id}`);
  await interactive(page); // the refund button is a script button
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await expect(page.getByRole('heading', { name: 'Ask for a refund?' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  // The confirm button takes the keyboard focus.
  await expect(page.getByRole('button', { name: 'Yes, refund' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The result stays after the page refreshed to the new status (the refund panel itself is gone) and has the focus.
  await expect(byTestId(byTestId(page, 'transaction-status'), 'status-badge')).toHaveAttribute(
    'data-status',
    'refunded',
  );
  await expect(byTestId(page, 'refund-done')).toContainText('New status: Refunded');
  await expect(byTestId(page, 'refund-result')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Ask for a refund' })).toHaveCount(0);
  await page.reload();
  await expect(byTestId(byTestId(page, 'transaction-status'), 'status-badge')).toHaveAttribute(
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
  const id = await firstListedId(page, account, '/transactions?status=expired');
  await page.goto(`/transaction?id=${id}`);
  await interactive(page);
  await sandbox.fault(request, {
    method: 'PUT',
    path: `/user/transactions/${id}/refund`,
    status: 503,
    body: { error: 'unavailable' },
    times: 1,
  });
  await page.getByRole('button', { name: 'Ask for a refund' }).click();
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(byTestId(page, 'refund-failed')).toContainText('could not be requested');
  await expect(page).toHaveURL(new RegExp(`/transaction\\?id=${id}$`));
  await page.getByRole('button', { name: 'Yes, refund' }).click();
  await expect(byTestId(page, 'refund-done')).toContainText('New status: Refunded');
});

test('/transaction without an id or with an unknown id → /404', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  await page.goto('/transaction');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/transaction?id=00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/404$/);
});
