/**
 * The sign-in screens load Ory Elements on first use (components/auth/deferred-auth-flow.tsx). The server's
 * form is usable at once; what is typed before the chunk arrives, the focus, and a held Enter or click are carried
 * over to Ory Elements; and when the chunk cannot load, the form still signs in as a plain HTML form. The recovery
 * screen (no spec covered it before) goes through the same deferred form to /security. Each test signs in with an
 * account of its own, through the screens.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { builtChunksWith, holdScript, type HeldScript } from './hydration';
import { expect, fillPassword, newAccount, sandbox, submitPassword, test } from './support';

/** The sign-in went through: the page left /login and the header offers Sign out. */
async function expectSignedIn(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** A string only Ory Elements's chunk holds (its hook's name), by which the tests find that script. */
const ORY_ELEMENTS = 'useOryFlow';

/**
 * Opens /login with Ory Elements's chunk held (e2e/hydration.ts holdScript) until `release`: the page is the server's
 * form, which asks for the chunk on first use. @returns the held script.
 */
async function loginWithOryElementsHeld(page: Page): Promise<HeldScript> {
  const script = await holdScript(page, ORY_ELEMENTS);
  await page.goto('/login');
  return script;
}

test('/login works before Ory Elements loads: typing and Enter wait for it, then sign in', async ({
  page,
  account,
}) => {
  const scripts = await loginWithOryElementsHeld(page);
  await expect(page.locator('[data-auth-flow="server"]')).toBeVisible();
  const email = page.getByLabel(/e-?mail/i).first();
  await expect(email).toBeEnabled();
  await email.fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByLabel(/^password/i).press('Enter');

  // The first use asked for Ory Elements, and the Enter waits for it: nothing was posted yet.
  await scripts.requested(); // the Ory Elements chunk is requested on first use
  await expect(page).toHaveURL(/\/login\?flow=/);
  await expect(page.locator('[data-auth-flow="server"]')).toBeVisible();

  await scripts.release();
  await expectSignedIn(page);
});

test('what was typed and the caret survive the switch to Ory Elements', async ({ page, account }) => {
  const scripts = await loginWithOryElementsHeld(page);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(account.email);
  const password = page.getByLabel(/^password/i);
  await password.click();
  await page.keyboard.type(account.password.slice(0, 7));
  await scripts.requested();

  await scripts.release();
  await expect(page.locator('[data-auth-flow="ready"]')).toBeVisible();
  await expect(page.getByLabel(/e-?mail/i).first()).toHaveValue(account.email);
  await expect(password).toBeFocused();
  await page.keyboard.type(account.password.slice(7));
  await expect(password).toHaveValue(account.password);
  await page.keyboard.press('Enter');
  await expectSignedIn(page);
});

test('"Sign in" held down while Ory Elements arrives still signs in once released', async ({ page, account }) => {
  // Before the press guard, Ory Elements took the form's place between the button's press and its release: the
  // browser then fires no click, and the sign-in was lost (CI, about one sign-in in fifty).
  const scripts = await loginWithOryElementsHeld(page);
  await fillPassword(page, account.email, account.password);
  await scripts.requested();
  const serverButton = page.locator('[data-auth-flow="server"] button[name="method"][value="password"]');
  const box = await serverButton.boundingBox();
  expect(box, "the server form's Sign in button is on screen").not.toBeNull();
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.down();

  await scripts.release();
  // Ory Elements is ready out of sight, and waits for the press to end: the pressed button stays on the page.
  await expect(page.locator('[data-auth-flow="preparing"] button[name="method"][value="password"]')).toBeEnabled();
  await expect(serverButton).toBeVisible();
  await page.mouse.up();
  await expectSignedIn(page);
});

test('when Ory Elements cannot load, the form still signs in as a plain HTML form', async ({ page, account }) => {
  // Only Ory Elements's chunk fails; every other script, and the page signed in to, load as usual.
  const oryElements = builtChunksWith(ORY_ELEMENTS);
  await page.route(
    (url) => oryElements.has(path.basename(url.pathname)),
    (route) => route.abort(),
  );
  await page.goto('/login');
  const reported = page.waitForEvent('console', (message) => message.text().includes('could not load its code'));
  await submitPassword(page, account.email, account.password);
  await reported;
  await expectSignedIn(page);
});

test('a forgotten password: the recovery screen sends a code, which opens /security to set a new one', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'fresh');
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
  let code: string | null = null;
  await expect
    .poll(
      async () =>
        (code =
          (await sandbox.mail(request, account.email)).find((m) => m.template_type.startsWith('recovery'))?.code ??
          null),
      { message: 'the recovery code reaches the sandbox mailbox' },
    )
    .toMatch(/^\d{6}$/);
  await page.getByLabel(/code/i).first().fill(code!);
  await page
    .getByRole('button', { name: /^(continue|submit)/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/security\?flow=/);
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
});
