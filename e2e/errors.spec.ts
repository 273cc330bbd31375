/**
 * The global error rule against the sandbox's faults, and the 'General error' banner (spec §8). The signed-in cases
 * use an account of their own; faults meet only the test's own browser.
 */
import { createInteractive, flowStatus, LOBSTR } from './interactive-helpers';
import { expect, recordNavigations, sandbox, signInAs, test, byTestId } from './support';

const cases = [
  { status: 500, body: { message: 'upstream exploded' }, destination: /\/error$/ },
  { status: 404, body: { message: 'not found' }, destination: /\/404$/ },
  { status: 401, body: { error: 'unauthorized' }, destination: /\/login\?returnTo=%2Ftransactions&refresh=true$/ },
  {
    status: 400,
    body: { message: 'No payment methods found for this order' },
    destination: /\/payment-options-unavailable$/,
  },
] as const;

for (const c of cases) {
  test(`a ${c.status} answer of the product API ends on ${c.destination.source}`, async ({
    page,
    request,
    account,
  }) => {
    await signInAs(page, account, '/transactions');
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(byTestId(page, 'transaction-row').first()).toBeVisible();
    // The screen's own data (the list's count, loaded by the server on each view) meets the fault on the next view.
    await sandbox.fault(request, { method: 'GET', path: '/user/transactions/count', status: c.status, body: c.body });
    // A 401 sends the person to /login with the return path; the still-valid identity session then brings them back
    // at once, so requests are checked rather than the final URL.
    const requested = recordNavigations(page);
    await page.reload();
    await expect.poll(() => requested.some((url) => c.destination.test(url))).toBe(true);
  });
}

test("a rendering error in the browser shows the 'General error' banner with its text and the reference of its Sentry event", async ({
  page,
  request,
  scope,
}) => {
  // The sandbox keeps every test's Sentry events: this test's report is the event whose id the banner names.
  const url = `/test-sentry-error?probe=${scope}`;
  await page.goto(url);
  await expect(page.getByRole('alert').filter({ hasText: 'General error' })).toBeVisible();
  await expect(byTestId(page, 'general-error-text')).toHaveText(/throws on purpose/);
  // The reference shows once the browser SDK (started by the report) has sent the event.
  const reference = byTestId(page, 'general-error-reference');
  await expect(reference).toHaveText(/^Reference: [0-9a-f]{32}$/, { timeout: 20_000 });
  const eventId = (await reference.textContent())!.replace('Reference: ', '');
  const reported = async () => (await sandbox.sentryEvents(request)).find((event) => event.event_id === eventId);
  await expect.poll(reported, { timeout: 20_000 }).toBeDefined();
  const event = (await reported())!;
  // Spec §9: release 0.52.0, environment name production (lib/sentry/options.ts).
  expect(event).toMatchObject({ release: '0.52.0', environment: 'production', tags: { boundary: 'general-error' } });
  expect(JSON.stringify(event)).toContain('throws on purpose');
  expect(JSON.stringify(event)).toContain(url);
});

test('the error page leads back into the interactive flow it came from', async ({ page }) => {
  await page.goto('/error?interactiveId=abc-123');
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to your transaction' })).toHaveAttribute(
    'href',
    '/interactive-flow?interactive-id=abc-123',
  );
});

test("a failure on a page sent by a partner for one interactive transaction leads back into it (§5 return URL's interactiveId)", async ({
  page,
  request,
  account,
}) => {
  const id = await createInteractive(request, account, 'deposit');
  await signInAs(page, account);
  // /decision-flow's own data (GET /rates, loaded by the server) answers 500.
  await sandbox.fault(request, { method: 'GET', path: '/rates', status: 500, body: { message: 'down' } });
  const returnUrl = `${LOBSTR}/done?${new URLSearchParams({ interactiveId: id }).toString()}`;
  await page.goto(`/decision-flow?${new URLSearchParams({ return_to: returnUrl }).toString()}`);
  await expect(page).toHaveURL(`/error?interactiveId=${id}`);
  await page.getByRole('link', { name: 'Back to your transaction' }).click();
  await expect(page).toHaveURL(`/interactive-flow?interactive-id=${id}`);
  await expect(flowStatus(page)).toBeVisible();
});

test("an identity-service error (/error?id=) is told in the person's language; an unknown id gets the generic text", async ({
  page,
}) => {
  // A sign-in form sent without its CSRF token: Kratos refuses it outside any form and sends the browser to
  // /error?id=<its error id>. (A return URL off the allow-list no longer reaches Kratos: the /auth proxy drops it.)
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login\?flow=/);
  const action = `/auth/self-service/login?flow=${new URL(page.url()).searchParams.get('flow')}`;
  await page.evaluate((target) => {
    const form = Object.assign(document.createElement('form'), { method: 'POST', action: target });
    const fields = { method: 'password', identifier: 'someone@example.com', password: 'not-the-password' };
    for (const [name, value] of Object.entries(fields)) {
      form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
    }
    document.body.append(form);
    form.submit();
  }, action);
  await expect(page).toHaveURL(/\/error\?id=[0-9a-f-]{36}$/);
  await expect(byTestId(page, 'error-page')).toContainText('opened in another window or has expired');
  await expect(byTestId(page, 'error-page')).not.toContainText('Nothing was charged');
  await page.goto('/error?id=00000000-0000-4000-8000-000000000000');
  await expect(byTestId(page, 'error-page')).toContainText('Nothing was charged');
});

test('a `message` key in the link shows its text once as a centred toast, and leaves the address', async ({ page }) => {
  await page.goto('/decision-flow?message=cardSaved');
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toContainText('Your card was saved.');
  await expect(page).toHaveURL(/\/decision-flow$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test('a product-API 401 while the identity session is still active asks to sign in again, without a loop', async ({
  page,
  request,
  account,
}) => {
  const profileLoaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/profile'));
  await signInAs(page, account, '/transactions');
  await profileLoaded;
  // 40 answers of 401: a rule that bounced between /login and the page would spend them all, one per bounce, and end
  // on /transactions once they ran out; the refresh login spends a few and stays.
  const FAULTS = 40;
  await sandbox.fault(request, { method: 'GET', path: '/user/profile', status: 401, times: FAULTS });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  // The refresh login's own session state is signed in, so once hydrated it asks for the profile (a 401 again).
  const loginProfile = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/profile'));
  await page.reload();
  // The refresh login of the same account (Kratos refresh=true): the password form, not a bounce.
  await expect(page.getByRole('textbox', { name: /password/i }).or(page.getByLabel(/password/i))).toBeVisible();
  await page.waitForLoadState('load');
  await loginProfile; // the screen's own call has been answered and its error rule has acted
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect(new URL(page.url()).pathname).toBe('/login');
  expect(navigations.length).toBeLessThanOrEqual(5);
  // This test's faults (a spent one is gone from the list).
  const armed = await sandbox.faults(request);
  const spent = FAULTS - (armed.find((fault) => fault.path === '/user/profile')?.remaining ?? 0);
  expect(spent).toBeLessThanOrEqual(5);
});
