/**
 * /security/history (issue 9; spec §7 GET /sessions, DELETE /sessions/{id}, DELETE /sessions) against the real
 * Kratos: the sessions of the identity with this device first; one browser revokes another, whose next page load
 * ends on /login; "Sign out all other devices" does the same for two others. fresh@example.com, whose sessions no
 * other spec relies on.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, sandbox, signInEnglish, test } from './support';

const EMAIL = 'fresh@example.com';

/** The browsers (contexts) a test opened: closed after it, or their pages keep running for the rest of the suite. */
const opened: BrowserContext[] = [];

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
});

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  opened.push(context);
  const page = await context.newPage();
  await signInEnglish(page, EMAIL, '/security/history');
  return page;
}

/** The other browser's next page load asks it to sign in. */
async function expectSignedOut(page: Page) {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByLabel(/password/i).first()).toBeVisible();
}

test('one browser signs another out; the other ends on /login at its next page', async ({ browser }) => {
  const other = await signedInPage(browser);
  const mine = await signedInPage(browser);
  const sessions = mine.getByTestId('session');
  await expect(sessions.first()).toHaveAttribute('data-current', 'true');
  await expect(sessions.first()).toContainText('This device');
  const count = await sessions.count();
  expect(count).toBeGreaterThanOrEqual(2);
  // The other browser's session: the newest of the others (signed in just before this one).
  const target = sessions.nth(1);
  await expect(target).toContainText('Password');
  await target.getByTestId('revoke-session').click();
  await target.getByTestId('revoke-session-confirm').click();
  await expect(sessions).toHaveCount(count - 1);
  await expectSignedOut(other);
  // This browser is still signed in.
  await mine.goto('/transactions');
  await expect(mine).toHaveURL(/\/transactions$/);
});

test('"Sign out all other devices" ends two other browsers and keeps this one', async ({ browser }) => {
  const first = await signedInPage(browser);
  const second = await signedInPage(browser);
  const mine = await signedInPage(browser);
  await mine.getByTestId('revoke-others').click();
  await mine.getByTestId('revoke-others-confirm').click();
  await expect(mine.getByTestId('session')).toHaveCount(1);
  await expect(mine.getByTestId('no-other-sessions')).toBeVisible();
  await expectSignedOut(first);
  await expectSignedOut(second);
  await mine.reload();
  await expect(mine.getByTestId('session')).toHaveCount(1);
});
