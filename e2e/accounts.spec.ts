/**
 * Other ways in: Google through the sandbox OIDC provider (an account of the test's own, made linked to the provider by
 * a subject derived from its e-mail), creating an account (an address made for the test).
 */
import { randomUUID } from 'node:crypto';
import { getFromPage } from './security-helpers';
import { expect, PASSWORD, sandbox, test } from './support';

test('signing in with Google goes through the provider and back to the page asked for', async ({ page, account }) => {
  await page.goto('/login-google?returnTo=%2Fprofile');
  await page.getByRole('button', { name: /google/i }).click();
  // The sandbox's OIDC provider (a real redirect, real id_token for Kratos to verify): continue as the account.
  await expect(page).toHaveURL(/127\.0\.0\.1:4010\/__sandbox\/oidc\/authorize/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.locator('#continue-email').click();
  await expect(page).toHaveURL(/localhost:3000\/profile$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // Signed in to that same identity (linked), not to a new one.
  const whoami = (await getFromPage(page, '/auth/sessions/whoami')).body as { identity: { id: string } };
  expect(whoami.identity.id).toBe(account.identityId);
});

test('a new person creates an account with a password, verifies the address and is signed in', async ({
  page,
  request,
}) => {
  const email = `new-${randomUUID()}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/registration\?flow=/);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page
    .getByRole('button', { name: /^(continue|sign up)$/i })
    .first()
    .click();
  await page
    .getByRole('button', { name: /password/i })
    .first()
    .click();
  await page.getByLabel(/^password/i).fill(`${PASSWORD}-new`);
  await page
    .getByRole('button', { name: /^(continue|sign up|create account)$/i })
    .first()
    .click();
  // Signed in at once; the identity service then asks to verify the address with an emailed code.
  await expect(page).toHaveURL(/\/verification\?flow=/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  let code: string | null = null;
  await expect
    .poll(
      async () =>
        (code =
          (await sandbox.mail(request, email)).find((m) => m.template_type.startsWith('verification'))?.code ?? null),
    )
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: /continue/i }).click();
  // No return path was given, and a new account has no transactions: its first step is the buy-or-sell choice.
  await expect(page).toHaveURL(/\/decision-flow$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
