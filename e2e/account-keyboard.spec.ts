/**
 * /security with the keyboard alone, without a mouse (DESIGN.md house rules, WCAG 2.1.1): every card the sandbox's
 * settings flow offers (password, authenticator app, recovery codes, passkeys, Google) is reached with Tab and used
 * with Enter or Space; no click anywhere. Each test opens /security for an account of its own, made from the fresh
 * seed (linked to Google, no second factor, no passkey), and goes through some of the cards, so the cards are checked
 * side by side.
 */
import { addVirtualAuthenticator, card, openSecurity, tabTo, totpCode } from './security-helpers';
import { expect, test, byTestId, byText } from './support';

test.use({ seed: 'fresh' });

test('keyboard only: the password card works without a mouse', async ({ page, account }) => {
  await openSecurity(page, account);
  // Reach the field with Tab, type, Enter submits.
  await tabTo(page, card(page, 'password').getByLabel(/^password/i));
  await page.keyboard.type(`${account.password}-keys`);
  await page.keyboard.press('Enter');
  await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
});

test('keyboard only: the authenticator-app and recovery-codes cards work without a mouse', async ({
  page,
  account,
}) => {
  await openSecurity(page, account);

  // Authenticator app: its set-up opens with Enter; the secret is on the screen as text; the code field, then Enter.
  await tabTo(page, card(page, 'totp').getByRole('button', { name: 'Set up an authenticator app' }));
  await page.keyboard.press('Enter');
  const secret = (await byTestId(card(page, 'totp'), 'totp-secret').textContent())!.trim();
  await tabTo(page, card(page, 'totp').locator('input[name="totp_code"]'));
  await page.keyboard.type(await totpCode(secret));
  await page.keyboard.press('Enter');
  await expect(byTestId(card(page, 'totp'), 'totp-linked')).toBeVisible();

  // Recovery codes: create with Enter, then confirm with Space.
  const codes = card(page, 'lookup_secret');
  await tabTo(page, codes.getByRole('button', { name: 'Create recovery codes' }));
  await page.keyboard.press('Enter');
  await expect(byTestId(codes, 'recovery-codes')).toBeVisible();
  await tabTo(page, codes.getByRole('button', { name: 'Confirm I saved the codes' }));
  await page.keyboard.press('Space');
  await expect(codes.getByRole('button', { name: 'Show my recovery codes' })).toBeVisible();
});

test('keyboard only: the passkey and Google cards work without a mouse', async ({ page, account }) => {
  await addVirtualAuthenticator(page);
  await openSecurity(page, account);

  // Passkeys: add one with Enter (the device's check is the virtual authenticator), then remove it with Space.
  const passkeys = card(page, 'passkey');
  await tabTo(page, passkeys.getByRole('button', { name: 'Add a passkey' }));
  await page.keyboard.press('Enter');
  await expect(byTestId(passkeys, 'passkey-list').getByRole('listitem')).toHaveCount(1);
  await tabTo(page, passkeys.getByRole('button', { name: /^Remove Passkey 1$/ }));
  await page.keyboard.press('Space');
  // It asks first, with focus on the confirming button.
  await expect(passkeys.getByRole('button', { name: 'Remove', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(byText(passkeys, 'No passkeys yet.')).toBeVisible();

  // Google: the account is made linked; disconnect it with Enter.
  const google = card(page, 'oidc');
  await tabTo(page, google.getByRole('button', { name: 'Disconnect Google' }));
  // It asks first, with focus on the confirming button.
  await page.keyboard.press('Enter');
  await expect(google.getByRole('button', { name: 'Disconnect', exact: true })).toBeFocused();
  // The unlink ends in a full load of the settings page (Ory Elements follows Kratos's `continue_with`): the test
  // ends after it, not in the middle of it.
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(google.getByRole('button', { name: 'Connect Google' })).toBeVisible();
});
