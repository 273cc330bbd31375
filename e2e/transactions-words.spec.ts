/**
 * /transactions and /transaction in the person's words: rows titled by what happened ("Bought 89.10 USDC",
 * "Vendendo 100,00 USDC") in both languages; the needs-action mark only where there is something to do, and an
 * identity check's row leading to it; a completed order that says what happened, without instructions, with its
 * transfer linked to the blockchain's explorer; a transfer whose deadline passed saying so; a sale to send leading to
 * the final step; every control at least 44 × 44 px on a 375 px screen. Each test signs in an account of its own with
 * a copy of demo's data (sandbox/api/store seed.ts demoUser: the i-th transaction has status i / 3 of spec §4's list,
 * blockchain i % 3 of stellar, tron, ethereum, and is a deposit when i is even).
 */
import type { Locator, Page } from '@playwright/test';
import { interactive } from './hydration';
import { createInteractive, setStatus } from './interactive-helpers';
import { apiWriteHeaders, APP, expect, revealed, signInAs, test, type Account, byTestId } from './support';
import type { Transaction } from '../lib/api/schemas';
import { formatMoney } from '../lib/money/format';
import { seedTransactionId } from '../sandbox/api/store';

/** The seeded transactions this file opens. */
function seeded(account: Account) {
  return {
    kycStarted: seedTransactionId(account.email, 0), // incomplete, kyc_started, deposit
    kycInReview: seedTransactionId(account.email, 1), // incomplete, post-kyc-started, withdrawal
    sendingWithdrawal: seedTransactionId(account.email, 3), // pending_user_transfer_start, withdrawal, stellar
    collectDeposit: seedTransactionId(account.email, 6), // pending_user_transfer_complete, deposit
    completedDeposit: seedTransactionId(account.email, 28), // completed, deposit, tron, EUR
  };
}

const rows = (page: Page) => byTestId(page, 'transaction-row');
/** A row's title: the first cell of its transaction link. */
const titleOf = (row: Locator) => row.getByRole('link').first().locator(':scope > span').first();

/** The transaction as the API gives it to its owner. */
async function transactionOf(page: Page, id: string): Promise<Transaction> {
  const response = await page.request.get(`/api/v1/user/transactions/${id}`);
  expect(response.ok(), `GET /user/transactions/${id}`).toBe(true);
  return ((await response.json()) as { transaction: Transaction }).transaction;
}

/** The title the row of `tx` must have in `locale`: the USDC amount as money, in the tense of its status. */
function expectedTitle(tx: Transaction, locale: 'en' | 'pt'): string {
  const buy = tx.kind === 'deposit';
  const usdc = buy ? tx.amount_out! : tx.amount_in!;
  const amount = formatMoney(usdc, 'USDC', locale, buy ? 'get' : 'pay');
  const words =
    locale === 'en'
      ? { bought: 'Bought', sold: 'Sold', buying: 'Buying', selling: 'Selling' }
      : { bought: 'Comprou', sold: 'Vendeu', buying: 'Comprando', selling: 'Vendendo' };
  const done = tx.status === 'completed';
  return `${buy ? (done ? words.bought : words.buying) : done ? words.sold : words.selling} ${amount}`;
}

/** The profile's and the visitor's language (spec §4: a session follows its profile's). */
async function speak(page: Page, lang: 'en' | 'pt') {
  const saved = await page.request.post('/api/v1/user/config', {
    headers: await apiWriteHeaders(page),
    data: { lang },
  });
  expect(saved.ok(), `POST /user/config ${lang}`).toBe(true);
  await page.context().addCookies([{ name: 'language', value: lang, url: APP }]);
}

/** Each row's title against its transaction's own amounts and status. */
async function expectTitles(page: Page, locale: 'en' | 'pt') {
  await expect(rows(page).first()).toBeVisible();
  for (const row of await rows(page).all()) {
    const tx = await transactionOf(page, (await row.getAttribute('data-id'))!);
    await expect(titleOf(row)).toHaveText(expectedTitle(tx, locale));
  }
}

test('rows are titled by what happened, with the USDC as money, in English and Portuguese', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/transactions?status=completed&status=pending_anchor');
  await revealed(page);
  await expect(rows(page)).toHaveCount(6);
  await expectTitles(page, 'en');
  await expect(rows(page).filter({ hasText: /Deposit|Withdrawal/ })).toHaveCount(0);
  await expect(titleOf(rows(page).first())).toHaveText(/^(Bought|Sold|Buying|Selling) \d[\d,]*\.\d{2} USDC$/);

  await speak(page, 'pt');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^pt/);
  await expectTitles(page, 'pt');
  await expect(rows(page).filter({ hasText: /Depósito|Saque/ })).toHaveCount(0);
  await expect(titleOf(rows(page).first())).toHaveText(/^(Comprou|Vendeu|Comprando|Vendendo) \d[\d.]*,\d{2} USDC$/);
  // The filter says Buy and Sell too.
  await expect(page.getByLabel('Tipo').locator('option')).toHaveText(['Qualquer', 'Compra', 'Venda']);
});

test('an identity check that was started leads to "Continue verification"; rows with nothing to do have no "!"', async ({
  page,
  account,
}) => {
  const { kycStarted, kycInReview, collectDeposit } = seeded(account);
  await signInAs(page, account, '/transactions');
  await revealed(page);
  await expect(rows(page)).toHaveCount(10);

  const started = page.locator(`[data-testid="transaction-row"][data-id="${kycStarted}"]`);
  await expect(byTestId(started, 'status-badge')).toHaveAttribute('data-kind', 'needsAction');
  const verify = started.getByRole('link', { name: 'Continue verification' });
  await expect(verify).toHaveAttribute('href', `/kyc?next=${encodeURIComponent(`/transaction?id=${kycStarted}`)}`);

  // Nothing to do: an identity check under review, a purchase whose payment arrived.
  for (const id of [kycInReview, collectDeposit]) {
    const row = page.locator(`[data-testid="transaction-row"][data-id="${id}"]`);
    await expect(byTestId(row, 'status-badge')).toHaveAttribute('data-kind', 'inProgress');
    await expect(byTestId(row, 'status-badge')).not.toContainText('!');
    await expect(row.getByRole('link')).toHaveCount(1);
  }
  // Every row marked as needing action leads somewhere: its own link to the action, or its screen (pay, send, collect).
  const marked = rows(page).filter({ has: page.locator('[data-kind="needsAction"]') });
  expect(await marked.count()).toBeLessThan(8);
  for (const row of await marked.all()) {
    const status = await byTestId(row, 'status-badge').getAttribute('data-status');
    if (status === 'incomplete') await expect(row.getByRole('link')).toHaveCount(2);
    else expect(status).toMatch(/^pending_user_transfer_(start|complete)$/);
  }

  await interactive(page);
  await verify.click();
  await expect(page).toHaveURL(/\/kyc\?next=/);
});

test('a completed purchase says what happened, with no instructions, and links its transfer to the explorer', async ({
  page,
  account,
}) => {
  const { completedDeposit } = seeded(account);
  await signInAs(page, account, '/transactions');
  const tx = await transactionOf(page, completedDeposit);
  // The API gives the transfer's hash of a completed transaction (stellar_transaction_id, SEP-24's name).
  const hash = tx.stellar_transaction_id!;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await page.goto(`/transaction?id=${completedDeposit}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedTitle(tx, 'en'));
  const next = byTestId(page, 'next-step');
  await expect(next).toHaveAttribute('data-step', 'done');
  await expect(next).toContainText(`You bought ${formatMoney(tx.amount_out!, 'USDC', 'en', 'get')}`);
  await expect(byTestId(page, 'transaction-payment')).toHaveCount(0);
  await expect(byTestId(page, 'info-unavailable')).toHaveCount(0);
  // What happened, not what to do: no payment instructions, no network terms, no developer note.
  await expect(page.locator('main')).not.toContainText(/Send |Pay |anchor|Issuer|memo|Status history|service/);

  // The progress: the path of a purchase, all the way done.
  await expect(byTestId(page, 'transaction-progress').getByRole('listitem')).toHaveCount(5);
  await expect(byTestId(page, 'transaction-progress').locator('[aria-current="step"]')).toContainText(
    'USDC in your wallet',
  );

  // The order number: its first 8 characters, the whole of it copyable.
  const order = byTestId(page, 'transaction-id');
  await expect(order).toContainText(completedDeposit.slice(0, 8));
  await expect(order).not.toContainText(completedDeposit);
  await expect(order.getByRole('button', { name: 'Copy the order number' })).toBeVisible();

  const transfer = byTestId(page, 'transaction-transfer');
  await expect(transfer).toContainText('Transfer on Tron');
  await expect(transfer).toContainText(hash.slice(0, 8));
  const explorer = byTestId(transfer, 'explorer-link');
  await expect(explorer).toHaveAttribute('href', new RegExp(`^https://[^/]*tronscan\\.org/#/transaction/${hash}$`));
  await expect(explorer).toHaveAttribute('target', '_blank');
  await expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(explorer).toHaveAccessibleName(/block explorer.*opens in a new tab/);
});

test('a sale past its deadline says the time to send has passed, and offers no way to send', async ({
  page,
  account,
}) => {
  const { sendingWithdrawal } = seeded(account);
  await signInAs(page, account, `/transaction?id=${sendingWithdrawal}`);
  const next = byTestId(page, 'next-step');
  await expect(next).toHaveAttribute('data-step', 'sendLate');
  await expect(next).toContainText('The time to send has passed');
  await expect(byTestId(byTestId(page, 'transaction-status'), 'status-badge')).toHaveAttribute(
    'data-kind',
    'inProgress',
  );
  await expect(page.getByRole('link', { name: 'Send the USDC' })).toHaveCount(0);
  await expect(byTestId(page, 'transaction-payment')).toHaveCount(0);
  await expect(next.getByRole('link', { name: 'Start a new order' })).toHaveAttribute('href', '/decision-flow');
});

test("each status reads in the order's own words: a sale waits for the USDC, a buy's money was received", async ({
  page,
  account,
}) => {
  const { sendingWithdrawal, collectDeposit } = seeded(account);
  await signInAs(page, account, `/transaction?id=${sendingWithdrawal}`);
  const badge = byTestId(page, 'transaction-status').getByTestId('status-badge');
  await expect(badge).toContainText('Waiting for your USDC');
  await page.goto(`/transaction?id=${collectDeposit}`);
  await expect(badge).toContainText('Payment received');
  await speak(page, 'pt');
  await page.goto(`/transaction?id=${sendingWithdrawal}`);
  await expect(badge).toContainText('Aguardando seus USDC');
});

test('a sale waiting for the USDC leads to the final step, which shows where to send it', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account, '/transactions');
  const id = await createInteractive(request, account, 'withdrawal', { amount: '25' });
  await setStatus(request, id, 'pending_user_transfer_start');
  await page.goto(`/transaction?id=${id}`);
  const next = byTestId(page, 'next-step');
  await expect(next).toHaveAttribute('data-step', 'send');
  await expect(next).toContainText('Send 25.00 USDC');
  await expect(next.locator('time')).toHaveAttribute('datetime', /T/);
  const send = next.getByRole('link', { name: 'Send the USDC' });
  await expect(send).toHaveAttribute('href', `/final-step?id=${id}`);
  await send.click();
  await expect(page).toHaveURL(new RegExp(`/final-step\\?id=${id}$`));
  await expect(page.getByRole('region', { name: 'Send your USDC' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Each control's box, at least 44 × 44 px. */
  async function expectTargets(controls: Locator) {
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
      expect({ name, width: box.width >= 44, height: box.height >= 44 }).toEqual({ name, width: true, height: true });
    }
  }

  test('copy buttons, the explorer link and the way back are at least 44 × 44 px', async ({ page, account }) => {
    const { completedDeposit } = seeded(account);
    await signInAs(page, account, '/transactions');
    const tx = await transactionOf(page, completedDeposit);
    expect(tx.stellar_transaction_id).toBeTruthy();
    await page.goto(`/transaction?id=${completedDeposit}`);
    await expect(byTestId(page, 'transaction-transfer')).toBeVisible();
    await expectTargets(page.locator('main').getByRole('button', { name: /^Copy / }));
    await expectTargets(byTestId(page, 'explorer-link'));
    await expectTargets(page.getByRole('link', { name: /All transactions/ }));
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the filters, the rows and their actions are at least 44 × 44 px', async ({ page, account }) => {
    await signInAs(page, account, '/transactions');
    await revealed(page);
    await page.locator('summary', { hasText: 'Status' }).click();
    const filters = page.getByRole('form', { name: 'Filters' });
    // A check box with its label: the label is part of its target.
    await expectTargets(filters.locator('label:has(input[type="checkbox"])'));
    await expectTargets(filters.locator('summary'));
    await expectTargets(filters.getByRole('combobox'));
    await expectTargets(filters.locator('input[type="date"]'));
    await expectTargets(rows(page).getByRole('link'));
    await expectTargets(page.getByRole('navigation', { name: 'Pages' }).getByRole('button'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
