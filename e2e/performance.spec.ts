/**
 * No request left pending after load: on the public screens every request the page starts completes (a 401 body left
 * unread keeps its request from ever finishing, and the network from going idle). The browser asks no whoami: the
 * session state starts from the server's (components/session/session-provider.tsx). Nor does a visitor's page ask the
 * server for a signed-in screen it would only be redirected from: the header's brand link (to /transactions) is
 * prefetched for a signed-in person only; for a visitor each page view cost the server a redirect and a /login render
 * more; nor does /widget prefetch its legal pages (they open in a new tab outside a webview). Sizes, Lighthouse and
 * throughput are measured by `npm run bench` and `npm run check:bundle`, not here.
 */
import { documentHydrated } from './hydration';
import { answerSentryInPage, expect, test } from './support';

/** Pages a visitor's view of each screen must not ask the server for (prefetches included). */
const NOT_ASKED: Record<string, string[]> = {
  '/widget': ['/transactions', '/terms-and-conditions', '/privacy-and-cookies-policy'],
  '/login': ['/transactions'],
  '/error': ['/transactions'],
  '/terms-and-conditions': ['/transactions'],
};

for (const [path, notAsked] of Object.entries(NOT_ASKED)) {
  test(`${path}: no request is left pending once the page has loaded; it asks for none of ${notAsked.join(', ')}`, async ({
    page,
  }) => {
    const pending = new Set<string>();
    const paths: string[] = [];
    const settle = (url: string) => pending.delete(url);
    page.on('request', (request) => {
      pending.add(request.url());
      paths.push(new URL(request.url()).pathname);
    });
    page.on('requestfinished', (request) => settle(request.url()));
    page.on('requestfailed', (request) => settle(request.url()));
    // Sentry's envelopes answered in Playwright (still counted here): see answerSentryInPage.
    await answerSentryInPage(page);
    await page.goto(path);
    // Two events, in order. The document has hydrated. Then the browser's idle callback: Next starts link prefetches
    // from effects and IntersectionObserver callbacks after hydration, and an idle callback runs only after the work
    // already queued, so any prefetch the page makes has started. A quiet network is no such event: the chunks can
    // finish before hydration starts.
    await documentHydrated(page);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    // Every request the page started finishes. One that never does (an unread 401 body, say) keeps its URL here until
    // the timeout, and the failure names it.
    await expect.poll(() => [...pending], { timeout: 15_000 }).toEqual([]);
    for (const unwanted of notAsked) expect(paths, `${unwanted} asked for by ${path}`).not.toContain(unwanted);
    expect(paths, 'the browser asks no whoami').not.toContain('/auth/sessions/whoami');
  });
}
