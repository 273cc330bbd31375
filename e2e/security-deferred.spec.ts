/**
 * /security loads Ory Elements on first use, as the sign-in screens do (components/auth/deferred-auth-flow.tsx; spec §2
 * /security, §7 settings flow). The server's cards are there and usable at once without a field taking the focus (Ory
 * Elements does not autofocus a settings flow); a Save clicked before the chunk arrives waits for it and then goes
 * through Ory Elements; a page load whose flow carries messages (Ory Elements's toasts) loads it at once. The test
 * changes the password of an account of its own.
 */
import { holdScript } from './hydration';
import { card } from './security-helpers';
import { expect, signInAs, test, byText } from './support';

test('/security works before Ory Elements loads: a Save waits for it, and the saved flow shows its toast on reload', async ({
  page,
  account,
}) => {
  await signInAs(page, account, '/profile');
  // Ory Elements's chunk (the one with its hook, useOryFlow) is held until released; every other script loads.
  const script = await holdScript(page, 'useOryFlow');
  await page.goto('/security');
  await expect(page).toHaveURL(/\/security\?flow=/);

  // The server's cards, usable, with nothing focused for the person.
  await expect(page.locator('[data-auth-flow="server"]')).toBeVisible();
  await expect(page.locator('[data-auth-flow="ready"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const password = card(page, 'password');
  const field = password.getByLabel(/^password/i);
  await expect(field).toBeEnabled();
  await field.fill(`${account.password}-deferred`);
  await password.getByRole('button', { name: 'Save' }).click();

  // The first use asked for Ory Elements; the Save waits for it: nothing saved yet.
  await script.requested();
  await expect(page.locator('[data-auth-flow="server"]')).toBeVisible();
  await expect(byText(page, 'Your changes have been saved.')).toHaveCount(0);

  await script.release();
  await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
  await expect(page.locator('[data-auth-flow="ready"]')).toBeVisible();

  // The same flow read again carries Kratos's "saved" message: Ory Elements loads at once to show it, untouched.
  await page.reload();
  await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
  await expect(page.locator('[data-auth-flow="ready"]')).toBeVisible();
});
