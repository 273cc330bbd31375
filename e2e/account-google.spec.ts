/**
 * Google on /security, linked and unlinked (Kratos `oidc` group): an account of the test's own, made linked to the
 * sandbox's OIDC provider (its subject there derives from the e-mail), disconnects Google and connects it again through
 * that provider. An account made through Google keeps a way in after the disconnect:
 * Kratos's passwordless e-mail code counts as a first factor (code method `passwordless_enabled`), so Kratos offers the
 * unlink and the person signs in with an e-mailed code afterwards. (Kratos refuses the unlink only when nothing else is
 * left; with the code method on that cannot happen in this deployment; the card and the message for that case are
 * covered by Jest: components and lib/auth/ui-text.test.ts.)
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { card, openSecurity, signOut } from './security-helpers';
import { expect, sandbox, test, byTestId } from './support';

test.use({ seed: 'fresh' });

/** On the sandbox's OIDC authorize page: continue as `email`. */
async function continueAtProvider(page: Page, email: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:4010\/__sandbox\/oidc\/authorize/);
  await page.getByLabel('E-mail').fill(email);
  await page.locator('#continue-email').click();
}

/**
 * Disconnects Google on /security and waits for the page to load again: after the unlink, Kratos's answer sends the
 * browser to the settings flow's page (a full load; Ory Elements follows `continue_with`), and a click made before
 * that load would be lost with the old page. The wait is for that new document itself (a `load` event alone can be
 * the first page's own, still due when the button was pressed), then for its load.
 */
async function disconnectGoogle(page: Page) {
  await page.evaluate(() => Object.assign(window, { beforeDisconnect: true }));
  await card(page, 'oidc').getByRole('button', { name: 'Disconnect Google' }).click();
  // It asks first.
  await byTestId(card(page, 'oidc'), 'oidc-unlink-confirm').click();
  // The new document has none of the old page's globals (evaluate throws while the navigation commits: tried again).
  await expect(async () => expect(await page.evaluate(() => 'beforeDisconnect' in window)).toBe(false)).toPass({
    timeout: 15_000,
  });
  await page.waitForLoadState('load');
  await expect(card(page, 'oidc').getByRole('button', { name: 'Connect Google' })).toBeVisible();
}

test('Google: disconnected on /security, then connected again through the provider', async ({ page, account }) => {
  await openSecurity(page, account);
  const google = card(page, 'oidc');
  await expect(byTestId(google, 'oidc-linked')).toHaveText('Google is connected to this account.');
  await disconnectGoogle(page);
  await expect(byTestId(google, 'oidc-linked')).toHaveCount(0);

  await google.getByRole('button', { name: 'Connect Google' }).click();
  await continueAtProvider(page, account.email);
  await expect(page).toHaveURL(/\/security\?flow=/);
  await expect(byTestId(card(page, 'oidc'), 'oidc-linked')).toHaveText('Google is connected to this account.');
});

test('an account made through Google disconnects it and still signs in with an e-mailed code', async ({
  page,
  request,
}) => {
  const email = `google-${randomUUID()}@example.com`;
  await page.goto('/login-google?returnTo=%2Fsecurity');
  await page.getByRole('button', { name: /google/i }).click();
  await continueAtProvider(page, email);
  await expect(page).toHaveURL(/\/security\?flow=/);
  await disconnectGoogle(page);

  await signOut(page);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await page.getByRole('button', { name: /code/i }).first().click();
  await expect
    .poll(
      async () =>
        (await sandbox.mail(request, email)).find((m) => m.template_type.startsWith('login_code'))?.code ?? null,
      { message: 'the login code reaches the sandbox mailbox' },
    )
    .toMatch(/^\d{6}$/);
  const code = (await sandbox.mail(request, email)).find((m) => m.template_type.startsWith('login_code'))!.code!;
  await page.getByLabel(/code/i).fill(code);
  await page
    .getByRole('button', { name: /^(continue|sign in|submit)$/i })
    .first()
    .click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});
