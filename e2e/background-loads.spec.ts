/**
 * The session's background loads (GET /user/profile, GET /user/config, made on every signed-in screen) never send
 * the person away: a failure that lasts leaves the screen where it is, with what it shows (a payment or a form in
 * progress must not turn into /error). Route data keeps spec §8's rule. Each test arms a fault that outlasts the
 * page's loads, in its own scope, on its own account.
 */
import { payAmount } from './order-helpers';
import { expect, sandbox, signInAs, test, byTestId } from './support';

/** A 503 on every GET of `path` for this test's browser while the test runs (more answers than the page asks for). */
async function failLasting(request: Parameters<typeof sandbox.fault>[0], path: string) {
  await sandbox.fault(request, { method: 'GET', path, status: 503, times: 50 });
}

test('the order form stays usable while the profile and config loads fail', async ({ page, request, account }) => {
  await signInAs(page, account);
  await failLasting(request, '/user/profile');
  await failLasting(request, '/user/config');
  const profileFailed = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/profile') && r.status() === 503);
  const configFailed = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/config') && r.status() === 503);
  await page.goto('/order?mode=on-ramp');
  await Promise.all([profileFailed, configFailed]);

  // Still the order form, and it still takes an amount and quotes it.
  await payAmount(page, '100');
  await expect(page).toHaveURL(/\/order(\?|$)/);
  await expect(byTestId(page, 'order-amount-in')).toHaveValue(/100/);
});

test('/profile keeps its "could not be loaded" notice while the profile load keeps failing', async ({
  page,
  request,
  account,
}) => {
  await signInAs(page, account);
  await failLasting(request, '/user/profile');
  // The browser's own load of the profile, after the server's, fails too: the screen stays.
  const browserLoadFailed = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/profile') && r.status() === 503);
  await page.goto('/profile');
  await browserLoadFailed;
  await expect(byTestId(page, 'profile-load-failed')).toHaveText(/We could not load your profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(byTestId(page, 'profile-wallet')).toHaveCount(2);
});
