/**
 * The e-mail change on /profile, through the Kratos settings flow's `profile` group with the new address verified by a
 * code e-mailed to the sandbox mailbox (spec §7 settings and verification flows): the new address is saved, Kratos
 * e-mails it a code, the code entered on /verification marks it verified, and the profile and the next sign-in use the
 * new address. The test moves an account of its own (pending seed) to an address made for it.
 */
import { randomUUID } from 'node:crypto';
import { hydrated } from './hydration';
import { signOut } from './security-helpers';
import { expect, sandbox, signInAs, submitPassword, test, byTestId } from './support';

test.use({ seed: 'pending' });

test('a new e-mail on /profile is verified with the e-mailed code, then shown and used to sign in', async ({
  page,
  request,
  account,
}) => {
  const newEmail = `moved-${randomUUID()}@example.com`;
  await signInAs(page, account, '/profile');
  await hydrated(page); // Change e-mail is a script button
  await page.getByRole('button', { name: 'Change e-mail' }).click();
  await expect(page).toHaveURL(/\/profile\?flow=/);
  const field = page.getByLabel(/e-?mail/i).and(page.locator('input[name="traits.email"]'));
  await expect(field).toHaveValue(account.email);
  await field.fill(newEmail);
  await page.getByRole('button', { name: 'Save' }).click();

  // Kratos e-mails a code to the new address and the browser goes on to verify it.
  await expect(page).toHaveURL(/\/verification\?flow=/);
  await expect
    .poll(
      async () =>
        (await sandbox.mail(request, newEmail)).find((m) => m.template_type.startsWith('verification'))?.code ?? null,
      { message: 'the verification code reaches the new address' },
    )
    .toMatch(/^\d{6}$/);
  const code = (await sandbox.mail(request, newEmail)).find((m) => m.template_type.startsWith('verification'))!.code!;
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('[data-kratos-message="1080002"]').first()).toBeVisible();

  await page.goto('/profile');
  await expect(byTestId(page, 'profile-details')).toContainText(newEmail);
  await signOut(page);
  await submitPassword(page, newEmail, account.password);
  await expect(page).not.toHaveURL(/\/login/);
});
