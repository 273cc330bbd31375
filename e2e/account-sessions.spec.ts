/**
 * /security/history (spec §7 GET /sessions, DELETE /sessions/{id}, DELETE /sessions) against the real
 * Kratos: the sessions of the identity with this device first; one browser revokes another, whose next page load
 * ends on /login; "Sign out all other devices" does the same for two others. Each test signs its browsers in to an
 * account of its own (fresh seed), so the sessions listed are that test's only. The address a session row shows is the
 * one the server saw, whatever the browser claims.
 */
import { closeBrowsers, expectSignedOut, newBrowserPage, signedInPage } from './account-session-browsers';
import { APP, expect, signIn, test, byTestId } from './support';

test.use({ seed: 'fresh' });

test.afterEach(closeBrowsers);

test('one browser signs another out; the other ends on /login at its next page', async ({ browser, account }) => {
  const other = await signedInPage(browser, account);
  const mine = await signedInPage(browser, account);
  const sessions = byTestId(mine, 'session');
  await expect(sessions.first()).toHaveAttribute('data-current', 'true');
  await expect(sessions.first()).toContainText('This device');
  const count = await sessions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // The other browser's session: the newest of the others (signed in just before this one).
  const target = sessions.nth(1);
  await expect(target).toContainText('Password');
  await byTestId(target, 'revoke-session').click();
  await byTestId(target, 'revoke-session-confirm').click();
  await expect(sessions).toHaveCount(count - 1);
  await expectSignedOut(other);
  // This browser is still signed in.
  await mine.goto('/transactions');
  await expect(mine).toHaveURL(/\/transactions$/);
});

test('"Sign out all other devices" ends two other browsers and keeps this one', async ({ browser, account }) => {
  const first = await signedInPage(browser, account);
  const second = await signedInPage(browser, account);
  const mine = await signedInPage(browser, account);
  await byTestId(mine, 'revoke-others').click();
  await byTestId(mine, 'revoke-others-confirm').click();
  await expect(byTestId(mine, 'session')).toHaveCount(1);
  await expect(byTestId(mine, 'no-other-sessions')).toBeVisible();
  await expectSignedOut(first);
  await expectSignedOut(second);
  await mine.reload();
  await expect(byTestId(mine, 'session')).toHaveCount(1);
});

test('a session row shows the address the server saw, not one the browser claims in its headers', async ({
  browser,
  account,
}) => {
  const page = await newBrowserPage(browser);
  // Headers any script can add to its requests, which Kratos reads for the session's device (ory/x ClientIP):
  // only an edge in front of the app may set them, so the app's /auth proxy drops them (lib/security/proxy-path.ts).
  await page.route(`${APP}/auth/**`, (route) =>
    route.continue({
      headers: {
        ...route.request().headers(),
        'true-client-ip': '203.0.113.9',
        'cf-connecting-ip': '203.0.113.10',
        'x-real-ip': '203.0.113.11',
        'cf-ipcity': 'Lisbon',
        'cf-ipcountry': 'PT',
      },
    }),
  );
  // The /login screen in this browser, so the sign-in's own requests carry those headers (page.route sees the
  // browser's requests, not page.request's).
  await signIn(page, account.email, '/security/history');
  const mine = byTestId(page, 'session').first();
  await expect(mine).toHaveAttribute('data-current', 'true');
  await expect(mine).toContainText('IP address');
  await expect(mine).not.toContainText('203.0.113.');
});
