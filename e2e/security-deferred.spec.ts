/**
 * /security loads Ory Elements on first use, as the sign-in screens do (components/auth/deferred-auth-flow.tsx; spec §2
 * /security, §7 settings flow). The server's cards are there and usable at once without a field taking the focus (Ory
 * Elements does not autofocus a settings flow); a Save clicked before the chunk arrives waits for it and then goes
 * through Ory Elements; a page load whose flow carries messages (Ory Elements's toasts) loads it at once.
 */
import type { Route } from '@playwright/test';
import { card } from './security-helpers';
import { answerSentryInPage, expect, PASSWORD, sandbox, signInEnglish, test } from './support';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('/security works before Ory Elements loads: a Save waits for it, and the saved flow shows its toast on reload', async ({
  page,
}) => {
  await signInEnglish(page, 'pending@example.com', '/profile');
  const held: Route[] = [];
  let holding = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    if (!holding) return route.continue();
    held.push(route);
  });
  await answerSentryInPage(page);
  await page.goto('/security');
  await expect(page).toHaveURL(/\/security\?flow=/);
  await page.waitForLoadState('networkidle');
  holding = true;

  // The server's cards, usable, with nothing focused for the person.
  await expect(page.locator('[data-auth-flow="server"]')).toBeVisible();
  await expect(page.locator('[data-auth-flow="ready"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  const password = card(page, 'password');
  const field = password.getByLabel(/^password/i);
  await expect(field).toBeEnabled();
  await field.fill(`${PASSWORD}-deferred`);
  await password.getByRole('button', { name: 'Save' }).click();

  // The first use asked for Ory Elements; the Save waits for it: nothing saved yet.
  await expect
    .poll(() => held.length, { message: 'the Ory Elements chunk is requested on first use' })
    .toBeGreaterThan(0);
  await expect(page.locator('[data-auth-flow="server"]')).toBeVisible();
  await expect(page.getByText('Your changes have been saved.')).toHaveCount(0);

  holding = false;
  await Promise.all(held.splice(0).map((route) => route.continue()));
  await expect(page.getByText('Your changes have been saved.').first()).toBeVisible();
  await expect(page.locator('[data-auth-flow="ready"]')).toBeVisible();

  // The same flow read again carries Kratos's "saved" message: Ory Elements loads at once to show it, untouched.
  await page.reload();
  await expect(page.getByText('Your changes have been saved.').first()).toBeVisible();
  await expect(page.locator('[data-auth-flow="ready"]')).toBeVisible();
});
