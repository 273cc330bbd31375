/**
 * /interactive-flow (SEP-24) at its edges: URL callbacks on a disallowed or http origin, a rejected amount, a
 * confirmation from another tab and failed polls keep the person in the flow; a missing, unknown or malformed
 * interactive-id → /404; an account without billing details or KYC is refused and sent to those steps; the
 * pending-action offer for pending@example.com; an amount typed before hydration is the one confirmed; slow payment
 * details stream in after the screen, which shows at once with a skeleton in their place.
 */
import { holdScript } from './hydration';
import { advance, setStatus, flowStatus } from './interactive-helpers';
import { expect, revealed, SANDBOX, sandbox, signInEnglish, test } from './support';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
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
  // Hydrated (the button is enabled then): an amount typed into the server-rendered field before that is lost.
  await expect(page.getByTestId('confirm-button')).toBeEnabled();
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

test('an amount typed while the flow is still hydrating is the one confirmed (no "enter an amount" beside it)', async ({
  page,
  request,
}) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const created = await request.post(`${SANDBOX}/__sandbox/interactive/deposit`, { data: {} });
  const { id } = (await created.json()) as { id: string };
  // Hold the script of the confirm step until the amount is typed: the server-rendered field takes it, React does not.
  const script = await holdScript(page, 'confirm-button');
  await page.goto(`/interactive-flow?interactive-id=${id}`, { waitUntil: 'commit' });
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
  await script.requested();
  await page.getByTestId('confirm-amount').fill('50');
  await script.release();
  // The API answers with its limit: proof the confirmation was sent, with the typed amount in the form.
  const reason = 'Above the limit of 10000.00 BRL';
  await sandbox.fault(request, {
    method: 'POST',
    path: `/user/transactions/${id}/confirm`,
    status: 400,
    body: { error: 'validation_error', message: 'amount', errors: { amount: reason } },
  });
  await page.getByTestId('confirm-button').click();
  await expect(page.getByTestId('confirm-step').getByText(reason)).toBeVisible();
  await expect(page.getByTestId('confirm-amount')).toHaveValue('50');
});

test('the flow and the transaction screen show before slow payment details: a skeleton, then the details or the could-not-load note', async ({
  page,
  request,
}) => {
  await signInEnglish(page, 'demo@example.com', '/transactions');
  const created = await request.post(`${SANDBOX}/__sandbox/interactive/deposit`, { data: { amount: '10' } });
  const { id } = (await created.json()) as { id: string };
  await setStatus(request, id, 'pending_user_transfer_start');
  const slowInfo = async () => {
    const armed = await request.post(`${SANDBOX}/__sandbox/faults`, {
      data: { method: 'GET', path: `/transaction-info/${id}`, delayMs: 5_000, times: 1 },
    });
    expect(armed.ok(), 'arm the latency fault').toBe(true);
  };

  // The page does not wait for GET /transaction-info: the flow is there with a busy skeleton of the details.
  await slowInfo();
  await page.goto(`/interactive-flow?interactive-id=${id}`, { waitUntil: 'commit' });
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'pending_user_transfer_start');
  // One check of the skeleton's busy state and its spoken label (it is gone once the details arrive).
  const loading = page.locator(
    '[data-testid="details-loading"][aria-busy="true"][role="status"]:not(div[hidden][id^="S:"] *)',
    {
      hasText: 'Loading the payment details',
    },
  );
  await expect(loading).toBeVisible();
  await expect(page.getByTestId('transfer-reference')).toBeVisible();
  await expect(page.getByTestId('details-loading')).toHaveCount(0);

  // /transaction streams the same details inside <Suspense>, with the same skeleton meanwhile.
  await slowInfo();
  await page.goto(`/transaction?id=${id}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('amount-in')).toBeVisible();
  await expect(page.getByTestId('transaction-payment-loading').getByTestId('details-loading')).toBeVisible();
  await expect(page.getByTestId('transaction-payment').getByTestId('transfer-reference')).toBeVisible();
  await expect(page.getByTestId('transaction-payment-loading')).toHaveCount(0);

  // When the details cannot be loaded (on the server, then in the browser), the flow says so and offers to try again.
  await request.post(`${SANDBOX}/__sandbox/faults`, {
    data: { method: 'GET', path: `/transaction-info/${id}`, status: 500, times: 20 },
  });
  await page.goto(`/interactive-flow?interactive-id=${id}`);
  await expect(page.getByTestId('transfer-unavailable')).toBeVisible();
  await expect(page.getByTestId('details-loading')).toHaveCount(0);
  await sandbox.clearFaults(request);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('transfer-reference')).toBeVisible();
});

test('a person without billing details or a verified identity is sent to those steps, and back to this flow', async ({
  page,
  request,
}) => {
  await signInEnglish(page, 'fresh@example.com', '/transactions');
  const created = await request.post(`${SANDBOX}/__sandbox/interactive/withdrawal`, {
    data: { email: 'fresh@example.com', amount: '20' },
  });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/interactive-flow?interactive-id=${id}`);
  await revealed(page);
  await page.getByTestId('confirm-button').click();
  // The API refuses it (409 billing_incomplete): no account and memo to send USDC to, the way to the missing step.
  await expect(page.getByText('Your billing details are needed')).toBeVisible();
  await expect(flowStatus(page)).toHaveAttribute('data-status', 'incomplete');
  const link = page.getByTestId('order-gate-link');
  await expect(link).toHaveAttribute(
    'href',
    `/billing-details?next=${encodeURIComponent(`/interactive-flow?interactive-id=${id}`)}`,
  );
  await link.click();
  await expect(page).toHaveURL(/\/billing-details\?next=%2Finteractive-flow/);
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
