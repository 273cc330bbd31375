/**
 * /security on the real Kratos (issue 9; spec §2, §3 "Identity flow" node groups, §7 settings flow): a password
 * change with Kratos's field messages, an authenticator app enabled from the secret the flow shows and asked at
 * the next sign-in (wrong code refused on the field), a recovery code that works once, the recovery-codes card,
 * and an aal1 session of a person with a second factor sent to the second-factor step, never /error.
 */
import { card, mfaSeed, openSecurity, signOut, totpCode, wrongTotpCode } from './security-helpers';
import { APP, expect, PASSWORD, sandbox, submitPassword, test } from './support';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a password change: Kratos refuses a short one on the field; then the old password fails and the new works', async ({
  page,
}) => {
  await openSecurity(page, 'pending@example.com');
  const password = card(page, 'password');
  await expect(password.getByRole('heading', { name: 'Password' })).toBeVisible();
  const field = password.getByLabel(/^password/i);
  await field.fill('short');
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(password.getByRole('listitem').filter({ hasText: /must be at least 8 characters/ })).toBeVisible();
  const newPassword = `${PASSWORD}-changed`;
  await field.fill(newPassword);
  await password.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been saved.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/security\?flow=/);

  await signOut(page);
  await submitPassword(page, 'pending@example.com', PASSWORD);
  await expect(page.locator('[data-kratos-message="4000006"]')).toBeVisible();
  await submitPassword(page, 'pending@example.com', newPassword);
  await expect(page).not.toHaveURL(/\/login/);
});

test('an authenticator app: enabled from the secret on /security, then asked at sign-in; a wrong code is refused', async ({
  page,
}) => {
  await openSecurity(page, 'fresh@example.com');
  const totp = card(page, 'totp');
  await expect(totp.getByTestId('totp-qr')).toBeVisible();
  const secret = (await totp.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await totp.locator('input[name="totp_code"]').fill(totpCode(secret));
  await totp.locator('button[name="method"][value="totp"]').click();
  await expect(totp.getByTestId('totp-linked')).toBeVisible();

  await signOut(page);
  await page.goto('/login?returnTo=%2Fprofile');
  await submitPassword(page, 'fresh@example.com');
  // The second factor is asked: the person is not signed in yet.
  const code = page.locator('input[name="totp_code"]');
  await expect(code).toBeVisible();
  await code.fill(wrongTotpCode(secret));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page.locator('[data-kratos-message="4000008"]').first()).toBeVisible();
  await page.locator('input[name="totp_code"]').fill(totpCode(secret));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});

test('a recovery code gets in once and is refused the second time', async ({ page, request }) => {
  const seed = await mfaSeed(request);
  const recoveryCode = seed.recoveryCodes[0]!;
  const signInWithRecoveryCode = async () => {
    await page.goto('/login?returnTo=%2Ftransactions');
    await submitPassword(page, seed.email, seed.password);
    await page
      .locator('input[name="lookup_secret"]')
      .or(page.getByRole('button', { name: 'Recovery code' }))
      .first()
      .waitFor();
    const chooser = page.getByRole('button', { name: 'Recovery code' });
    if (await chooser.isVisible()) await chooser.click();
    await page.locator('input[name="lookup_secret"]').fill(recoveryCode);
    await page.locator('button[name="method"][value="lookup_secret"]').click();
  };
  await page.context().addCookies([{ name: 'language', value: 'en', url: APP }]);
  await signInWithRecoveryCode();
  await expect(page).toHaveURL(/\/transactions$/);
  await signOut(page);
  await signInWithRecoveryCode();
  await expect(page.locator('[data-kratos-message="4000012"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a person who still owes the second factor is sent to that step, not to /error and not in a loop', async ({
  page,
  request,
}) => {
  const seed = await mfaSeed(request);
  await page.context().addCookies([{ name: 'language', value: 'en', url: APP }]);
  await page.goto('/login');
  await submitPassword(page, seed.email, seed.password);
  await expect(
    page
      .locator('input[name="totp_code"]')
      .or(page.getByRole('button', { name: 'Authenticator app' }))
      .first(),
  ).toBeVisible();
  // An aal1 session now: a protected page leads back to the second-factor step with the way back kept.
  const response = await page.goto('/security/history');
  expect(response?.status()).toBeLessThan(400);
  await expect(page).toHaveURL(/\/login\?flow=/);
  expect(page.url()).not.toContain('/error');
  const chooser = page.getByRole('button', { name: 'Authenticator app' });
  if (await chooser.isVisible()) await chooser.click();
  await page.locator('input[name="totp_code"]').fill(totpCode(seed.totpSecret));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page).toHaveURL(/\/security\/history$/);
});

test('the recovery-codes card shows how many are left, downloads them, and makes new ones to confirm', async ({
  page,
  request,
}) => {
  const seed = await mfaSeed(request);
  await page.context().addCookies([{ name: 'language', value: 'en', url: APP }]);
  await page.goto('/login?returnTo=%2Fsecurity');
  await submitPassword(page, seed.email, seed.password);
  const chooser = page.getByRole('button', { name: 'Authenticator app' });
  await page.locator('input[name="totp_code"]').or(chooser).first().waitFor();
  if (await chooser.isVisible()) await chooser.click();
  await page.locator('input[name="totp_code"]').fill(totpCode(seed.totpSecret));
  await page.locator('button[name="method"][value="totp"]').click();
  await expect(page).toHaveURL(/\/security\?flow=/);

  const codes = card(page, 'lookup_secret');
  await codes.getByRole('button', { name: 'Show my recovery codes' }).click();
  await expect(codes.getByTestId('recovery-codes-left')).toHaveText(
    `${seed.recoveryCodes.length} codes left of ${seed.recoveryCodes.length}.`,
  );
  await expect(codes.getByTestId('recovery-codes').getByRole('listitem')).toHaveText(seed.recoveryCodes);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    codes.getByRole('button', { name: 'Download as a text file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  for (const code of seed.recoveryCodes) expect(text).toContain(code);

  await codes.getByRole('button', { name: /Make new codes/ }).click();
  await expect(codes.getByText(/shown only once/)).toBeVisible();
  const fresh = await codes.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(fresh.length).toBeGreaterThan(0);
  expect(fresh).not.toContain(seed.recoveryCodes[0]);
  await codes.getByRole('button', { name: 'Confirm I saved the codes' }).click();
  await expect(page.getByText('Your changes have been saved.').first()).toBeVisible();
});
