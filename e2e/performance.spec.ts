/**
 * No request left pending after load: on the public screens every request the page starts completes
 * (the client whoami's 401 body used to stay unread, so the request never finished and the network never went
 * idle). Nor does a visitor's page ask the server for a signed-in screen it would only be redirected from: the
 * header's brand link (to /transactions) is prefetched for a signed-in person only; for a visitor each page view cost
 * the server a redirect and a /login render more; nor does /widget prefetch its legal pages (they open in a new tab
 * outside a webview). Sizes, Lighthouse and throughput are measured by `npm run bench` and `npm run check:bundle`, not here.
 */
import { answerSentryInPage, expect, test } from './support';

/**
 * The goal is "no request left pending after load": the page has finished when its network has stayed this long
 * with no request in flight or starting (every request is tracked by its own events below).
 */
const QUIET_MS = 500;

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
    let lastActivity = Date.now();
    const settle = (url: string) => {
      pending.delete(url);
      lastActivity = Date.now();
    };
    page.on('request', (request) => {
      pending.add(request.url());
      paths.push(new URL(request.url()).pathname);
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => settle(request.url()));
    page.on('requestfailed', (request) => settle(request.url()));
    // Sentry's envelopes answered in Playwright (still counted here): see answerSentryInPage.
    await answerSentryInPage(page);
    const whoami = page.waitForResponse((response) => response.url().includes('/sessions/whoami'));
    await page.goto(path);
    expect((await whoami).status()).toBe(401);
    // Every request the page started finishes, and none starts for QUIET_MS. Not `networkidle`: on a slow machine
    // it fires in the quiet between the chunks and the whoami that hydration starts later, before that whoami's
    // body is in (seen on CI, and at 8× CPU throttling). A request that never finishes (an unread 401 body, say)
    // keeps its URL here until the timeout, and the failure names it.
    await expect
      .poll(() => (pending.size > 0 ? [...pending] : Date.now() - lastActivity >= QUIET_MS ? 'quiet' : 'active'), {
        timeout: 15_000,
      })
      .toBe('quiet');
    for (const unwanted of notAsked) expect(paths, `${unwanted} asked for by ${path}`).not.toContain(unwanted);
  });
}
