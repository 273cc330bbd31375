/**
 * The words of the sign-in screens on the real Kratos (spec §2 sign-in screens, §4 "Language"): never Kratos's own
 * English (a malformed address, the sandbox's provider label), the code step naming the address, the second-factor
 * step opening on the authenticator app and staying that step after a wrong code, and a Portuguese visitor kept in
 * Portuguese from the registration through the e-mail verification. The texts come from messages/*.json, as the screens
 * read them. Each test uses an account or an address of its own.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { wrongTotpCode } from './security-helpers';
import { APP, expect, PASSWORD, sandbox, submitPassword, test, byTestId, byText } from './support';
import en from '../messages/en.json';
import pt from '../messages/pt.json';

const MESSAGES = { en, pt } as const;
type Language = keyof typeof MESSAGES;

/** The visitor's language, as the header's menu sets it (the `language` cookie). */
async function useLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'language', value: language, url: APP }]);
}

/**
 * The registration's submit button in `language`: "Sign up" (Kratos 1040001) on each step, "Continue" (1040003) where
 * Kratos labels it so.
 */
const signUpButton = (page: Page, language: Language) => {
  const { kratos } = MESSAGES[language].auth;
  return page.getByRole('button', { name: new RegExp(`^(${kratos['1040001']}|${kratos['1040003']})$`) }).first();
};

/** `text` with its `{address}` filled in. */
const withAddress = (text: string, address: string) => text.replace('{address}', address);

for (const language of ['en', 'pt'] as const) {
  const m = MESSAGES[language];

  test(`${language}: a malformed e-mail address on /registration is said in our words, not Kratos's`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    await page.goto('/registration');
    await expect(page).toHaveURL(/\/registration\?flow=/);
    await page
      .getByLabel(/e-?mail/i)
      .first()
      .fill('not-an-email');
    await signUpButton(page, language).click();
    await expect(byText(page, m.auth.kratos['4000040'])).toBeVisible();
    await expect(byText(page, /is not valid/)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });

  test(`${language}: the Google button says "${m.auth.google.continue}", never the provider's label`, async ({
    page,
  }) => {
    await useLanguage(page, language);
    for (const path of ['/registration', '/login-google']) {
      await page.goto(path);
      await expect(page).toHaveURL(/[?&]flow=/);
      const google = page.getByRole('button', { name: /google/i });
      await expect(google).toHaveText(m.auth.google.continue);
    }
  });
}

test('the code step names the address the code went to', async ({ page, account }) => {
  await page.goto('/login');
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(account.email);
  await page.getByRole('button', { name: en.auth.kratos['1010015'] }).click();
  await expect(page.getByRole('heading', { name: en.auth.login.codeSentTitle })).toBeVisible();
  await expect(byTestId(page, 'auth-description')).toHaveText(withAddress(en.auth.login.codeSentTo, account.email));
});

test.describe('the second-factor step of an account with an authenticator app and recovery codes', () => {
  test.use({ seed: 'mfa' });

  test('opens on the app, and after a wrong code is still that step with the same heading', async ({
    page,
    account,
  }) => {
    await page.goto('/login?returnTo=%2Ftransactions');
    await submitPassword(page, account.email, account.password);
    const heading = page.getByRole('heading', { name: en.auth.login.secondFactorTitle });
    const description = byTestId(page, 'auth-description');
    const code = page.locator('input[name="totp_code"]');
    // The one second factor shows at once: no choice of methods first.
    await expect(heading).toBeVisible();
    await expect(description).toHaveText(en.auth.kratos['1010004']);
    await expect(code).toBeVisible();
    await expect(page.getByRole('button', { name: en.auth.methods.totp.title })).toHaveCount(0);

    await code.fill(wrongTotpCode(account.totpSecret!));
    await page.locator('button[name="method"][value="totp"]').click();
    await expect(byText(page, en.auth.kratos['4000008'])).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(description).toHaveText(en.auth.kratos['1010004']);
    await expect(page.getByRole('heading', { name: en.auth.login.title, exact: true })).toHaveCount(0);
    await expect(byText(page, en.auth.login.subtitle)).toHaveCount(0);
    await expect(code).toBeVisible();

    // The recovery codes are one click away, and get in.
    await page.getByRole('button', { name: en.auth.login.switchTo.lookup_secret }).click();
    await page.locator('input[name="lookup_secret"]').fill(account.recoveryCodes![0]!);
    await page.locator('button[name="method"][value="lookup_secret"]').click();
    await expect(page).toHaveURL(/\/transactions$/);
  });
});

test('a Portuguese visitor registers with a password and verifies the address in Portuguese', async ({
  page,
  request,
}) => {
  const email = `pt-${randomUUID()}@example.com`;
  await useLanguage(page, 'pt');
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/registration\?flow=/);
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(email);
  await signUpButton(page, 'pt').click();
  await page.getByRole('button', { name: new RegExp(`^${pt.auth.methods.password.title}`) }).click();
  await page.getByLabel(new RegExp(`^${pt.auth.kratos['1070001']}`)).fill(`${PASSWORD}-new`);
  // The signed-in page reads the new profile's language (spec §4: the profile's lang wins for an active session).
  const profileRead = page.waitForResponse(
    (response) => response.url().endsWith('/user/config') && response.request().method() === 'GET',
  );
  await signUpButton(page, 'pt').click();

  // Signed in at once; the identity service asks to verify the address, in Portuguese, naming it.
  await expect(page).toHaveURL(/\/verification\?flow=/);
  expect((await profileRead).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: pt.auth.verification.codeSentTitle })).toBeVisible();
  await expect(byTestId(page, 'auth-description')).toHaveText(withAddress(pt.auth.verification.codeSentTo, email));
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  let code: string | null = null;
  await expect
    .poll(
      async () =>
        (code =
          (await sandbox.mail(request, email)).find((m) => m.template_type.startsWith('verification'))?.code ?? null),
    )
    .toMatch(/^\d{6}$/);
  await page.getByLabel(pt.auth.kratos['1070011']).fill(code!);
  await page.getByRole('button', { name: pt.auth.kratos['1070009'], exact: true }).click();
  await expect(page.getByRole('heading', { name: pt.auth.verification.doneTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  // Still Portuguese on the next load: the language cookie was never switched to the profile's default.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  const cookies = await page.context().cookies(APP);
  expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('pt');
});
