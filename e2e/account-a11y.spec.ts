/**
 * Accessibility of the account screens: @axe-core/playwright with the WCAG 2.2 AA tags over /profile, /security and
 * /security/history, signed in, in English on light and Portuguese on dark. Zero violations. The language is set on the
 * profile first: at sign-in the profile's language wins (spec §4). Each test signs in a demo-like account of its own
 * (a verified profile with wallets: the fullest /profile), so its preferences concern no other test.
 */
import AxeBuilder from '@axe-core/playwright';
import { prefer, WCAG_22_AA } from './a11y-helpers';
import { expect, signInAs, test } from './support';

const SCREENS = ['/profile', '/security', '/security/history'] as const;

for (const [lang, theme] of [
  ['en', 'light'],
  ['pt', 'dark'],
] as const) {
  for (const path of SCREENS) {
    // One test per screen: each signs in an account of its own, so the screens are checked side by side.
    test(`${path} in ${lang} on ${theme}: no WCAG 2.2 AA violation`, async ({ page, account }) => {
      await signInAs(page, account);
      // The app's XSRF-TOKEN cookie comes with any page; fetched outside the browser, so no page of the app runs
      // while the preferences change (a page still hydrating writes its own theme cookies back).
      expect((await page.request.get('/profile')).ok(), 'GET /profile').toBe(true);
      await prefer(page, lang, theme, true);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'pt' ? /^pt/ : /^en/);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      const found = violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(found).toEqual([]);
    });
  }
}
