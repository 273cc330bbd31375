/**
 * The HTML goals (e2e/html-budgets.ts: a public screen ≤ 20 KB, a sign-in screen ≤ 32 KB, signed-in /transactions
 * ≤ 40 KB before compression), kept by a check: every public screen's HTML, as a visitor gets it in English and in
 * Portuguese, stays within its budget (its kind's goal, or a ratchet for a screen not there yet). A sign-in screen is
 * measured on the page of the Kratos flow it opens, the page a person sees; /transactions as a fresh account of the
 * demo seed gets it, with a full first page of rows. Bytes are deterministic for a build; `npm run bench` measures
 * the rest (JS, Lighthouse, throughput).
 */
import type { Page } from '@playwright/test';
import { HTML_BUDGETS, HTML_GOALS, htmlLimit, htmlParts, type HtmlBudget } from './html-budgets';
import { APP, expect, signInAs, test, testCookies, type Account } from './support';
import { PAGE_SIZE } from '../lib/transactions/filters';

const LANGUAGES = ['en', 'pt'] as const;

/**
 * Fetches `path`'s HTML in each language and checks it against its limit.
 * @param account signs in as this account first in each language (a signed-in screen)
 */
async function checkHtml(page: Page, path: string, budget: HtmlBudget, account?: Account) {
  const limit = htmlLimit(budget);
  for (const language of LANGUAGES) {
    // A first view in each language: no cookie of the other language's views, only the test's own (its fault scope).
    await page.context().clearCookies();
    // `auto` is the longest theme class the server writes on <html> (lib/theme themeClassName).
    await page
      .context()
      .addCookies([
        ...testCookies().filter((cookie) => cookie.name !== 'language'),
        { name: 'language', value: language, url: APP },
        { name: 'themeSelector', value: 'auto', url: APP },
      ]);
    if (account) await signInAs(page, account);
    let url = path;
    if (budget.kind === 'browserFlow') {
      await page.goto(path);
      await page.waitForURL(/[?&]flow=/);
      url = page.url();
    }
    // A 'flow' screen redirects through Kratos's browser init to `?flow=`: the page it lands on is measured.
    const response = await page.request.get(url, { maxRedirects: budget.kind === 'flow' ? 5 : 0 });
    if (budget.kind === 'flow' || budget.kind === 'browserFlow')
      expect(response.url(), `${path} (${language}) opens a flow`).toMatch(/[?&]flow=/);
    // A redirect or an error answer would measure the wrong page.
    expect(response.status(), `${response.url()} (${language}): status`).toBe(budget.status ?? 200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    // The signed-in list is measured with a full first page (a failed load would measure an empty one).
    if (budget.kind === 'signedIn')
      expect(html.match(/data-testid="transaction-row"/g)?.length, `${path} (${language}): rows`).toBe(PAGE_SIZE);
    const parts = htmlParts(html);
    test.info().annotations.push({ type: `html ${language}`, description: `${parts.total} bytes` });
    expect(
      parts.total,
      `${path} (${language}): ${parts.total} bytes of HTML, over its limit of ${limit}; React's payload ` +
        `${parts.payload} bytes, the rest (markup, tags) ${parts.rest}`,
    ).toBeLessThanOrEqual(limit);
  }
}

for (const [path, budget] of Object.entries(HTML_BUDGETS)) {
  const limit = htmlLimit(budget);
  const what = budget.ratchet ? `its ratchet of ${limit} bytes (goal ${HTML_GOALS[budget.kind]})` : `${limit} bytes`;
  if (budget.kind === 'signedIn') {
    // A fresh account of the demo seed: 36 transactions, so a full first page.
    test(`${path}: the HTML a signed-in person gets is within ${what}, in en and pt`, async ({ page, account }) => {
      await checkHtml(page, path, budget, account);
    });
  } else {
    test(`${path}: the HTML a visitor gets is within ${what}, in en and pt`, async ({ page }) => {
      await checkHtml(page, path, budget);
    });
  }
}
