/**
 * /interactive-flow (SEP-24) at its edges: URL callbacks on a disallowed or http origin, a rejected amount, a
 * confirmation from another tab and failed polls keep the person in the flow; a missing, unknown or malformed
 * interactive-id → /404; an account without billing details or KYC is refused and sent to those steps; the
 * pending-action offer for an account with an unfinished order; an amount typed before hydration is the one confirmed;
 * slow payment details stream in after the screen, which shows at once with a skeleton in their place.
 *
 * Each test signs in its own account (a copy of the demo seed unless it says otherwise) and creates its own
 * interactive transaction for it; faults are armed in the test's own scope.
 */
import { holdScript, hydrated } from './hydration';
import { advance, createInteractive, firstShown, flowStatus, recordFirstShown, setStatus } from './interactive-helpers';
import { expect, revealed, SANDBOX, sandbox, signInAs, test, byTestId, byText } from './support';

test('a URL callback on a disallowed origin is refused quietly; an http one is ignored', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account);
  const id = await createInteractive(request, account, 'deposit', { amount: '10' });
  await page.goto(
    `/interactive-flow?interactive-id=${id}&callback=${encodeURIComponent('https://evil.example/cb')}&on_change_callback=${encodeURIComponent('http://localhost:4012/cb')}`,
  );
  await revealed(page);
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
  await byTestId(page, 'confirm-button').click();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(byTestId(page, 'interactive-flow').getByRole('alert')).toHaveCount(0);
  const recorded = await (await request.get(`${SANDBOX}/__sandbox/callbacks`, { params: { transaction: id } })).json();
  expect(recorded).toEqual([]);
});

test('a rejected amount, a confirmation from another tab and failed polls keep the person in the flow (no /error)', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account);
  const id = await createInteractive(request, account, 'deposit');
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
  // Hydrated (the button is enabled then): an amount typed into the server-rendered field before that is lost.
  await expect(byTestId(page, 'confirm-button')).toBeEnabled();
  await byTestId(page, 'confirm-amount').fill('50');
  await byTestId(page, 'confirm-button').click();
  await expect(byText(byTestId(page, 'confirm-step'), reason)).toBeVisible();
  await expect(byTestId(page, 'confirm-amount')).toHaveAttribute('aria-invalid', 'true');
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
  await byTestId(page, 'confirm-button').click();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(byTestId(page, 'transfer-instructions')).toBeVisible();
  await expect(page).toHaveURL(/\/interactive-flow\?/);

  // Two failed polls (503): the last status stays, with a "reconnecting" note; then the poll recovers.
  await sandbox.fault(request, {
    method: 'GET',
    path: `/user/transactions/${id}`,
    status: 503,
    body: { error: 'unavailable' },
    times: 2,
  });
  await expect(byTestId(page, 'flow-reconnecting')).toBeVisible();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(page).toHaveURL(/\/interactive-flow\?/);
  await advance(request, id);
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_anchor');
  await expect(byTestId(page, 'flow-reconnecting')).toHaveCount(0);
});

test('an amount typed while the flow is still hydrating is the one confirmed (no "enter an amount" beside it)', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account);
  const id = await createInteractive(request, account, 'deposit');
  // Hold the script of the confirm step until the amount is typed: the server-rendered field takes it, React does not.
  const script = await holdScript(page, 'confirm-button');
  await page.goto(`/interactive-flow?interactive-id=${id}`, { waitUntil: 'commit' });
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
  await script.requested();
  await byTestId(page, 'confirm-amount').fill('50');
  await script.release();
  // The API answers with its limit: proof the confirmation was sent, with the typed amount in the form.
  const reason = 'Above the limit of 10000.00 BRL';
  await sandbox.fault(request, {
    method: 'POST',
    path: `/user/transactions/${id}/confirm`,
    status: 400,
    body: { error: 'validation_error', message: 'amount', errors: { amount: reason } },
  });
  await byTestId(page, 'confirm-button').click();
  await expect(byText(byTestId(page, 'confirm-step'), reason)).toBeVisible();
  await expect(byTestId(page, 'confirm-amount')).toHaveValue('50');
});

test('the flow and the transaction screen show before slow payment details: a skeleton, then the details or the could-not-load note', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account);
  const id = await createInteractive(request, account, 'deposit', { amount: '10' });
  await setStatus(request, id, 'pending_user_transfer_start');
  const slowInfo = () =>
    sandbox.fault(request, { method: 'GET', path: `/transaction-info/${id}`, delayMs: 5_000, times: 1 });

  // Each screen records, from its first byte, when the flow (or the transaction), the skeleton of the details and the
  // details themselves were first shown: the skeleton lasts only until the slow details arrive, which on a busy
  // machine can come before a check made afterwards.
  const skeleton = '[data-testid="details-loading"][aria-busy="true"][role="status"]';
  await recordFirstShown(page, {
    flow: '[data-testid="interactive-flow"][data-status="pending_user_transfer_start"]',
    flowSkeleton: `[data-testid="interactive-flow"] ${skeleton}`,
    flowDetails: '[data-testid="interactive-flow"] [data-testid="transfer-reference"]',
    transaction: '[data-testid="amount-in"]',
    transactionSkeleton: `[data-testid="transaction-payment-loading"] ${skeleton}`,
    transactionDetails: '[data-testid="transaction-payment"] [data-testid="transfer-reference"]',
  });

  // The page does not wait for GET /transaction-info: the flow is there with a busy skeleton of the details.
  await slowInfo();
  await page.goto(`/interactive-flow?interactive-id=${id}`, { waitUntil: 'commit' });
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  await expect(byTestId(page, 'transfer-reference')).toBeVisible();
  await expect(byTestId(page, 'details-loading')).toHaveCount(0);
  // One check of the skeleton's busy state and its spoken label (it is gone once the details arrive): shown with the
  // flow, before the details.
  const onFlow = await firstShown(page);
  expect(onFlow.flowSkeleton?.text).toContain('Loading the payment details');
  expect(onFlow.flow!.at).toBeLessThanOrEqual(onFlow.flowSkeleton!.at);
  expect(onFlow.flowSkeleton!.at).toBeLessThan(onFlow.flowDetails!.at);

  // /transaction streams the same details inside <Suspense>, with the same skeleton meanwhile.
  await slowInfo();
  await page.goto(`/transaction?id=${id}`, { waitUntil: 'commit' });
  await expect(byTestId(page, 'amount-in')).toBeVisible();
  await expect(byTestId(byTestId(page, 'transaction-payment'), 'transfer-reference')).toBeVisible();
  await expect(byTestId(page, 'transaction-payment-loading')).toHaveCount(0);
  const onTransaction = await firstShown(page);
  expect(onTransaction.transactionSkeleton).toBeDefined();
  expect(onTransaction.transaction!.at).toBeLessThanOrEqual(onTransaction.transactionSkeleton!.at);
  expect(onTransaction.transactionSkeleton!.at).toBeLessThan(onTransaction.transactionDetails!.at);

  // When the details cannot be loaded (on the server, then in the browser), the flow says so and offers to try again.
  await sandbox.fault(request, { method: 'GET', path: `/transaction-info/${id}`, status: 500, times: 20 });
  await page.goto(`/interactive-flow?interactive-id=${id}`);
  // The server's load failed: the browser loads the details itself (and retries) once the screen has hydrated.
  await hydrated(page);
  await expect(byTestId(page, 'transfer-unavailable')).toBeVisible();
  await expect(byTestId(page, 'details-loading')).toHaveCount(0);
  await sandbox.clearFaults(request);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(byTestId(page, 'transfer-reference')).toBeVisible();
});

test.describe('an account without billing details or KYC', () => {
  test.use({ seed: 'fresh' });

  test('a person without billing details or a verified identity is sent to those steps, and back to this flow', async ({
    page,
    request,
    account,
  }) => {
    await signInAs(page, account);
    const id = await createInteractive(request, account, 'withdrawal', { amount: '20' });
    await page.goto(`/interactive-flow?interactive-id=${id}`);
    await revealed(page);
    await byTestId(page, 'confirm-button').click();
    // The API refuses it (409 billing_incomplete): no account and memo to send USDC to, the way to the missing step.
    await expect(byText(page, 'Your billing details are needed')).toBeVisible();
    await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
    const link = byTestId(page, 'order-gate-link');
    await expect(link).toHaveAttribute(
      'href',
      `/billing-details?next=${encodeURIComponent(`/interactive-flow?interactive-id=${id}`)}`,
    );
    await link.click();
    await expect(page).toHaveURL(/\/billing-details\?next=%2Finteractive-flow/);
  });
});

test('/interactive-flow without an id, with an unknown or a malformed one → /404', async ({ page, account }) => {
  await signInAs(page, account);
  await page.goto('/interactive-flow');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/interactive-flow?interactive-id=00000000-0000-4000-8000-000000000000&callback=postMessage');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/interactive-flow?interactive-id=%3Cscript%3E');
  await expect(page).toHaveURL(/\/404$/);
});

test.describe('an account with an unfinished order', () => {
  test.use({ seed: 'pending' });

  test('with a pending action, the unfinished transaction is offered first', async ({ page, request, account }) => {
    await signInAs(page, account);
    // Without an id: the offer instead of /404.
    await page.goto('/interactive-flow');
    await revealed(page);
    await expect(byTestId(page, 'pending-offer')).toContainText('You have an unfinished deposit');
    // Following another (already confirmed) transaction: the unfinished one is offered first, above that flow.
    const id = await createInteractive(request, account, 'withdrawal', { amount: '5' });
    await advance(request, id);
    await page.goto(`/interactive-flow?interactive-id=${id}`);
    await revealed(page);
    await expect(page.getByRole('heading', { name: 'Withdraw USDC' })).toBeVisible();
    const offer = byTestId(page, 'pending-offer');
    await expect(offer).toBeVisible();
    const offerBox = (await offer.boundingBox())!;
    const titleBox = (await page.getByRole('heading', { name: 'Withdraw USDC' }).boundingBox())!;
    expect(offerBox.y).toBeLessThan(titleBox.y);
    await byTestId(offer, 'pending-continue').click();
    await page.waitForURL(
      (url) => url.pathname === '/interactive-flow' && url.searchParams.get('interactive-id') !== id,
    );
    await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
    await expect(byTestId(page, 'confirm-amount-in')).toContainText('250.00 BRL');
    await expect(byTestId(page, 'pending-offer')).toHaveCount(0);
  });
});
