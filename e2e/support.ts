/**
 * What every browser test imports: the `test` with its fixtures (an account and a fault scope of its own), sign-in
 * through the real /login screen and the real Kratos, and small page helpers. The sandbox's control endpoints are in
 * ./sandbox-control.ts, sign-in without the screens in ./kratos-login.ts and the finders that skip React's streamed
 * copy (byTestId, byText) in ./streamed-copy.ts; all are re-exported here.
 */
import { test as base, expect, type FrameLocator, type Page, type Response } from '@playwright/test';
import {
  APP,
  newAccount,
  PASSWORD,
  SANDBOX,
  setCurrentScope,
  testCookies,
  type Account,
  type Seed,
} from './sandbox-control';

export * from './sandbox-control';
export { byTestId, byText } from './streamed-copy';
export { PASSKEY_SIGN_IN, signInAs, totpCode } from './kratos-login';

export { expect };

/**
 * Playwright's `test` with the fixtures every browser test shares:
 * - `scope` (automatic): a fault scope of the test's own, carried by its context as the `sandbox-scope` cookie;
 *   `sandbox.fault` arms faults in it and its faults are cleared at the end;
 * - `seed` (option, default demo) and `account`: an account of the test's own, made from that seed when the test asks
 *   for it; the seeded accounts of SANDBOX.md are never used or changed by a test;
 */
export const test = base.extend<{ scope: string; seed: Seed; account: Account }>({
  scope: [
    async ({ request }, use, testInfo) => {
      const scope = `w${testInfo.workerIndex}-${testInfo.testId}-${testInfo.repeatEachIndex}`.replace(/[^\w-]/g, '');
      const own = scope.slice(0, 64);
      setCurrentScope(own);
      await use(own);
      await request.delete(`${SANDBOX}/__sandbox/faults`, { params: { scope: own } });
      setCurrentScope(null);
    },
    { auto: true },
  ],
  context: async ({ context, scope }, use) => {
    await context.addCookies(testCookies(scope));
    await use(context);
  },
  seed: ['demo', { option: true }],
  account: async ({ request, seed }, use) => {
    await use(await newAccount(request, seed));
  },
});

/**
 * Answers the page's Sentry envelopes in Playwright instead of the sandbox, for a test that waits for the page's
 * network to go quiet (performance.spec.ts) or reads the envelopes itself. Sentry's browser transport sends envelopes
 * of up to 60 KB with `keepalive`, and now and then Chromium never reports the end of such a request to Playwright
 * when the page moves on: the network then never looks quiet. The events do not reach the sandbox, so a test that
 * reads `sandbox.sentryEvents` must not use this.
 * @param read optional: gets each envelope's body (JSON lines) before it is answered; what it throws fails the test,
 *   and the envelope is answered all the same
 */
export async function answerSentryInPage(page: Page, read?: (body: string) => void) {
  await page.route(`${SANDBOX}/api/1/envelope/**`, async (route) => {
    try {
      read?.(route.request().postData() ?? '');
    } finally {
      await route.fulfill({ status: 200, json: {} });
    }
  });
}

/**
 * Fills the e-mail and password of the /login screen's password method, in English or Portuguese. The page must show
 * the login form.
 */
export async function fillPassword(page: Page, email: string, password = PASSWORD) {
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page.getByLabel(/^(password|senha)/i).fill(password); // the label in en or pt
}

/** Fills the password method of the /login screen and submits it. The page must show the login form. */
export async function submitPassword(page: Page, email: string, password = PASSWORD) {
  await fillPassword(page, email, password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs in with the password from /login and waits until the app left the login screen. */
export async function signIn(page: Page, email: string, returnTo?: string) {
  await page.goto(returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');
  await submitPassword(page, email);
  await expect(page).not.toHaveURL(/\/login/);
}

/** The URLs a navigation went through, first to last (HTTP redirects included). */
export function redirectChain(response: Response | null): string[] {
  const urls: string[] = [];
  for (let request = response?.request() ?? null; request; request = request.redirectedFrom())
    urls.unshift(request.url());
  return urls;
}

/**
 * Records the path and query of every document and client-side (RSC) navigation request the page makes from now
 * on, without the RSC cache-busting `_rsc` parameter. For redirects that the still-valid identity session may undo at
 * once (a 401 → /login → back): the requests show where the app went, the final URL may not.
 * @returns the live list, in request order.
 */
export function recordNavigations(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (!request.isNavigationRequest() && request.headers()['rsc'] !== '1') return;
    const url = new URL(request.url());
    url.searchParams.delete('_rsc');
    requested.push(`${url.pathname}${url.search}`);
  });
  return requested;
}

/**
 * Waits until React has revealed every streamed part of the screen. A screen behind a loading boundary
 * arrives in hidden containers (`<div hidden id="S:…">`) that React moves into place shortly after; until
 * then the page holds two copies of that content and test ids match twice.
 */
export async function revealed(scope: Page | FrameLocator) {
  await expect(scope.locator('div[hidden][id^="S:"]')).toHaveCount(0);
}

/**
 * Headers a state-changing API call needs through the app's proxy (lib/security/csrf.ts): the app's Origin and the
 * XSRF-TOKEN cookie echoed as X-XSRF-TOKEN, as the app's own client sends them. For `page.request` calls, which
 * share the page's cookies but not a browser's Origin.
 */
export async function apiWriteHeaders(page: Page): Promise<Record<string, string>> {
  const xsrf = (await page.context().cookies(APP)).find((c) => c.name === 'XSRF-TOKEN');
  expect(xsrf, 'the app issued an XSRF-TOKEN cookie').toBeTruthy();
  return { origin: APP, 'x-xsrf-token': xsrf!.value };
}

/**
 * Writes a screenshot for people to look at (`npm run screenshots`, which sets SCREENSHOTS=1); does nothing in `npm
 * test`, where no one compares the images. `target` is a page or a locator; `path` is under screenshots/.
 */
export async function keepScreenshot(
  target: { screenshot: (options: { path: string; fullPage?: boolean }) => Promise<unknown> },
  path: string,
  options: { fullPage?: boolean } = {},
) {
  if (process.env.SCREENSHOTS === '1') await target.screenshot({ path, ...options });
}
