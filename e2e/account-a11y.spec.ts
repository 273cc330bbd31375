/**
 * The account screens (issue 9) under axe, WCAG 2.2 AA: /profile, /security and /security/history, light and
 * dark, English and Portuguese; and the screenshots of the three at phone (375 px) and desktop (1280 px) width,
 * saved under screenshots/ (git-ignored) for a person to look at.
 */
import { expectNoAxeViolations } from './axe';
import { expect, sandbox, signInEnglish, test } from './support';

const SCREENS = [
  { path: '/profile', ready: 'profile-details' },
  { path: '/security', ready: 'security-settings' },
  { path: '/security/history', ready: null },
] as const;

test.beforeAll(async ({ request }) => {
  await sandbox.reset(request);
});

test('the account screens have no axe violations, light and dark, en and pt (screenshots at 375 and 1280 px)', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInEnglish(page, 'demo@example.com', '/profile');
  for (const language of ['en', 'pt'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await context.addCookies([
        { name: 'language', value: language, url: 'http://localhost:3000' },
        { name: 'themeSelector', value: theme, url: 'http://localhost:3000' },
      ]);
      for (const screen of SCREENS) {
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
          await page.goto(screen.path);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          if (screen.ready) await expect(page.getByTestId(screen.ready)).toBeVisible();
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.getByRole('button', { name: language === 'en' ? 'Sign out' : 'Sair' })).toBeVisible();
          if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
          const name = `${screen.path.slice(1).replace(/\//g, '-')}-${width}-${theme}-${language}`;
          await page.screenshot({ path: `screenshots/account/${name}.png`, fullPage: true });
          if (width === 1280) await expectNoAxeViolations(page, name);
        }
      }
    }
  }
});
