/**
 * Helpers of the /security and second-factor browser tests: the cards of the settings flow, TOTP codes computed from
 * the secret the flow shows (otpauth), the seeded mfa@ identity's factors, and keyboard-only moves.
 */
import type { APIRequestContext, CDPSession, Locator, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { APP, expect, SANDBOX, signInEnglish, submitPassword } from './support';

/** The card (form) of one node group of the settings flow on /security. */
export function card(page: Page, group: 'password' | 'totp' | 'lookup_secret' | 'passkey' | 'oidc'): Locator {
  // Visible only: right after a change, the router can keep the previous render of the screen in the DOM, hidden,
  // beside the new one (seen once: two 'totp-linked' blocks, one hidden).
  return page.locator(`form[data-group="${group}"]`).filter({ visible: true });
}

/** The current 6-digit code of a base32 TOTP secret (SHA-1, 30 s: what Kratos uses). */
export function totpCode(secret: string): string {
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
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

export interface MfaSeed {
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
}

/** The seeded mfa@example.com identity's TOTP secret and recovery codes (sandbox GET /__sandbox/identities/mfa). */
export async function mfaSeed(request: APIRequestContext): Promise<MfaSeed> {
  const response = await request.get(`${SANDBOX}/__sandbox/identities/mfa`);
  expect(response.ok(), 'mfa seed').toBe(true);
  return (await response.json()) as MfaSeed;
}

/**
 * Signs mfa@example.com in with the password alone (English pinned), from `path`: ends on the second-factor step, an
 * aal1 session.
 */
export async function passwordOnly(page: Page, seed: MfaSeed, path = '/login') {
  await page.context().addCookies([{ name: 'language', value: 'en', url: APP }]);
  await page.goto(path);
  await submitPassword(page, seed.email, seed.password);
  await page
    .locator('input[name="totp_code"]')
    .or(page.getByRole('button', { name: 'Authenticator app' }))
    .first()
    .waitFor();
}

/** A second factor of Kratos: the authenticator app's current code, or one recovery code (lookup_secret). */
export type SecondFactor = 'totp' | { recoveryCode: string };

/**
 * On the second-factor step: sends the current TOTP code of `seed` (`method` 'totp', the default) or the recovery
 * code given, after choosing that method when the step offers a choice.
 */
export async function passSecondFactor(page: Page, seed: MfaSeed, method: SecondFactor = 'totp') {
  const [group, chooserName, field, code] =
    method === 'totp'
      ? (['totp', 'Authenticator app', 'totp_code', totpCode(seed.totpSecret)] as const)
      : (['lookup_secret', 'Recovery code', 'lookup_secret', method.recoveryCode] as const);
  const chooser = page.getByRole('button', { name: chooserName });
  if (await chooser.isVisible()) await chooser.click();
  await page.locator(`input[name="${field}"]`).fill(code);
  await page.locator(`button[name="method"][value="${group}"]`).click();
}

/** Presses Tab (at most 60 times) until `target` has the focus: the way a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** Signs out with the header's button and waits for /login. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Signs `email` in (English pinned) and opens /security, which starts a settings flow: ends on /security?flow=…. */
export async function openSecurity(page: Page, email: string) {
  await signInEnglish(page, email, '/profile');
  await page.goto('/security');
  await expect(page).toHaveURL(/\/security\?flow=/);
  await expect(page.getByTestId('security-settings')).toBeVisible();
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
