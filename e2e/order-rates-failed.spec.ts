/**
 * /order when GET /rates fails on the server without an answer of §8's table (spec §8 "A failed route data load is
 * logged and returns empty data"): the form stays with a notice and a retry, instead of /payment-options-unavailable,
 * which §8 keeps for 'no payment methods found' and a failed order URL with upstream 500. Each fault is the test's own.
 */
import { payAmount } from './order-helpers';
import { expect, sandbox, test, byTestId } from './support';

// Plain /order: a URL with prefill parameters is cleaned by router.replace, which renders the page (and loads the
// rates) again.
test('an answer that is not rates shows the form with a notice, and Try again loads them', async ({
  page,
  request,
}) => {
  await sandbox.fault(request, { method: 'GET', path: '/rates', status: 200, body: '<html>gateway</html>', times: 1 });
  await page.goto('/order');
  await expect(page).toHaveURL(/\/order$/);
  await expect(byTestId(page, 'rates-failed')).toHaveText(/could not reach our price service/);
  await expect(byTestId(page, 'order-continue')).toBeDisabled();

  await byTestId(page, 'rates-retry').click();
  await expect(byTestId(page, 'rates-failed')).toHaveCount(0);
  await expect(byTestId(page, 'order-fiat')).toHaveAttribute('data-value', 'BRL');
  await payAmount(page, '100');
});

test('a rates load that times out (15 s) shows the notice, not /payment-options-unavailable', async ({
  page,
  request,
}) => {
  await sandbox.fault(request, { method: 'GET', path: '/rates', delayMs: 16_000, times: 1 });
  await page.goto('/order', { timeout: 30_000 });
  await expect(page).toHaveURL(/\/order$/);
  await expect(byTestId(page, 'rates-failed')).toBeVisible();
});
