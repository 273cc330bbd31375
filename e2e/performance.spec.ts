/**
 * Issue 11 "No request left pending after load": on the public screens every request the page starts completes
 * (the client whoami's 401 body used to stay unread, so the request never finished and the network never went
 * idle). Sizes, Lighthouse and throughput are measured by `npm run bench` and `npm run check:bundle`, not here.
 */
import { expect, test } from './support';

for (const path of ['/widget', '/login', '/error', '/terms-and-conditions']) {
  test(`${path}: no request is left pending once the page has loaded`, async ({ page }) => {
    const pending = new Set<string>();
    page.on('request', (request) => pending.add(request.url()));
    page.on('requestfinished', (request) => pending.delete(request.url()));
    page.on('requestfailed', (request) => pending.delete(request.url()));
    const whoami = page.waitForResponse((response) => response.url().includes('/sessions/whoami'));
    await page.goto(path);
    expect((await whoami).status()).toBe(401);
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
    expect([...pending]).toEqual([]);
  });
}
