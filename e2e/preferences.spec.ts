/**
 * Language and theme (spec §4, §9) and the look of /login at phone and desktop widths (kept as screenshots under `npm
 * run screenshots`). The sign-in with a partner's language uses an account of its own, whose profile starts in en.
 */
import type { Page } from '@playwright/test';
import { controlHydrated } from './hydration';
import { APP, expect, fillPassword, keepScreenshot, SANDBOX, test, testCookies, byTestId } from './support';
import { seedTransactionId } from '../sandbox/api/store';

test('the language selector switches to Portuguese and the choice survives reload', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await controlHydrated(byTestId(page, 'language-select'));
  await byTestId(page, 'language-select').selectOption('pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(
    page
      .getByRole('link', { name: 'Entrar' })
      .or(page.getByRole('button', { name: 'Entrar' }))
      .first(),
  ).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'language')).toMatchObject({ value: 'pt', path: '/' });
});

test('an unsupported language cookie falls back to English', async ({ page, context }) => {
  await context.addCookies([{ name: 'language', value: 'de', url: APP }]);
  await page.goto('/404');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('theme auto follows an emulated OS change live', async ({ page, context }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/404');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await controlHydrated(byTestId(page, 'theme-select'));
  await byTestId(page, 'theme-select').selectOption('auto');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);

  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'themeSelector')?.value).toBe('auto');
  // Written to expire in 9999 (spec §9); Chromium caps every cookie at 400 days, so at least a year is kept.
  const expires = (cookies.find((c) => c.name === 'themeSelector')?.expires ?? 0) * 1000;
  expect(expires - Date.now()).toBeGreaterThan(365 * 24 * 3600 * 1000);
});

/** The page's background colour: --surface, #ffffff in light and #12171d in dark (app/globals.css). */
const SURFACE = { light: 'rgb(255, 255, 255)', dark: 'rgb(18, 23, 29)' } as const;
const surfaceOf = (page: Page) => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

test('the first paint shows the chosen theme with JavaScript off, for every selector and OS preference', async ({
  browser,
}) => {
  for (const selector of ['light', 'dark', 'auto'] as const) {
    for (const os of ['light', 'dark'] as const) {
      const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: os });
      // The test's own cookies (its fault scope, English) as on every context of the fixture, then the theme.
      await context.addCookies([...testCookies(), { name: 'themeSelector', value: selector, url: APP }]);
      const page = await context.newPage();
      await page.goto('/404');
      const shown = selector === 'auto' ? os : selector;
      expect(await surfaceOf(page), `selector ${selector}, OS ${os}`).toBe(SURFACE[shown]);
      await context.close();
    }
  }
});

test('a framed cross-site return without the theme cookie is painted in the theme the browser holds', async ({
  page,
  context,
  request,
  account,
}) => {
  await context.addCookies([{ name: 'themeSelector', value: 'dark', url: APP }]);
  await page.emulateMedia({ colorScheme: 'light' });
  // The provider's way back: the final step of one of the account's orders with its signed token, a page that stays
  // (/final-step without an id sends the browser on to /404 a second later, which would replace the page measured).
  const id = seedTransactionId(account.email, 28);
  const token = await request.get(`${SANDBOX}/__sandbox/token`, { params: { transaction: id } });
  expect(token.ok()).toBe(true);
  const returnTo = `/final-step?id=${id}&transaction=${((await token.json()) as { token: string }).token}`;
  // The document goes out without cookies, as a Lax cookie after a cross-site redirect; no bundle loads.
  let html = '';
  await page.route(
    (url) => url.pathname === '/final-step',
    async (route) => {
      // Node's fetch: no cookie at all, and the headers a browser sends on the way back from another site into a frame.
      const response = await fetch(route.request().url(), {
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'iframe' },
      });
      html = await response.text();
      const headers = Object.fromEntries(response.headers);
      delete headers['content-encoding']; // the body is already decoded
      delete headers['content-length'];
      await route.fulfill({ status: response.status, headers, body: html });
    },
  );
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
  await page.goto(returnTo);
  expect(html, 'the server rendered without the cookie').not.toMatch(/<html[^>]*class="[^"]*dark/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order completed');
  expect(await surfaceOf(page)).toBe(SURFACE.dark);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [375, 1280]) {
    test(`screenshot of /login at ${width} px, ${theme}`, async ({ page, context }) => {
      await context.addCookies([{ name: 'themeSelector', value: theme, url: APP }]);
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto('/login');
      await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await keepScreenshot(page, `screenshots/login-${width}-${theme}.png`, { fullPage: true });
    });
  }
}

test("a partner's language holds for a visitor and gives way to the profile's at sign-in (spec §4)", async ({
  page,
  context,
  account,
}) => {
  // The widget opened in Portuguese by its partner: the widget session and the language cookie say pt.
  await page.goto('/widget?language=pt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  let saves = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/user/config')) saves += 1;
  });
  await page.goto('/login?returnTo=%2Ftransactions');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await fillPassword(page, account.email, account.password);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  // Signed in with a profile in en (as the account was made): the profile's language wins, and the partner's is
  // not written to the profile.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions');
  const language = async () => (await context.cookies()).find((c) => c.name === 'language')?.value;
  expect(await language()).toBe('en');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(saves).toBe(0);
  const config = await page.request.get('/api/v1/user/config');
  expect(((await config.json()) as { lang: string }).lang).toBe('en');
});
