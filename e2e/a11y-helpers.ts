/**
 * What the accessibility specs share (a11y.spec.ts, account-a11y.spec.ts): axe's WCAG 2.2 AA tags and the language and
 * theme a test checks a screen in.
 */
import type { Page } from '@playwright/test';
import { apiWriteHeaders, APP, expect } from './support';

/** The axe rule tags of WCAG 2.2 AA and the levels under it. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The language and theme a visitor chose (cookies, spec §3) and, signed in, the profile's language (§4: at sign-in
 * the profile's language wins), set as the person would.
 * @param signedIn also save `lang` as the profile's language (POST /user/config); the page must hold the app's
 *   XSRF-TOKEN cookie.
 */
export async function prefer(page: Page, lang: 'en' | 'pt', theme: 'light' | 'dark', signedIn: boolean) {
  if (signedIn) {
    const saved = await page.request.post('/api/v1/user/config', {
      headers: await apiWriteHeaders(page),
      data: { lang },
    });
    expect(saved.ok(), `POST /user/config ${lang}`).toBe(true);
  }
  await page.context().addCookies([
    { name: 'language', value: lang, url: APP },
    { name: 'themeSelector', value: theme, url: APP },
    { name: 'theme', value: theme, url: APP },
  ]);
}
