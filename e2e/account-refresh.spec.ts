/**
 * A stale sign-in on /security: a change that needs a recent sign-in sends the person to /login to confirm who they are
 * (refresh login, same account, not a new one) and back to the same settings flow (Kratos privileged_session_max_age,
 * 15 minutes; 403 session_refresh_required). The test's own account (pending seed) has its sign-in aged by an hour in
 * Kratos (POST /__sandbox/accounts/{email}/sign-in-age): no other account's sessions change.
 */
import { card, getFromPage, openSecurity, signOut } from './security-helpers';
import { expect, sandbox, submitPassword, test, byText } from './support';

/** How much older (seconds) the sign-in is made: well past Kratos's 15-minute privileged_session_max_age. */
const AGE_S = 3600;

test.use({ seed: 'pending' });

test('a stale sign-in gets the confirm-who-you-are step, then the same settings flow completes the change', async ({
  page,
  request,
  account,
}) => {
  await openSecurity(page, account);
  const flowId = new URL(page.url()).searchParams.get('flow');
  await sandbox.ageSignIn(request, account, AGE_S);
  // Kratos now reports the sign-in as older than the max age (its authenticated_at, read through whoami).
  const whoami = (await getFromPage(page, '/auth/sessions/whoami')).body as { authenticated_at: string };
  expect(Date.now() - Date.parse(whoami.authenticated_at)).toBeGreaterThan(15 * 60_000);

  const newPassword = `${account.password}-stale`;
  await card(page, 'password')
    .getByLabel(/^password/i)
    .fill(newPassword);
  await card(page, 'password').getByRole('button', { name: 'Save' }).click();
  // Kratos asks the same person to confirm who they are: a refresh login with the e-mail already known.
  await expect(page).toHaveURL(/\/login\?flow=/);
  await expect(byText(page, 'Please confirm this action by verifying that it is you.')).toBeVisible();
  // The e-mailed code first, then "Use another sign-in method": a new confirm step, not straight back to the return
  // URL for a signed-in person (the change being confirmed would be lost).
  const refreshFlow = new URL(page.url()).searchParams.get('flow')!;
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(account.email);
  await page.getByRole('button', { name: 'Email me a sign-in code' }).click();
  await page.getByRole('link', { name: 'Use another sign-in method' }).click();
  // A new login flow. Polled with a pattern: a predicate would wait on navigation events and fail on an aborted one.
  await expect(page).toHaveURL(new RegExp(`/login\\?(.*&)?flow=(?!${refreshFlow})`));
  await expect(byText(page, 'Please confirm this action by verifying that it is you.')).toBeVisible();
  // Kratos v1.3.1 leaves the e-mail empty here (its code method's field replaces the password method's hidden
  // one); the person types it, and Kratos accepts only the signed-in identity for a refresh.
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(account.email);
  await page.locator('input[name="password"]').fill(account.password);
  await page.locator('button[name="method"][value="password"]').click();
  // Back on the same settings flow, with the change made.
  await expect(page).toHaveURL(new RegExp(`/security\\?flow=${flowId}$`));
  await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
  await signOut(page);
  await submitPassword(page, account.email, newPassword);
  await expect(page).not.toHaveURL(/\/login/);
});
