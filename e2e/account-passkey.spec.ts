/**
 * Passkeys on the real Kratos, added, listed and removed (Kratos `passkey` method, rp id localhost, origin
 * http://localhost:3000): Chromium's virtual authenticator (CDP WebAuthn domain: ctap2, internal transport,
 * resident key, user verification) stands in for the device's fingerprint or screen lock. Kratos's webauthn.js
 * runs under the page's nonce-based CSP (lib/auth/script-nonce.ts), so this test also proves the policy lets it.
 * The passkey is added to an account of the test's own (fresh seed: none yet).
 */
import type { Page } from '@playwright/test';
import { addVirtualAuthenticator, card, getFromPage, openSecurity, signOut } from './security-helpers';
import { expect, PASSKEY_SIGN_IN, test, byTestId, byText } from './support';

test.use({ seed: 'fresh' });

/** The methods of a Kratos session (the body of whoami), or null when signed out (no 200). */
function methodsOf(status: number, body: unknown): string[] | null {
  if (status !== 200) return null;
  const session = body as { authentication_methods?: Array<{ method?: string }> };
  return (session.authentication_methods ?? []).map((m) => m.method ?? '');
}

/**
 * The methods of the browser's current session, read with the context's cookies outside the page: for a page that is
 * navigating (the page's own fetch would end with it).
 */
async function sessionMethods(page: Page): Promise<string[] | null> {
  const whoami = await page.request.get('/auth/sessions/whoami');
  return methodsOf(whoami.status(), whoami.ok() ? await whoami.json() : null);
}

test('a passkey added on /security signs in alone on /login, and can be removed', async ({ page, account }) => {
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
  const scriptErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|webauthn/i.test(message.text()))
      scriptErrors.push(message.text());
  });

  await openSecurity(page, account);
  const passkeys = card(page, 'passkey');
  await expect(byText(passkeys, 'No passkeys yet.')).toBeVisible();
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(byText(page, 'Your changes have been saved.').first()).toBeVisible();
  const list = byTestId(passkeys, 'passkey-list');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  // Kratos's passkey method stores no name ("unnamed"): the card numbers them in the person's language.
  await expect(list.getByRole('listitem')).toContainText('Passkey 1');
  await expect(list.getByRole('listitem')).not.toContainText('unnamed');
  await expect(list.getByRole('button', { name: /^Remove Passkey 1$/ })).toBeEnabled();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);
  expect(credentials[0]!.rpId).toBe('localhost');

  // Signed out, /login offers the passkey in the e-mail field's suggestions (WebAuthn conditional mediation);
  // the authenticator answers as a person picking it would, and the passkey alone signs in: nothing typed.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => sessionMethods(page), { timeout: 20_000 }).toEqual(['passkey']);
  await expect(page).not.toHaveURL(/\/login/);

  // A browser without those suggestions: the passkey sign-in button does the same.
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: () => Promise.resolve(false),
    });
  });
  await signOut(page);
  await page.goto('/login?returnTo=%2Fsecurity');
  await page.getByRole('button', { name: PASSKEY_SIGN_IN }).click();
  await expect(page).toHaveURL(/\/security\?flow=/);
  await expect(byTestId(page, 'security-settings')).toBeVisible();
  const { status, body } = await getFromPage(page, '/auth/sessions/whoami');
  expect(methodsOf(status, body)).toEqual(['passkey']);

  // Remove it: the list is empty again and Kratos no longer knows the credential.
  await card(page, 'passkey')
    .getByRole('button', { name: /^Remove Passkey 1$/ })
    .click();
  // It asks first.
  await card(page, 'passkey').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(byText(card(page, 'passkey'), 'No passkeys yet.')).toBeVisible();
  expect(scriptErrors).toEqual([]);
});

test('/login asks the browser for passkey suggestions once per page: one request, so one submit of the flow', async ({
  page,
}) => {
  // Two requests meant two native submits of one flow when the person picked a passkey: Kratos accepted the first,
  // answered the second with a 500, and the person landed on the error screen signed out (lib/auth/onload-triggers).
  await addVirtualAuthenticator(page);
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { conditionalRequests: calls });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      if (options?.mediation === 'conditional') calls.push(window.location.pathname);
      return get(options);
    };
  });
  const requests = () =>
    page.evaluate(() => (window as unknown as { conditionalRequests: string[] }).conditionalRequests);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login\?flow=/);
  await expect.poll(requests).toEqual(['/login']);
  // The duplicate came from the same render's effects: had there been one, it is recorded by now.
  await expect(page.getByRole('textbox', { name: /e-mail/i })).toBeVisible();
  expect(await requests()).toEqual(['/login']);
});
