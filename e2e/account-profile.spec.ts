/**
 * /profile (spec §2, §3, §4 Language, §7 GET /user/profile, /user/config, /user/wallets): what the person
 * sees of their account, the language preference saved to the profile (applies at once and again at the next
 * sign-in; a failed save keeps the old value with a message), and the header's account menu by keyboard. Each test
 * signs in an account of its own, made from the seed whose data it looks at (demo unless said).
 */
import { controlHydrated } from './hydration';
import { expect, sandbox, SCOPE_COOKIE, signIn, signInAs, test, testCookies, byTestId, byText } from './support';

test('the profile shows e-mail, verification, place and the wallets with a copy button', async ({ page, account }) => {
  await signInAs(page, account, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const details = byTestId(page, 'profile-details');
  await expect(details).toContainText(account.email);
  await expect(byTestId(page, 'profile-kyc')).toHaveText('Verified (level 2)');
  await expect(details).toContainText('São Paulo, BR');
  const wallets = byTestId(page, 'profile-wallet');
  await expect(wallets).toHaveCount(2);
  await expect(wallets.first().getByRole('button', { name: /Copy the (Stellar|Tron) address/ })).toBeVisible();
});

test.describe('a brand-new account', () => {
  test.use({ seed: 'fresh' });

  test('a person without verification is offered the way to /kyc', async ({ page, account }) => {
    await signInAs(page, account, '/profile');
    await expect(byTestId(page, 'profile-kyc')).toHaveText('Not verified yet');
    await page.getByRole('link', { name: 'Verify your identity' }).click();
    await expect(page).toHaveURL(/\/kyc/);
  });
});

test.describe('an account with an open order', () => {
  test.use({ seed: 'pending' });

  test('language pt applies at once and again after signing out and in; a failed save keeps the old value', async ({
    page,
    request,
    account,
  }) => {
    await signInAs(page, account, '/profile');
    // The profile's own select (the header has a language select too).
    const select = byTestId(page, 'profile-language').getByLabel('Language', { exact: true });
    // A failed save: the message on the screen, the old value kept, the page still in English.
    await sandbox.fault(request, { method: 'POST', path: '/user/config', status: 500, times: 1 });
    await controlHydrated(select);
    await select.selectOption('pt');
    await expect(byText(page, 'We could not save your language.')).toBeVisible();
    await expect(select).toHaveValue('en');
    // Saved: the screen is in Portuguese at once.
    await select.selectOption('pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
    await expect(byTestId(page, 'profile-language').getByLabel('Idioma', { exact: true })).toHaveValue('pt');
    // A new browser: no cookies but the test's fault scope (no language cookie); the profile's language wins at
    // sign-in on the /login screen (spec §4).
    await page.context().clearCookies();
    await page.context().addCookies(testCookies().filter((cookie) => cookie.name === SCOPE_COOKIE));
    await signIn(page, account.email, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfil' })).toBeVisible();
  });
});

test('the account menu in the header reaches profile, security and history by keyboard', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  const menu = byTestId(page, 'account-menu');
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  const links = menu.getByRole('link');
  // The buy-or-sell choice first (e2e/journey-entry.spec.ts follows it).
  await expect(links).toHaveText(['Buy / Sell', 'Profile', 'Security', 'Security history']);
  await links.nth(3).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/security\/history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Security history' })).toBeVisible();
});
