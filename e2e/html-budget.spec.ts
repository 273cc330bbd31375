/**
 * The goal "HTML of a public screen ≤ 20 KB before compression", kept by a check: every public screen's HTML, as a
 * visitor gets it in English and in Portuguese, stays within its budget (e2e/html-budgets.ts: the goal, or a ratchet
 * for a screen not there yet). A sign-in screen is measured on the page of the Kratos flow it opens, the page a person
 * sees. Bytes are deterministic for a build; `npm run bench` measures the rest (JS, Lighthouse, throughput).
 */
import { HTML_BUDGETS, HTML_GOAL_BYTES, htmlLimit, htmlParts } from './html-budgets';
import { APP, expect, test, testCookies } from './support';

const LANGUAGES = ['en', 'pt'] as const;

for (const [path, budget] of Object.entries(HTML_BUDGETS)) {
  const limit = htmlLimit(budget);
  const what = budget.ratchet ? `its ratchet of ${limit} bytes (goal ${HTML_GOAL_BYTES})` : `${limit} bytes`;
  test(`${path}: the HTML a visitor gets is within ${what}, in en and pt`, async ({ page }) => {
    for (const language of LANGUAGES) {
      // A visitor's first view in each language: no cookie of the other language's views, only the test's own
      // (its fault scope).
      await page.context().clearCookies();
      // `auto` is the longest theme class the server writes on <html> (lib/theme themeClassName).
      await page
        .context()
        .addCookies([
          ...testCookies().filter((cookie) => cookie.name !== 'language'),
          { name: 'language', value: language, url: APP },
          { name: 'themeSelector', value: 'auto', url: APP },
        ]);
      let url = path;
      if (budget.kind === 'browserFlow') {
        await page.goto(path);
        await page.waitForURL(/[?&]flow=/);
        url = page.url();
      }
      // A 'flow' screen redirects through Kratos's browser init to `?flow=`: the page it lands on is measured.
      const response = await page.request.get(url, { maxRedirects: budget.kind === 'flow' ? 5 : 0 });
      if (budget.kind !== 'page') expect(response.url(), `${path} (${language}) opens a flow`).toMatch(/[?&]flow=/);
      // A redirect or an error answer would measure the wrong page.
      expect(response.status(), `${response.url()} (${language}): status`).toBe(budget.status ?? 200);
      expect(response.headers()['content-type']).toContain('text/html');
      const parts = htmlParts(await response.text());
      test.info().annotations.push({ type: `html ${language}`, description: `${parts.total} bytes` });
      expect(
        parts.total,
        `${path} (${language}): ${parts.total} bytes of HTML, over its limit of ${limit}; React's payload ` +
          `${parts.payload} bytes, the rest (markup, tags) ${parts.rest}`,
      ).toBeLessThanOrEqual(limit);
    }
  });
}
