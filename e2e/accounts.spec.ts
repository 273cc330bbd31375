/** Other ways in: Google through the sandbox OIDC provider, creating an account. */
import { expect, PASSWORD, sandbox, test } from './support';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('signing in with Google goes through the provider and back to the page asked for', async ({ page }) => {
  await page.goto('/login-google?returnTo=%2Fprofile');
  await page.getByRole('button', { name: /google/i }).click();
  // The sandbox's OIDC provider (a real redirect, real id_token for Kratos to verify).
  await expect(page).toHaveURL(/127\.0\.0\.1:4010\/__sandbox\/oidc\/authorize/);
  await page.getByRole('button', { name: 'Continue as demo@example.com' }).click();
  await expect(page).toHaveURL(/localhost:3000\/profile$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('a new person creates an account with a password, verifies the address and is signed in', async ({
  page,
  request,
}) => {
  const email = `new-${Date.now()}@example.com`;
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
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
