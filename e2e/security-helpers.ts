/**
 * Helpers of the /security and second-factor browser tests: the cards of the settings flow, TOTP codes computed from
 * the secret the flow shows (otpauth), the second-factor step of an account with an authenticator app and recovery
 * codes (an `mfa` account of the test's own), and keyboard-only moves.
 */
import type { CDPSession, Locator, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { controlHydrated } from './hydration';
import { expect, signInAs, submitPassword, totpCode, type Account, byTestId } from './support';

/** The current code of a TOTP secret, with its window's last seconds avoided (support.ts). */
export { totpCode };

/** The card (form) of one node group of the settings flow on /security. */
export function card(page: Page, group: 'password' | 'totp' | 'lookup_secret' | 'passkey' | 'oidc'): Locator {
  // Visible only: right after a change, the router can keep the previous render of the screen in the DOM, hidden,
  // beside the new one (seen once: two 'totp-linked' blocks, one hidden).
  return page.locator(`form[data-group="${group}"]`).filter({ visible: true });
}

/** A 6-digit code that is not the current one (nor the neighbours Kratos may accept). */
export function wrongTotpCode(secret: string): string {
  const totp = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' });
  const now = Date.now();
  const near = new Set([-1, 0, 1].map((step) => totp.generate({ timestamp: now + step * 30_000 })));
  let code = 0;
  while (near.has(String(code).padStart(6, '0'))) code += 1;
  return String(code).padStart(6, '0');
}

/** What the sign-in screens need of an account with a second factor (an `mfa` {@link Account}). */
export type SecondFactorAccount = Pick<Account, 'email' | 'password' | 'totpSecret'>;

/**
 * Signs an account with a second factor in on the /login screen with the password alone, from `path`: ends on the
 * second-factor step, an aal1 session.
 */
export async function passwordOnly(page: Page, account: SecondFactorAccount, path = '/login') {
  await page.goto(path);
  await submitPassword(page, account.email, account.password);
  await page
    .locator('input[name="totp_code"]')
    .or(page.getByRole('button', { name: 'Authenticator app' }))
    .first()
    .waitFor();
}

/** A second factor of Kratos: the authenticator app's current code, or one recovery code (lookup_secret). */
export type SecondFactor = 'totp' | { recoveryCode: string };

/**
 * On the second-factor step: sends the current TOTP code of `account` (`method` 'totp', the default) or the recovery
 * code given, after choosing that method when the step offers a choice. The TOTP code is made last, just before it
 * is typed, so it is still current when Kratos checks it.
 */
export async function passSecondFactor(page: Page, account: SecondFactorAccount, method: SecondFactor = 'totp') {
  const [group, chooserName, field] =
    method === 'totp'
      ? (['totp', 'Authenticator app', 'totp_code'] as const)
      : (['lookup_secret', 'Recovery code', 'lookup_secret'] as const);
  const chooser = page.getByRole('button', { name: chooserName });
  if (await chooser.isVisible()) await chooser.click();
  let code: string;
  if (method !== 'totp') code = method.recoveryCode;
  else if (account.totpSecret) code = await totpCode(account.totpSecret);
  else throw new Error(`${account.email} has no authenticator app: make it from the mfa seed`);
  await page.locator(`input[name="${field}"]`).fill(code);
  await page.locator(`button[name="method"][value="${group}"]`).click();
}

/**
 * GETs `path` of the app with the page's own fetch and resolves to the status and the JSON body (null when there is
 * none): the request carries exactly what the browser sends (its cookies, its Origin), as the screen's own calls do.
 * The page must be on the app.
 */
export async function getFromPage(page: Page, path: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    const text = await response.text();
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      return { status: response.status, body: null };
    }
  }, path);
}

/** Presses Tab (at most 60 times) until `target` has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator) {
  // A settings control the server rendered disabled takes no focus until its form is live: Tab would skip it.
  await expect(target).toBeEnabled();
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * Signs out with the header's button and waits for /login. The button acts only once React has hydrated it: right
 * after a load (a settings change reloads /security) it can still be the server's HTML, and a click on it does nothing.
 */
export async function signOut(page: Page) {
  const button = page.getByRole('button', { name: 'Sign out' });
  await controlHydrated(button);
  await button.click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * Signs `account` in without the screens and opens /security, which starts a settings flow: ends on
 * /security?flow=… with a fresh sign-in (recent enough for privileged changes).
 */
export async function openSecurity(page: Page, account: Account) {
  await signInAs(page, account, '/security');
  await expect(page).toHaveURL(/\/security\?flow=/);
  await expect(byTestId(page, 'security-settings')).toBeVisible();
}

/**
 * Chromium's virtual authenticator on `page` (CDP WebAuthn domain): a platform authenticator (ctap2, internal
 * transport) that creates discoverable credentials and verifies the user without asking, as a fingerprint would.
 * @returns the CDP session and the authenticator id, to read its credentials (WebAuthn.getCredentials).
 */
export async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
