/**
 * One session lookup per request (spec §4 "Identity session", §6; DESIGN.md): a signed-in page load asks Kratos who
 * the person is once, in middleware, which signs the answer for the render (lib/auth/session-header.ts); the protected
 * layout reads it, and the browser's session state starts from what the server rendered, so hydration asks none.
 * Kratos's own request log counts the calls of the test's identity (GET /__sandbox/identities/{id}/whoami-calls).
 */
import { expect, sandbox, signInAs, test, byTestId } from './support';

test('a signed-in GET of /transactions asks Kratos whoami once, and the browser asks none on hydration', async ({
  page,
  account,
}) => {
  await signInAs(page, account); // through Kratos's login flow only: no page, no whoami
  // The document request alone (a browser's page view also prefetches the links it shows, each a request of its own).
  const before = await sandbox.whoamiCalls(page.request, account);
  const document = await page.request.get('/transactions', { maxRedirects: 0 });
  expect(document.status()).toBe(200);
  expect(await document.text()).toContain('data-testid="transaction-row"');
  await expect.poll(() => sandbox.whoamiCalls(page.request, account)).toBe(before + 1);

  // The page in the browser: the session state starts from the server's, so hydration asks no whoami.
  const browserWhoami: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/sessions/whoami')) browserWhoami.push(request.url());
  });
  // The signed-in data (profile, config) is fetched from an effect once the page has hydrated.
  const hydratedConfig = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/config'));
  await page.goto('/transactions');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect((await hydratedConfig).ok()).toBe(true);
  await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
  expect(browserWhoami).toEqual([]);
});

test('the browser cannot hand the render a session of its own', async ({ page, account, browser }) => {
  // A visitor's request carrying a forged session header still gets the sign-in redirect.
  const visitor = await browser.newContext();
  const forged = await visitor.request.get('/transactions', {
    headers: { 'x-ramp-session': 'eyJhbGciOiJIUzI1NiJ9.eyJ3aG9hbWkiOnsia2luZCI6ImFjdGl2ZSJ9fQ.c2ln' },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(307);
  expect(forged.headers().location).toMatch(/\/login\?returnTo=%2Ftransactions$/);
  await visitor.close();
  // And the signed-in person's own page still renders as theirs.
  await signInAs(page, account, '/transactions');
  await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
});
