/**
 * Browsers of one account for the session-list specs: each a context of its own (its own cookies, so its own Kratos
 * session), with the test's cookies (fault scope, English), closed after the test. The caller registers
 * {@link closeBrowsers} in its `afterEach`.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { hydrated } from './hydration';
import { expect, signInAs, testCookies, type Account } from './support';

/** The browsers (contexts) a test opened: closed after it, or their pages keep running for the rest of the suite. */
const opened: BrowserContext[] = [];

/** Closes the browsers the test opened (for `test.afterEach`). */
export async function closeBrowsers() {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}

/**
 * A browser of its own (with the test's cookies: fault scope, English), closed after the test.
 * @param options context options, e.g. another `userAgent`.
 */
export async function newBrowserPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  opened.push(context);
  await context.addCookies(testCookies());
  return context.newPage();
}

/**
 * Another browser with a session of `account`, on /security/history (or on no page when `path` is null). With a page,
 * it returns once the screen has hydrated: its sign-out buttons act only from then on.
 */
export async function signedInPage(
  browser: Browser,
  account: Account,
  path: string | null = '/security/history',
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Page> {
  const page = await newBrowserPage(browser, options);
  await signInAs(page, account, path ?? undefined);
  if (path !== null) await hydrated(page);
  return page;
}

/** The Kratos session of a browser (GET /auth/sessions/whoami): its id and sign-in time; the HTTP status otherwise. */
export async function whoami(page: Page): Promise<{ status: number; id?: string; authenticatedAt?: string }> {
  const response = await page.request.get('/auth/sessions/whoami', { headers: { accept: 'application/json' } });
  if (!response.ok()) return { status: response.status() };
  const body = (await response.json()) as { id: string; authenticated_at: string };
  expect(body.id).toBeTruthy();
  return { status: response.status(), id: body.id, authenticatedAt: body.authenticated_at };
}

/** The other browser's next page load asks it to sign in. */
export async function expectSignedOut(page: Page) {
  await page.goto('/transactions');
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByLabel(/password/i).first()).toBeVisible();
}
