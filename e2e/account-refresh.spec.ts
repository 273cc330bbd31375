/**
 * A stale sign-in on /security: a change that needs a recent sign-in sends the person to /login to confirm who they are
 * (refresh login, same account, not a new one) and back to the same settings flow (Kratos privileged_session_max_age,
 * 403 session_refresh_required). The sandbox shortens the max age for this test (POST
 * /__sandbox/identity/privileged-session-max-age); the reset after the test restores kratos.yml's 15 minutes.
 */
import { card, openSecurity, signOut } from './security-helpers';
import { expect, PASSWORD, SANDBOX, sandbox, submitPassword, test } from './support';

/** How old (seconds) a sign-in may be for a settings change during this test. */
const MAX_AGE_S = 4;

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test.afterEach(async ({ request }) => {
  // Restores privileged_session_max_age for the specs that follow.
  await sandbox.reset(request);
});

test('a stale sign-in gets the confirm-who-you-are step, then the same settings flow completes the change', async ({
  page,
  request,
}) => {
  await openSecurity(page, 'pending@example.com');
  const flowId = new URL(page.url()).searchParams.get('flow');
  const maxAge = await request.post(`${SANDBOX}/__sandbox/identity/privileged-session-max-age`, {
    data: { seconds: MAX_AGE_S },
  });
  expect(maxAge.ok(), 'shorten privileged_session_max_age').toBe(true);
  // The sign-in becomes older than the max age (Kratos's authenticated_at, read through whoami).
  await expect
    .poll(
      async () => {
        const whoami = (await (await page.request.get('/auth/sessions/whoami')).json()) as {
          authenticated_at: string;
        };
        return Date.now() - Date.parse(whoami.authenticated_at);
      },
      { timeout: 15_000, intervals: [500] },
    )
    .toBeGreaterThan(MAX_AGE_S * 1000);

  const newPassword = `${PASSWORD}-stale`;
  await card(page, 'password')
    .getByLabel(/^password/i)
    .fill(newPassword);
  await card(page, 'password').getByRole('button', { name: 'Save' }).click();
  // Kratos asks the same person to confirm who they are: a refresh login with the e-mail already known.
  await expect(page).toHaveURL(/\/login\?flow=/);
  await expect(page.getByText('Please confirm this action by verifying that it is you.')).toBeVisible();
  // The e-mailed code first, then "Use another sign-in method": a new confirm step. Before, that link led a
  // signed-in person straight back to the return URL, the change they were confirming lost.
  const refreshFlow = new URL(page.url()).searchParams.get('flow');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('pending@example.com');
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.getByRole('link', { name: 'Use another sign-in method' }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === '/login' && !!url.searchParams.get('flow') && url.searchParams.get('flow') !== refreshFlow,
  );
  await expect(page.getByText('Please confirm this action by verifying that it is you.')).toBeVisible();
  // Kratos v1.3.1 leaves the e-mail empty here (its code method's field replaces the password method's hidden
  // one); the person types it, and Kratos accepts only the signed-in identity for a refresh.
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill('pending@example.com');
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="method"][value="password"]').click();
  // Back on the same settings flow, with the change made.
  await expect(page).toHaveURL(new RegExp(`/security\\?flow=${flowId}$`));
  await expect(page.getByText('Your changes have been saved.').first()).toBeVisible();
  await signOut(page);
  await submitPassword(page, 'pending@example.com', newPassword);
  await expect(page).not.toHaveURL(/\/login/);
});
