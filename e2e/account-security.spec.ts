/**
 * /security on the real Kratos (spec §2, §3 "Identity flow" node groups, §7 settings flow): a password
 * change with Kratos's field messages, an authenticator app enabled from the secret the flow shows and asked at
 * the next sign-in (wrong code refused on the field), a recovery code that works once, the recovery-codes card,
 * and an aal1 session of a person with a second factor sent to the second-factor step, never /error, refused
 * Kratos's session management through /auth, and able to sign out from that step. Each test changes an account of its
 * own: without a second factor (pending or fresh seed), or with an authenticator app and recovery codes (mfa seed).
 */
import {
  card,
  getFromPage,
  openSecurity,
  passSecondFactor,
  passwordOnly,
  signOut,
  totpCode,
  wrongTotpCode,
} from './security-helpers';
import { expect, submitPassword, test, byTestId, byText } from './support';

test.describe('an account with an open order', () => {
  test.use({ seed: 'pending' });

  test('a password change: Kratos refuses a short one on the field; then the old password fails and the new works', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    const password = card(page, 'password');
    await expect(password.getByRole('heading', { name: 'Password' })).toBeVisible();
    const field = password.getByLabel(/^password/i);
    await field.fill('short');
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(password.getByRole('listitem').filter({ hasText: /must be at least 8 characters/ })).toBeVisible();
    const newPassword = `${account.password}-changed`;
    await field.fill(newPassword);
    await password.getByRole('button', { name: 'Save' }).click();
    await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/security\?flow=/);

    await signOut(page);
    await submitPassword(page, account.email, account.password);
    await expect(page.locator('[data-kratos-message="4000006"]')).toBeVisible();
    await submitPassword(page, account.email, newPassword);
    await expect(page).not.toHaveURL(/\/login/);
  });

  test('a settings flow that broke (CSRF) restarts on /security itself, and the next save stays there', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    let refuse = true;
    await page.route(/\/auth\/self-service\/settings\?flow=/, (route) => {
      if (!refuse || route.request().method() !== 'POST') return route.continue();
      refuse = false;
      return route.fulfill({ status: 403, json: { error: { id: 'security_csrf_violation', code: 403 } } });
    });
    const broken = page.url();
    const password = card(page, 'password');
    await password.getByLabel(/^password/i).fill(`${account.password}-first`);
    await password.getByRole('button', { name: 'Save' }).click();
    // A new flow on /security. Polled with a pattern: a predicate would wait on navigation events, and the way there
    // can hold an aborted one (the redirect of /security without a flow is both Next's meta refresh and its router's
    // navigation; on a slow machine both start Kratos's settings init and the later aborts the earlier).
    const brokenFlow = new URL(broken).searchParams.get('flow')!;
    await expect(page).toHaveURL(new RegExp(`/security\\?flow=(?!${brokenFlow})`));
    expect(refuse).toBe(false);
    // A new flow without a return URL: with one, Kratos sends the browser there after the save below.
    await expect(card(page, 'password').getByRole('heading', { name: 'Password' })).toBeVisible();
    await card(page, 'password')
      .getByLabel(/^password/i)
      .fill(`${account.password}-changed`);
    await card(page, 'password').getByRole('button', { name: 'Save' }).click();
    await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/security\?flow=/);
  });
});

test.describe('a brand-new account', () => {
  test.use({ seed: 'fresh' });

  test('an authenticator app: enabled from the secret on /security, then asked at sign-in; a wrong code is refused', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    const totp = card(page, 'totp');
    // The set-up starts on request: no QR code before it.
    await expect(byTestId(totp, 'totp-qr')).toHaveCount(0);
    await totp.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(byTestId(totp, 'totp-qr')).toBeVisible();
    const secret = (await byTestId(totp, 'totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await totp.locator('input[name="totp_code"]').fill(await totpCode(secret));
    await totp.locator('button[name="method"][value="totp"]').click();
    await expect(byTestId(totp, 'totp-linked')).toBeVisible();

    await signOut(page);
    await page.goto('/login?returnTo=%2Fprofile');
    await submitPassword(page, account.email, account.password);
    // The second factor is asked: the person is not signed in yet.
    const code = page.locator('input[name="totp_code"]');
    await expect(code).toBeVisible();
    await code.fill(wrongTotpCode(secret));
    await page.locator('button[name="method"][value="totp"]').click();
    await expect(page.locator('[data-kratos-message="4000008"]').first()).toBeVisible();
    await page.locator('input[name="totp_code"]').fill(await totpCode(secret));
    await page.locator('button[name="method"][value="totp"]').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });
});

test.describe('an account with a second factor', () => {
  test.use({ seed: 'mfa' });

  test('a recovery code gets in once and is refused the second time', async ({ page, account }) => {
    const recoveryCode = account.recoveryCodes![0]!;
    const signInWithRecoveryCode = async () => {
      await passwordOnly(page, account, '/login?returnTo=%2Ftransactions');
      await passSecondFactor(page, account, { recoveryCode });
    };
    await signInWithRecoveryCode();
    await expect(page).toHaveURL(/\/transactions$/);
    await signOut(page);
    await signInWithRecoveryCode();
    await expect(page.locator('[data-kratos-message="4000012"]').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a person who still owes the second factor is sent to that step, not to /error and not in a loop', async ({
    page,
    account,
  }) => {
    await passwordOnly(page, account);
    // An aal1 session now: a protected page leads back to the second-factor step with the way back kept.
    const response = await page.goto('/security/history');
    expect(response?.status()).toBeLessThan(400);
    await expect(page).toHaveURL(/\/login\?flow=/);
    expect(page.url()).not.toContain('/error');
    await passSecondFactor(page, account);
    await expect(page).toHaveURL(/\/security\/history$/);
  });

  test("the password alone neither lists the owner's sessions nor signs them out; after the second factor it does", async ({
    page,
    account,
  }) => {
    await passwordOnly(page, account);
    // Kratos itself answers these to a password-only session; the app's /auth proxy does not.
    for (const call of [() => page.request.get('/auth/sessions'), () => page.request.delete('/auth/sessions')]) {
      const response = await call();
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { error: { id: string } }).error.id).toBe('session_aal2_required');
    }
    await passSecondFactor(page, account);
    await expect(page).toHaveURL(/\/transactions/);
    expect((await getFromPage(page, '/auth/sessions')).status).toBe(200);
  });

  test('the second-factor step says what it is and lets the person leave it: Sign out ends on a fresh sign-in', async ({
    page,
    account,
  }) => {
    await passwordOnly(page, account);
    await expect(page.getByRole('heading', { name: 'Second sign-in step' })).toBeVisible();
    // Google and a new account would only lead back here while this session exists.
    await expect(byText(page, 'Continue with Google')).toHaveCount(0);
    await expect(byText(page, 'Create an account')).toHaveCount(0);
    // The step's form is live once its controls are enabled (the same effect makes this button act).
    await expect(
      page
        .locator('input[name="totp_code"]')
        .or(page.getByRole('button', { name: 'Authenticator app' }))
        .first(),
    ).toBeEnabled();
    await byTestId(page, 'second-factor-sign-out').click();
    await expect(page).toHaveURL(/\/login\?flow=/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('input[name="identifier"]')).toBeVisible();
    // The part-way session is gone: a protected page asks for the password again, not for the second factor.
    await page.goto('/transactions');
    await expect(page.locator('input[name="identifier"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Second sign-in step' })).toHaveCount(0);
  });

  test('the recovery-codes card shows how many are left, downloads them, and makes new ones to confirm', async ({
    page,
    account,
  }) => {
    const recoveryCodes = account.recoveryCodes!;
    await passwordOnly(page, account, '/login?returnTo=%2Fsecurity');
    await passSecondFactor(page, account);
    await expect(page).toHaveURL(/\/security\?flow=/);

    const codes = card(page, 'lookup_secret');
    await codes.getByRole('button', { name: 'Show my recovery codes' }).click();
    await expect(byTestId(codes, 'recovery-codes-left')).toHaveText(
      `${recoveryCodes.length} codes left of ${recoveryCodes.length}.`,
    );
    await expect(byTestId(codes, 'recovery-codes').getByRole('listitem')).toHaveText(recoveryCodes);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      codes.getByRole('button', { name: 'Download as a text file' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('recovery-codes.txt');
    const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    for (const code of recoveryCodes) expect(text).toContain(code);

    await codes.getByRole('button', { name: /Make new codes/ }).click();
    await expect(byText(codes, /shown only once/)).toBeVisible();
    const fresh = await byTestId(codes, 'recovery-codes').getByRole('listitem').allTextContents();
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh).not.toContain(recoveryCodes[0]);
    await codes.getByRole('button', { name: 'Confirm I saved the codes' }).click();
    await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
  });
});
