/**
 * /interactive-flow opened by a wallet (SEP-24): a deposit and a withdrawal opened by the lobstr host page (an allowed
 * partner origin) that receives on_change_callback for each status and callback once at completion; signing in inside
 * the popup keeps the wallet's origin; a disallowed origin receives nothing while the flow works.
 *
 * Each test has its own account (a copy of the demo seed); the host page creates the transaction for that account's
 * e-mail (its `email` parameter). The sandbox moves the transactions only on control calls here (step_ms=0), after
 * each status was seen, so the messages are deterministic.
 */
import {
  LOBSTR,
  FOREIGN,
  advance,
  interactiveHost,
  setStatus,
  startInPopup,
  loggedStatuses,
  flowStatus,
  sep24Messages,
  closeFlowPopup,
} from './interactive-helpers';
import { APP, expect, signInAs, submitPassword, test, byTestId } from './support';
import { sep24MessageSchema } from '../lib/interactive/sep24';

test('a deposit opened by the lobstr wallet: confirm, pay, follow; on_change for each status and callback once', async ({
  page: host,
  context,
  request,
  account,
}) => {
  await signInAs(host, account);
  const { popup, id } = await startInPopup(
    context,
    host,
    interactiveHost(LOBSTR, account, { kind: 'deposit', amount: '100', currency: 'BRL', step_ms: '0' }),
  );
  const messages = sep24Messages(host);

  // Step 1: the amount and asset to confirm; the wallet hears the first status.
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'incomplete');
  await expect(popup.getByRole('heading', { name: 'Deposit USDC' })).toBeVisible();
  await expect(byTestId(popup, 'confirm-amount-in')).toContainText('100.00 BRL');
  await expect(byTestId(popup, 'confirm-amount-out')).toContainText('USDC');
  await expect(messages).toHaveCount(1);
  await expect(messages.first()).toHaveAttribute('data-origin', APP);

  // Step 2: confirmed → the payment instructions.
  await byTestId(popup, 'confirm-button').click();
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(byTestId(popup, 'transfer-instructions')).toContainText('Send exactly 100.00 BRL');
  await expect(byTestId(popup, 'transfer-reference')).toContainText(id.slice(0, 8).toUpperCase());
  await expect(messages).toHaveCount(2);

  // The anchor moves it on; the flow polls and the wallet hears each status once.
  for (const [status, count] of [
    ['pending_anchor', 3],
    ['pending_stellar', 4],
  ] as const) {
    await advance(request, id);
    await expect(flowStatus(popup)).toHaveAttribute('data-status', status);
    await expect(byTestId(byTestId(popup, 'flow-status'), 'status-badge')).toHaveAttribute('data-status', status);
    await expect(messages).toHaveCount(count);
  }
  await advance(request, id);
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'completed');
  await expect(byTestId(popup, 'flow-outcome')).toContainText('USDC was sent to your wallet');
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
  await Promise.all([closeHandled, closeFlowPopup(popup)]);
  await expect(messages).toHaveCount(6);
});

test("a withdrawal in the wallet's frame: the receiving account, the status to the parent, callback at the end", async ({
  page: host,
  request,
  account,
}) => {
  await signInAs(host, account);
  await host.goto(
    interactiveHost(LOBSTR, account, {
      kind: 'withdrawal',
      amount: '20',
      blockchain: 'stellar',
      frame: '1',
      step_ms: '0',
      lang: 'pt-BR',
      theme: 'dark',
    }),
  );
  await byTestId(host, 'start').click();
  await expect(byTestId(host, 'interactive-id')).not.toHaveText('none yet');
  const id = (await byTestId(host, 'interactive-id').textContent())!.trim();
  const flow = host.frameLocator('#flow');
  const messages = sep24Messages(host);

  // lang=pt-BR: the flow speaks Portuguese; theme=dark applies.
  await expect(flow.getByRole('heading', { name: 'Sacar USDC' })).toBeVisible();
  await expect(flow.locator('html')).toHaveClass(/dark/);
  await expect(messages).toHaveCount(1);
  await byTestId(flow, 'confirm-button').click();
  await expect(byTestId(flow, 'interactive-flow')).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(byTestId(flow, 'transfer-account')).toContainText(/G[A-Z2-7]{55}/);
  await expect(byTestId(flow, 'transfer-memo')).toContainText(id.slice(0, 8).toUpperCase());
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
  await expect(byTestId(flow, 'interactive-flow')).toHaveAttribute('data-status', 'completed');
  await expect(messages).toHaveCount(4);
  expect(await loggedStatuses(messages)).toEqual([
    'incomplete',
    'pending_user_transfer_start',
    'completed',
    'completed',
  ]);
  await expect(messages.first()).toHaveAttribute('data-origin', APP);
  // In a frame, Close tells the wallet to take over (callback already sent: nothing new, as the frame logs).
  const closeHandled = host.waitForEvent('console', (m) =>
    m.text().includes(`[interactive] close: nothing new to send for ${id}`),
  );
  await Promise.all([closeHandled, byTestId(flow, 'flow-close').click()]);
  await expect(byTestId(flow, 'flow-closed')).toBeVisible();
  await expect(messages).toHaveCount(4);
});

test('signed out: the person signs in inside the popup and the wallet still hears the status', async ({
  page: host,
  context,
  account,
}) => {
  await host.goto(interactiveHost(LOBSTR, account, { kind: 'deposit', amount: '40', step_ms: '0' }));
  const [popup] = await Promise.all([context.waitForEvent('page'), byTestId(host, 'start').click()]);
  await popup.waitForURL(/\/login\?/);
  await submitPassword(popup, account.email, account.password);
  await popup.waitForURL(/\/interactive-flow\?/);
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'incomplete');
  await expect(sep24Messages(host)).toHaveCount(1);
  await expect(sep24Messages(host).first()).toHaveAttribute('data-status', 'incomplete');
});

test('opened from a disallowed origin: the flow works, the page receives no message at all', async ({
  page: host,
  context,
  request,
  account,
}) => {
  await signInAs(host, account);
  const { popup, id } = await startInPopup(
    context,
    host,
    interactiveHost(FOREIGN, account, { kind: 'deposit', amount: '50', step_ms: '0' }),
  );
  await byTestId(popup, 'confirm-button').click();
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  // The positive sign before asserting that nothing arrived: the popup logs that it found no allowed wallet window
  // for the final callback (the same moment an allowed wallet would have been sent it).
  const refused = popup.waitForEvent('console', (m) =>
    /\[interactive\] callback \(completed\): no wallet window on an allowed origin/.test(m.text()),
  );
  await setStatus(request, id, 'completed');
  await expect(flowStatus(popup)).toHaveAttribute('data-status', 'completed');
  await refused;
  await expect(byTestId(popup, 'flow-outcome')).toBeVisible();
  const closeHandled = popup.waitForEvent('console', (m) =>
    m.text().includes(`[interactive] close: nothing new to send for ${id}`),
  );
  await Promise.all([closeHandled, closeFlowPopup(popup)]);
  await expect(byTestId(host, 'message-count')).toHaveText('0');
  await expect(byTestId(host, 'host-message')).toHaveCount(0);
});
