/**
 * /ramp (spec §2, §4, §7, §8): GET /order-ramp, then the redirect rule: finish → the location is replaced with
 * the url forced to https; otherwise follow with redirect=false, repeatedly, bounded. A lookup that fails uses the
 * fallback order data, except for the answers §8's table names ('no payment methods found', a failed order URL with
 * upstream 500 → /payment-options-unavailable).
 * The sandbox's final urls are http://127.0.0.1:4010/…; forced to https they have no server, so the final
 * navigation is intercepted with page.route and answered here. A visitor opens /ramp; a fault meets only the
 * requests of its own test's browser and is cleared when the test ends.
 */
import type { Page, Request } from '@playwright/test';
import { expect, sandbox, test, byTestId } from './support';

const PROVIDER_HTTPS = 'https://127.0.0.1:4010/**';

/** Answers the https payment page and records the requests made to it. */
async function interceptProvider(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(PROVIDER_HTTPS, async (route) => {
    seen.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Provider checkout</h1>' });
  });
  return seen;
}

/** Follow requests of the rule (GET /order-ramp from the browser, with redirect=false). */
function recordFollows(page: Page): URL[] {
  const follows: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/api/v1/order-ramp') && url.searchParams.get('redirect') === 'false') follows.push(url);
  });
  return follows;
}

test('a finish answer replaces the location with the url forced to https', async ({ page }) => {
  const provider = await interceptProvider(page);
  const follows = recordFollows(page);
  await page.goto('/ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_currency=USDC&crypto_method_guid=pix');
  await expect(page.getByRole('heading', { name: 'Provider checkout' })).toBeVisible();
  expect(provider).toHaveLength(1);
  const final = new URL(provider[0]!.url());
  expect(final.protocol).toBe('https:');
  expect(final.pathname).toBe('/__sandbox/pages/checkout');
  expect(Object.fromEntries(final.searchParams)).toMatchObject({
    mode: 'on-ramp',
    amount: '100',
    payment_currency: 'BRL',
    crypto_currency: 'USDC',
    crypto_method_guid: 'pix',
  });
  expect(provider[0]!.isNavigationRequest()).toBe(true);
  expect(follows).toHaveLength(0);
  // replace, not push: Back does not return to /ramp.
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(2);
});

test('redirect answers are followed with redirect=false until finish', async ({ page }) => {
  const provider = await interceptProvider(page);
  const follows = recordFollows(page);
  await page.goto(
    '/ramp?mode=off-ramp&amount=25&payment_currency=EUR&crypto_currency=USDC&crypto_method_guid=multi-hop',
  );
  await expect(page.getByRole('heading', { name: 'Provider checkout' })).toBeVisible();
  expect(follows.map((u) => u.searchParams.get('hop'))).toEqual(['1', '2', '3']);
  const final = new URL(provider[0]!.url());
  expect(final.protocol).toBe('https:');
  expect(final.searchParams.get('mode')).toBe('off-ramp');
});

test('a chain that never finishes stops at the hop bound with an error and a way back', async ({ page }) => {
  const provider = await interceptProvider(page);
  const follows = recordFollows(page);
  await page.goto('/ramp?mode=on-ramp&amount=10&payment_currency=BRL&crypto_method_guid=redirect-loop');
  const error = byTestId(page, 'ramp-error');
  await expect(error).toBeVisible();
  await expect(error.getByRole('alert')).toContainText('5 times');
  expect(follows).toHaveLength(5);
  expect(provider).toHaveLength(0);
  await expect(page).toHaveURL(/\/ramp\?/);

  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toBeVisible();
  await expect.poll(() => follows.length).toBe(10);

  await page.getByRole('link', { name: 'Back to the start' }).click();
  await expect(page).toHaveURL(/\/decision-flow$/);
});

test("a failed lookup (an answer that is not order data) leads to the wallet's home url", async ({ page, request }) => {
  const provider = await interceptProvider(page);
  const home = 'http://localhost:4012/';
  await page.route(home, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Wallet</h1>' }));
  await sandbox.fault(request, {
    method: 'GET',
    path: '/order-ramp',
    status: 200,
    body: '<html>gateway</html>',
    times: 1,
  });
  await sandbox.fault(request, {
    method: 'GET',
    path: '/wallet',
    status: 200,
    body: {
      wallet: {
        name: 'LOBSTR',
        partner: 'lobstr',
        home_url: home,
        logo_url: null,
        blockchains: ['stellar'],
        crypto_asset: 'USDC',
      },
    },
    times: 1,
  });
  await page.goto('/ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_currency=USDC');
  await expect(page).toHaveURL(home);
  expect(provider).toHaveLength(0);
});

test('a failed lookup without a usable wallet home url falls back to /decision-flow', async ({ page, request }) => {
  await sandbox.fault(request, { method: 'GET', path: '/order-ramp', status: 200, body: '<html>gateway</html>' });
  await sandbox.fault(request, { method: 'GET', path: '/wallet', status: 503, body: { message: 'down' } });
  await page.goto('/ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_currency=USDC');
  await expect(page).toHaveURL(/\/decision-flow$/);
});

test("'no payment methods found' goes to /payment-options-unavailable", async ({ page }) => {
  await page.goto('/ramp?mode=on-ramp&amount=100&payment_currency=JPY&crypto_currency=USDC');
  await expect(page).toHaveURL(/\/payment-options-unavailable$/);
  await expect(byTestId(page, 'payment-options-unavailable')).toBeVisible();
});

test('a failed order URL with upstream 500 goes to /payment-options-unavailable', async ({ page }) => {
  await page.goto('/ramp?mode=on-ramp&amount=100&payment_currency=BRL&crypto_method_guid=upstream-500');
  await expect(page).toHaveURL(/\/payment-options-unavailable$/);
});

test('any other error answer of the lookup is a failed lookup: the fallback, not /error', async ({ page, request }) => {
  await sandbox.fault(request, {
    method: 'GET',
    path: '/order-ramp',
    status: 502,
    body: { message: 'bad gateway' },
    times: 1,
  });
  await sandbox.fault(request, { method: 'GET', path: '/wallet', status: 503, body: { message: 'down' } });
  await page.goto('/ramp?mode=on-ramp&amount=100&payment_currency=BRL');
  await expect(page).toHaveURL(/\/decision-flow$/);
});
