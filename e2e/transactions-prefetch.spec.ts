/**
 * /transactions does not prefetch the screens its rows link to: each prefetch of a protected page is a request
 * through middleware, which asks Kratos who the person is (spec §4 "Identity session"; e2e/session-once.spec.ts counts
 * one whoami per request), and a page of ten rows made about fourteen. The only /transaction request is the one of
 * the row the person opens, and it still opens within the app.
 */
import { expect, signInAs, test, byTestId } from './support';
import { PAGE_SIZE } from '../lib/transactions/filters';

test('a view of /transactions requests no row’s screen until one is opened, and the row opens in the app', async ({
  page,
  account,
}) => {
  await signInAs(page, account);
  // The ids of every /transaction request the page makes (prefetches and navigations; '' for none).
  const opened: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/transaction') opened.push(url.searchParams.get('id') ?? '');
  });
  // The signed-in data is fetched from an effect once the page has hydrated: its links are live from then on.
  const hydrated = page.waitForResponse((response) => response.url().endsWith('/api/v1/user/config'));
  await page.goto('/transactions');
  expect((await hydrated).ok()).toBe(true);
  const rows = byTestId(page, 'transaction-row');
  await expect(rows).toHaveCount(PAGE_SIZE);

  // Pointing at a row does not prefetch it either; clicking it opens it without a new document.
  const row = rows.nth(1);
  const id = (await row.getAttribute('data-id'))!;
  await row.getByRole('link').hover();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await row.getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname === '/transaction' && url.searchParams.get('id') === id);
  await expect(byTestId(page, 'transaction-detail')).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

  expect(opened.filter((other) => other !== id)).toEqual([]);
  expect(opened).toContain(id);
});
