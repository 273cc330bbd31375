/**
 * Sign-in, return-to, logout and the route groups (spec §2, §4). Each test signs in with an account of its own: the
 * tests of the /login screen through that screen, the others without it (signInAs).
 */
import { controlHydrated } from './hydration';
import { signOut } from './security-helpers';
import {
  expect,
  newAccount,
  PASSKEY_SIGN_IN,
  redirectChain,
  sandbox,
  signInAs,
  submitPassword,
  test,
  byTestId,
} from './support';

test('a visitor on /transactions signs in with the password and lands back on /transactions', async ({
  page,
  account,
}) => {
  const response = await page.goto('/transactions');
  expect(redirectChain(response)).toContainEqual(expect.stringMatching(/\/login\?returnTo=%2Ftransactions$/));
  await expect(page).toHaveURL(/\/login\?flow=/);
  await submitPassword(page, account.email, account.password);
  await expect(page).toHaveURL(/\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('a person signs in with a code emailed by the identity service', async ({ page, request, account }) => {
  const response = await page.goto('/billing-details');
  expect(redirectChain(response)).toContainEqual(expect.stringMatching(/\/login\?returnTo=%2Fbilling-details$/));
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(account.email);
  await page.getByRole('button', { name: /code/i }).first().click();

  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const mail = await sandbox.mail(request, account.email);
        code = mail.find((m) => m.template_type.startsWith('login_code'))?.code ?? null;
        return code;
      },
      { message: 'the login code reaches the sandbox mailbox' },
    )
    .toMatch(/^\d{6}$/);

  // Spec §2 `code`: the same code step opened from a link carrying the code comes pre-filled.
  await page.goto(`${page.url()}&code=${code!}`);
  await expect(page.getByLabel(/code/i)).toHaveValue(code!);
  await page
    .getByRole('button', { name: /^(continue|sign in|submit)$/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/billing-details$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing details' })).toBeVisible();
});

test('a wrong password is refused with a message and nothing is lost', async ({ page, account }) => {
  await page.goto('/login');
  await submitPassword(page, account.email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: /email or password is incorrect/i })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByLabel(/e-?mail/i).first()).toHaveValue(account.email);
});

/** Answers to a sign-in submit that Ory Elements does not show itself, and what the card says about each. */
const UNSHOWN_ANSWERS = [
  {
    what: "the identity service does not answer (the /auth proxy's 502, lib/security/proxy-handler.ts)",
    answer: { status: 502, json: { error: 'upstream_unreachable', message: 'The service is not reachable.' } },
    says: /did not answer, so nothing was sent/,
  },
  {
    what: "the edge refuses more attempts from this address (deploy/nginx.conf's 429)",
    answer: {
      status: 429,
      headers: { 'retry-after': '10' },
      json: { error: { code: 429, status: 'Too Many Requests', message: 'Too many attempts.' } },
    },
    says: /Too many attempts from this connection/,
  },
];

for (const { what, answer, says } of UNSHOWN_ANSWERS) {
  test(`a sign-in submit when ${what}: the card says so and keeps the form; sent again, it signs in`, async ({
    page,
    account,
  }) => {
    await page.goto('/login?returnTo=%2Ftransactions');
    await expect(page).toHaveURL(/\/login\?flow=/);
    // The answer comes for the first submit only.
    let failing = true;
    await page.route(/\/auth\/self-service\/login\?flow=/, (route) =>
      failing && route.request().method() === 'POST' ? route.fulfill(answer) : route.continue(),
    );
    await submitPassword(page, account.email, account.password);
    await expect(byTestId(page, 'auth-submit-failed')).toHaveText(says);
    await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
    failing = false;
    await page.locator('input[name="password"]').fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });
}

test('logout ends the session and protected pages ask to sign in again', async ({ page, account }) => {
  await signInAs(page, account, '/transactions');
  await expect(page).toHaveURL(/\/transactions$/);
  await signOut(page);
  // Logout returns to the page the person was on; without a session that page asks to sign in.
  await expect(page).toHaveURL(/\/login\?flow=/);
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  const response = await page.goto('/transactions');
  expect(redirectChain(response)).toContainEqual(expect.stringMatching(/\/login\?returnTo=%2Ftransactions$/));
  await expect(page.getByLabel(/^password/i)).toBeVisible();
});

test('a signed-in person opening /login is sent to the landing page', async ({ page, account }) => {
  await signInAs(page, account);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/transactions$/);
  await page.goto('/verification');
  await expect(page).toHaveURL(/\/transactions$/);
});

test('/ goes to /login and an unknown path to /404', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?flow=/);
  await expect(page.getByLabel(/^password/i)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(byTestId(page, 'not-found')).toBeVisible();
});

test('/login offers the methods its flow holds: the sandbox has Google and passkeys, so both are there', async ({
  page,
}) => {
  // The same screen without them is e2e/production.spec.ts's (deploy/kratos.yml with its variables unset).
  await page.goto('/login?returnTo=%2Fprofile');
  await expect(page.getByRole('button', { name: PASSKEY_SIGN_IN })).toBeVisible();
  const google = byTestId(page, 'google-sign-in');
  await expect(google).toHaveText('Continue with Google');
  await expect(google).toHaveAttribute('href', '/login-google?returnTo=http%3A%2F%2Flocalhost%3A3000%2Fprofile');
  await google.click();
  await expect(page).toHaveURL(/\/login-google\?.*flow=/);
  await expect(page.getByRole('button', { name: /google/i })).toBeVisible();
  await expect(byTestId(page, 'sign-in-method-unavailable')).toHaveCount(0);
});

test('the login screen refuses to send people to another site after signing in', async ({ page, account }) => {
  await page.goto('/login?returnTo=%2F%2Fevil.example%2Fsteal');
  await submitPassword(page, account.email, account.password);
  await expect(page).toHaveURL(/^http:\/\/localhost:3000\/transactions$/);
});

test('a person with a pending action gets their first incomplete transaction prefetched', async ({ page, request }) => {
  const account = await newAccount(request, 'pending');
  const prefetch = page.waitForRequest((r) => r.url().includes('/api/v1/user/transactions?'));
  await signInAs(page, account, '/transactions');
  const url = new URL((await prefetch).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'incomplete', offset: '0', limit: '1' });
});

test("a signed-in person's profile language wins over the browser's", async ({ page, context, account }) => {
  await signInAs(page, account, '/transactions');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible(); // the session is known
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/v1/user/config'));
  await controlHydrated(byTestId(page, 'language-select'));
  await byTestId(page, 'language-select').selectOption('pt'); // saved to the profile config
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await context.clearCookies({ name: 'language' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Transações' })).toBeVisible();
});
