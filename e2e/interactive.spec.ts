/**
 * Issue #4 /interactive-flow: a SEP-24 interactive deposit and withdrawal opened by a wallet's page (the lobstr
 * host page, an allowed partner origin) that receives the status messages by postMessage (on_change_callback
 * for each status, callback once at completion); the same from a disallowed origin receiving nothing while the
 * flow works; a missing or unknown interactive-id → /404; the pending-action offer for pending@example.com.
 *
 * The sandbox moves the transactions only on control calls here (step_ms=0), after each status was seen, so the
 * messages are deterministic. The popup uses the session of the same browser context (signed in first), or
 * signs in inside the popup (the wallet's origin is remembered across the sign-in).
 */
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, revealed, SANDBOX, sandbox, signInEnglish, submitPassword, test } from './support';
import { sep24MessageSchema } from '../lib/interactive/sep24';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
});

const LOBSTR = 'http://localhost:4012';
const FOREIGN = 'http://localhost:4019';

/** Moves the transaction one step along its path (the anchor's side). */
async function advance(request: APIRequestContext, id: string) {
  const response = await request.post(`${SANDBOX}/__sandbox/transactions/${id}/advance`);
  expect(response.status(), 'advance').toBe(200);
}

/** Sets the transaction's status by hand (the anchor's side). */
async function setStatus(request: APIRequestContext, id: string, status: string) {
  const response = await request.post(`${SANDBOX}/__sandbox/transactions/${id}`, { data: { status } });
  expect(response.status(), 'set status').toBe(200);
}

/** Opens the host page and starts the flow in a popup; returns the popup and the transaction id. */
async function startInPopup(context: BrowserContext, host: Page, url: string): Promise<{ popup: Page; id: string }> {
  await host.goto(url);
  const [popup] = await Promise.all([context.waitForEvent('page'), host.getByTestId('start').click()]);
  await expect(host.getByTestId('interactive-id')).not.toHaveText('none yet');
  const id = (await host.getByTestId('interactive-id').textContent())!.trim();
  await popup.waitForURL(/\/interactive-flow\?/);
  await expect(popup.getByTestId('interactive-flow')).toBeVisible();
  return { popup, id };
}

/** The statuses of the messages the host page logged, in order. */
const loggedStatuses = (messages: Locator) =>
  messages.evaluateAll((items) => items.map((li) => li.getAttribute('data-status')));

const flowStatus = (flow: Page) => flow.getByTestId('interactive-flow');

/** The SEP-24 `{transaction}` messages the host page logged (it also lists the app's other host events). */
const sep24Messages = (host: Page) => host.locator('[data-testid="host-message"][data-kind="sep24"]');

test('a deposit opened by the lobstr wallet: confirm, pay, follow; on_change for each status and callback once', async ({
  page,
  context,
  request,
}) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const host = await context.newPage();
  const { popup, id } = await startInPopup(
    context,
    host,
    `${LOBSTR}/interactive?kind=deposit&amount=100&currency=BRL&step_ms=0`,
  );
  const messages = sep24Messages(host);

  // Step 1: the amount and asset to confirm; the wallet hears the first status.
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'incomplete');
  await expect(popup.getByRole('heading', { name: 'Deposit USDC' })).toBeVisible();
  await expect(popup.getByTestId('confirm-amount-in')).toContainText('100.00 BRL');
  await expect(popup.getByTestId('confirm-amount-out')).toContainText('USDC');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveAttribute('data-origin', 'http://localhost:3000');

  // Step 2: confirmed → the payment instructions.
  await popup.getByTestId('confirm-button').click();
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(popup.getByTestId('transfer-instructions')).toContainText('Send exactly 100.00 BRL');
  await expect(popup.getByTestId('transfer-reference')).toContainText(id.slice(0, 8).toUpperCase());
  await expect(messages).toHaveCount(2);

  // The anchor moves it on; the flow polls and the wallet hears each status once.
  for (const [status, count] of [
    ['pending_anchor', 3],
    ['pending_stellar', 4],
  ] as const) {
    await advance(request, id);
    await expect(flowStatus(popup)).toHaveAttribute('data-status', status);
    await expect(popup.getByTestId('flow-status').getByTestId('status-badge')).toHaveAttribute('data-status', status);
    await expect(messages).toHaveCount(count);
  }
  await advance(request, id);
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'completed');
  await expect(popup.getByTestId('flow-outcome')).toContainText('USDC was sent to your wallet');
  // The final status: on_change_callback and callback (both postMessage), then nothing more.
  await expect(messages).toHaveCount(6);
  expect(await loggedStatuses(messages)).toEqual([
    'incomplete',
    'pending_user_transfer_start',
    'pending_anchor',
    'pending_stellar',
    'completed',
    'completed',
  ]);
  for (const li of await messages.all()) await expect(li).toHaveAttribute('data-trusted', 'true');

  // The body is the SEP-24 transaction object.
  const text = (await messages.last().textContent())!;
  const body = sep24MessageSchema.parse(JSON.parse(text.slice(text.indexOf(' ') + 1)));
  expect(body.transaction).toMatchObject({
    id,
    kind: 'deposit',
    status: 'completed',
    amount_in: '100.00',
    amount_in_asset: 'iso4217:BRL',
    amount_out_asset: expect.stringMatching(/^stellar:USDC:G/),
    more_info_url: `http://localhost:3000/transaction?id=${id}`,
    refunded: false,
  });
  expect(body.transaction.completed_at).toBeTruthy();

  // Close: callback was already sent at completion, so nothing is sent again (the popup says so in its log before it
  // closes: the positive sign that Close was handled), and the popup closes.
  const closeHandled = popup.waitForEvent('console', (m) =>
    m.text().includes(`[interactive] close: nothing new to send for ${id}`),
  );
  await Promise.all([popup.waitForEvent('close'), closeHandled, popup.getByTestId('flow-close').click()]);
  await expect(messages).toHaveCount(6);
});

test("a withdrawal in the wallet's frame: the receiving account, the status to the parent, callback at the end", async ({
  page,
  context,
  request,
}) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const host = await context.newPage();
  await host.goto(
    `${LOBSTR}/interactive?kind=withdrawal&amount=20&blockchain=stellar&frame=1&step_ms=0&lang=pt-BR&theme=dark`,
  );
  await host.getByTestId('start').click();
  await expect(host.getByTestId('interactive-id')).not.toHaveText('none yet');
  const id = (await host.getByTestId('interactive-id').textContent())!.trim();
  const flow = host.frameLocator('#flow');
  const messages = sep24Messages(host);

  // lang=pt-BR: the flow speaks Portuguese; theme=dark applies.
  await expect(flow.getByRole('heading', { name: 'Sacar USDC' })).toBeVisible();
  await expect(flow.locator('html')).toHaveClass(/dark/);
  await expect(messages).toHaveCount(1);
  await flow.getByTestId('confirm-button').click();
  await expect(flow.getByTestId('interactive-flow')).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(flow.getByTestId('transfer-account')).toContainText(/G[A-Z2-7]{55}/);
  await expect(flow.getByTestId('transfer-memo')).toContainText(id.slice(0, 8).toUpperCase());
  await expect(messages).toHaveCount(2);
  const text = (await messages.last().textContent())!;
  const body = sep24MessageSchema.parse(JSON.parse(text.slice(text.indexOf(' ') + 1)));
  expect(body.transaction).toMatchObject({
    kind: 'withdrawal',
    status: 'pending_user_transfer_start',
    withdraw_memo: id.slice(0, 8).toUpperCase(),
  });
  expect(body.transaction.withdraw_anchor_account).toMatch(/^G[A-Z2-7]{55}$/);

  await setStatus(request, id, 'completed');
  await expect(flow.getByTestId('interactive-flow')).toHaveAttribute('data-status', 'completed');
  await expect(messages).toHaveCount(4);
  expect(await loggedStatuses(messages)).toEqual([
    'incomplete',
    'pending_user_transfer_start',
    'completed',
    'completed',
  ]);
  await expect(messages.first()).toHaveAttribute('data-origin', 'http://localhost:3000');
  // In a frame, Close tells the wallet to take over (callback already sent: nothing new, as the frame logs).
  const closeHandled = host.waitForEvent('console', (m) =>
    m.text().includes(`[interactive] close: nothing new to send for ${id}`),
  );
  await Promise.all([closeHandled, flow.getByTestId('flow-close').click()]);
  await expect(flow.getByTestId('flow-closed')).toBeVisible();
  await expect(messages).toHaveCount(4);
});

test('signed out: the person signs in inside the popup and the wallet still hears the status', async ({ context }) => {
  await context.addCookies([{ name: 'language', value: 'en', url: 'http://localhost:3000' }]);
  const host = await context.newPage();
  await host.goto(`${LOBSTR}/interactive?kind=deposit&amount=40&step_ms=0`);
  const [popup] = await Promise.all([context.waitForEvent('page'), host.getByTestId('start').click()]);
  await popup.waitForURL(/\/login\?/);
  await submitPassword(popup, 'demo@example.com');
  await popup.waitForURL(/\/interactive-flow\?/);
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'incomplete');
  await expect(sep24Messages(host)).toHaveCount(1);
  await expect(sep24Messages(host).first()).toHaveAttribute('data-status', 'incomplete');
});

test('opened from a disallowed origin: the flow works, the page receives no message at all', async ({
  page,
  context,
  request,
}) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const host = await context.newPage();
  const { popup, id } = await startInPopup(context, host, `${FOREIGN}/interactive?kind=deposit&amount=50&step_ms=0`);
  await popup.getByTestId('confirm-button').click();
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  // The positive sign before asserting that nothing arrived: the popup logs that it found no allowed wallet window
  // for the final callback (the same moment an allowed wallet would have been sent it).
  const refused = popup.waitForEvent('console', (m) =>
    /\[interactive\] callback \(completed\): no wallet window on an allowed origin/.test(m.text()),
  );
  await setStatus(request, id, 'completed');
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'completed');
  await refused;
  await expect(popup.getByTestId('flow-outcome')).toBeVisible();
  const closeHandled = popup.waitForEvent('console', (m) =>
    m.text().includes(`[interactive] close: nothing new to send for ${id}`),
  );
  await Promise.all([popup.waitForEvent('close'), closeHandled, popup.getByTestId('flow-close').click()]);
  await expect(host.getByTestId('message-count')).toHaveText('0');
  await expect(host.getByTestId('host-message')).toHaveCount(0);
});

test('a URL callback on a disallowed origin is refused quietly; an http one is ignored', async ({ page, request }) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const created = await request.post(`${SANDBOX}/__sandbox/interactive/deposit`, { data: { amount: '10' } });
  const { id } = (await created.json()) as { id: string };
  await page.goto(
    `/interactive-flow?interactive-id=${id}&callback=${encodeURIComponent('https://evil.example/cb')}&on_change_callback=${encodeURIComponent('http://localhost:4012/cb')}`,
  );
  await revealed(page);
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
  await page.getByTestId('confirm-button').click();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(page.getByTestId('interactive-flow').getByRole('alert')).toHaveCount(0);
  const recorded = await (await request.get(`${SANDBOX}/__sandbox/callbacks`, { params: { transaction: id } })).json();
  expect(recorded).toEqual([]);
});

test('a rejected amount, a confirmation from another tab and failed polls keep the person in the flow (no /error)', async ({
  page,
  request,
}) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const created = await request.post(`${SANDBOX}/__sandbox/interactive/deposit`, { data: {} });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/interactive-flow?interactive-id=${id}`);
  await revealed(page);
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');

  // 400 (the server's amount limits): the reason shows on the amount field, the person stays on the step.
  const reason = 'Above the limit of 10000.00 BRL';
  await sandbox.fault(request, {
    method: 'POST',
    path: `/user/transactions/${id}/confirm`,
    status: 400,
    body: { error: 'validation_error', message: 'amount', errors: { amount: reason } },
  });
  await page.getByTestId('confirm-amount').fill('50');
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('confirm-step').getByText(reason)).toBeVisible();
  await expect(page.getByTestId('confirm-amount')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/interactive-flow\?/);

  // 409: confirmed meanwhile in another tab → the flow reads the transaction again and moves on.
  await page.route(`**/user/transactions/${id}/confirm`, async (route) => {
    await setStatus(request, id, 'pending_user_transfer_start');
    await route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'not_incomplete', message: 'Already confirmed' }),
    });
  });
  await page.getByTestId('confirm-button').click();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(page.getByTestId('transfer-instructions')).toBeVisible();
  await expect(page).toHaveURL(/\/interactive-flow\?/);

  // Two failed polls (503): the last status stays, with a "reconnecting" note; then the poll recovers.
  await sandbox.fault(request, {
    method: 'GET',
    path: `/user/transactions/${id}`,
    status: 503,
    body: { error: 'unavailable' },
    times: 2,
  });
  await expect(page.getByTestId('flow-reconnecting')).toBeVisible();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(page).toHaveURL(/\/interactive-flow\?/);
  await advance(request, id);
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_anchor');
  await expect(page.getByTestId('flow-reconnecting')).toHaveCount(0);
});

test('/interactive-flow without an id, with an unknown or a malformed one → /404', async ({ page }) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  await page.goto('/interactive-flow');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/interactive-flow?interactive-id=00000000-0000-4000-8000-000000000000&callback=postMessage');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/interactive-flow?interactive-id=%3Cscript%3E');
  await expect(page).toHaveURL(/\/404$/);
});

test('with a pending action, the unfinished transaction is offered first', async ({ page, request }) => {
  await signInEnglish(page, 'pending@example.com', '/transactions');
  // Without an id: the offer instead of /404.
  await page.goto('/interactive-flow');
  await revealed(page);
  await expect(page.getByTestId('pending-offer')).toContainText('You have an unfinished deposit');
  // Following another (already confirmed) transaction: the unfinished one is offered first, above that flow.
  const created = await request.post(`${SANDBOX}/__sandbox/interactive/withdrawal`, {
    data: { email: 'pending@example.com', amount: '5' },
  });
  const { id } = (await created.json()) as { id: string };
  await advance(request, id);
  await page.goto(`/interactive-flow?interactive-id=${id}`);
  await revealed(page);
  await expect(page.getByRole('heading', { name: 'Withdraw USDC' })).toBeVisible();
  const offer = page.getByTestId('pending-offer');
  await expect(offer).toBeVisible();
  const offerBox = (await offer.boundingBox())!;
  const titleBox = (await page.getByRole('heading', { name: 'Withdraw USDC' }).boundingBox())!;
  expect(offerBox.y).toBeLessThan(titleBox.y);
  await offer.getByTestId('pending-continue').click();
  await page.waitForURL((url) => url.pathname === '/interactive-flow' && url.searchParams.get('interactive-id') !== id);
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
  await expect(page.getByTestId('confirm-amount-in')).toContainText('250.00 BRL');
  await expect(page.getByTestId('pending-offer')).toHaveCount(0);
});
