/**
 * /security and /security/history say what they do (spec §2 /security and /security/history, §7 settings flow and
 * GET /sessions), on the real Kratos:
 * - the authenticator app's set-up starts on request: no QR code, secret or code field before "Set up an
 *   authenticator app"; the button (here with the keyboard alone) moves the focus to the set-up, and the code links
 *   the app;
 * - removing a way to sign in (disconnect Google, turn off the authenticator app, turn off recovery codes) is a danger
 *   button that asks first: focus on the confirm, Escape or the keep button leaves everything as it was and gives the
 *   focus back, only the confirm acts;
 * - a session made by an account recovery is named in words on /security/history, never `code_recovery`.
 * Each test changes an account of its own: fresh (linked to Google, no second factor) or mfa (an authenticator app
 * and recovery codes).
 */
import type { Page } from '@playwright/test';
import { card, openSecurity, tabTo, totpCode } from './security-helpers';
import { expect, sandbox, test, byTestId, byText } from './support';

/** The danger button's background: the palette's main red (app/globals.css), the same in both themes. */
const DANGER_RED = 'rgb(228, 38, 38)';

/** The save toast of a settings change (Kratos 1050001). */
const SAVED = 'Your changes have been saved.';

/**
 * Presses the confirm `confirm` of a question that ends in a full load of /security (Google's unlink: Ory Elements
 * follows Kratos's `continue_with`), and waits for that new document, not for the old page's own load.
 */
async function confirmWithReload(page: Page, confirm: () => Promise<void>) {
  await page.evaluate(() => Object.assign(window, { beforeConfirm: true }));
  await confirm();
  await expect(async () => expect(await page.evaluate(() => 'beforeConfirm' in window)).toBe(false)).toPass({
    timeout: 15_000,
  });
  await page.waitForLoadState('load');
}

test.describe('a brand-new account (linked to Google, no second factor)', () => {
  test.use({ seed: 'fresh' });

  test('the authenticator set-up shows the QR code, the secret and the code field only once asked (keyboard only)', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    const totp = card(page, 'totp');
    const setUp = totp.getByRole('button', { name: 'Set up an authenticator app' });
    await expect(setUp).toBeVisible();
    await expect(byTestId(totp, 'totp-qr')).toHaveCount(0);
    await expect(byTestId(totp, 'totp-secret')).toHaveCount(0);
    await expect(totp.locator('input[name="totp_code"]')).toHaveCount(0);
    await expect(totp.locator('button[name="method"][value="totp"]')).toHaveCount(0);

    await tabTo(page, setUp);
    await page.keyboard.press('Enter');
    // The focus is on the revealed part's instructions; the QR code, the secret and the code field are shown.
    await expect(byText(totp, /^Scan the QR code/)).toBeFocused();
    await expect(byTestId(totp, 'totp-qr')).toBeVisible();
    await expect(setUp).toHaveCount(0);
    const secret = (await byTestId(totp, 'totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.keyboard.press('Tab');
    await expect(totp.locator('input[name="totp_code"]')).toBeFocused();
    await page.keyboard.type(await totpCode(secret));
    await page.keyboard.press('Enter');
    await expect(byTestId(totp, 'totp-linked')).toBeVisible();
  });

  test('"Disconnect Google" is a danger button that asks first: Escape keeps Google, the confirm disconnects', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    const google = card(page, 'oidc');
    const disconnect = google.getByRole('button', { name: 'Disconnect Google' });
    await expect(disconnect).toHaveCSS('background-color', DANGER_RED);
    await disconnect.click();
    const question = google.getByRole('group', { name: /^Disconnect Google\? You will no longer be able to sign in/ });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Disconnect', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(disconnect).toBeFocused();
    await expect(byTestId(google, 'oidc-linked')).toHaveText('Google is connected to this account.');

    await disconnect.click();
    await confirmWithReload(page, () => question.getByRole('button', { name: 'Disconnect', exact: true }).click());
    await expect(card(page, 'oidc').getByRole('button', { name: 'Connect Google' })).toBeVisible();
    await expect(byTestId(card(page, 'oidc'), 'oidc-linked')).toHaveCount(0);
  });

  test('a session of an account recovery is named in words on /security/history, not `code_recovery`', async ({
    page,
    request,
    account,
  }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: /forgot password/i }).click();
    await expect(page).toHaveURL(/\/recovery\?flow=/);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill(account.email);
    await page
      .getByRole('button', { name: /^(continue|send|submit)/i })
      .first()
      .click();
    const recoveryCode = async () =>
      (await sandbox.mail(request, account.email)).find((m) => m.template_type.startsWith('recovery'))?.code ?? null;
    await expect.poll(recoveryCode, { message: 'the recovery code reaches the sandbox mailbox' }).toMatch(/^\d{6}$/);
    await page
      .getByLabel(/code/i)
      .first()
      .fill((await recoveryCode())!);
    await page
      .getByRole('button', { name: /^(continue|submit)/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/security\?flow=/);

    await page.goto('/security/history');
    const methods = byTestId(page.locator('[data-testid="session"][data-current="true"]'), 'session-methods');
    await expect(methods).toContainText('Account recovery (code by e-mail) · one step');
    await expect(methods).not.toContainText('code_recovery');
  });
});

test.describe('an account with an authenticator app and recovery codes', () => {
  test.use({ seed: 'mfa' });

  test('"Turn off the authenticator app" asks first: Escape keeps it, the confirm turns it off', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    const totp = card(page, 'totp');
    const turnOff = totp.getByRole('button', { name: 'Turn off the authenticator app' });
    await expect(turnOff).toHaveCSS('background-color', DANGER_RED);
    await turnOff.click();
    const question = totp.getByRole('group', { name: /^Turn off the authenticator app\?/ });
    const confirm = question.getByRole('button', { name: 'Turn off', exact: true });
    await expect(confirm).toBeFocused();
    await expect(question.getByRole('button', { name: 'Keep it on' })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(turnOff).toBeFocused();
    await expect(byTestId(totp, 'totp-linked')).toBeVisible();

    await turnOff.click();
    await confirm.click();
    await expect(byText(page, SAVED).first()).toBeVisible();
    await expect(card(page, 'totp').getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  });

  test('"Turn off recovery codes" asks first: "Keep them" keeps them, the confirm turns them off', async ({
    page,
    account,
  }) => {
    await openSecurity(page, account);
    const codes = card(page, 'lookup_secret');
    const turnOff = codes.getByRole('button', { name: 'Turn off recovery codes' });
    await expect(turnOff).toHaveCount(1);
    await expect(turnOff).toHaveCSS('background-color', DANGER_RED);
    await turnOff.click();
    const question = codes.getByRole('group', { name: /^Turn off recovery codes\? The codes you saved/ });
    await expect(question.getByRole('button', { name: 'Turn off', exact: true })).toBeFocused();
    await question.getByRole('button', { name: 'Keep them' }).click();
    await expect(question).toHaveCount(0);
    await expect(turnOff).toBeFocused();

    await turnOff.click();
    await question.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(byText(page, SAVED).first()).toBeVisible();
    await expect(card(page, 'lookup_secret').getByRole('button', { name: 'Create recovery codes' })).toBeVisible();
  });
});
