/**
 * The browser Sentry SDK stays out of the page load (instrumentation-client.ts): its chunks are not asked for while
 * the page loads and settles; the person's first interaction starts it. Errors before that are not lost: the inline
 * early queue of every page's <head> (lib/sentry/early-queue.ts) keeps an uncaught error and an unhandled rejection
 * thrown before any bundle ran, and the SDK reports them to the sandbox's Sentry ingest as uncaught (handled: false).
 *
 * The envelopes go to the real sandbox here (no answerSentryInPage): the events are read back from its sink.
 */
import type { Page } from '@playwright/test';
import { browserSentryChunks } from './bench-sentry';
import { expect, sandbox, test } from './support';

/** File names of the build's lazy chunks that hold the browser SDK (e2e/bench-sentry.ts). */
const SDK_CHUNKS = browserSentryChunks();
const isSdkChunk = (url: string) => SDK_CHUNKS.some((file) => url.endsWith(`/${file}`));

/** The SDK chunks the page has asked for so far (its network requests, recorded from now on). */
function sdkRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (isSdkChunk(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Resolves in the page's next idle callback: after every task the page queued before it (FIFO). */
const idle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));

/** The SDK chunks the page's module loader has added as scripts (synchronously, when something imports them). */
const sdkScriptsInPage = (page: Page) =>
  page
    .evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean))
    .then((srcs) => srcs.filter(isSdkChunk));

for (const path of ['/widget', '/login']) {
  test(`${path}: the Sentry SDK is not loaded with the page; the first key press starts it`, async ({ page }) => {
    const requested = sdkRequests(page);
    await page.goto(path);
    // The load event has passed. The app's own bundle has run (it registers the capture function) and the browser has
    // gone idle after the load: until now the SDK started in an idle callback queued at `load`, which runs first.
    await expect.poll(() => page.evaluate(() => '__rampSentryCapture' in window)).toBe(true);
    await idle(page);
    expect(await sdkScriptsInPage(page), 'SDK chunks added by the page during the load').toEqual([]);
    expect(requested, 'SDK chunks requested during the load').toEqual([]);

    const sdkAsked = page.waitForRequest((request) => isSdkChunk(request.url()));
    await page.keyboard.press('Shift');
    await sdkAsked;
  });
}

test('an uncaught error and an unhandled rejection before any bundle runs reach Sentry once the person acts', async ({
  page,
  request,
  scope,
}) => {
  const marker = `early-${scope}`;
  // Both thrown right after the inline queue is set up (its assignment to window), before the app's bundles run.
  await page.addInitScript((mark) => {
    let queue: unknown;
    Object.defineProperty(window, '__rampEarly', {
      configurable: true,
      get: () => queue,
      set(value) {
        queue = value;
        setTimeout(() => {
          (window as unknown as Record<string, unknown>).__earlyThrownBeforeBundles = !(
            '__rampSentryCapture' in window
          );
          void Promise.reject(new Error(`${mark} rejection`));
          throw new Error(`${mark} uncaught`);
        });
      },
    });
  }, marker);
  await page.goto('/terms-and-conditions');
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__earlyThrownBeforeBundles)).toBe(
    true,
  );

  await page.keyboard.press('Shift');
  const ours = async () =>
    (await sandbox.sentryEvents(request)).filter((event) => JSON.stringify(event).includes(marker));
  await expect.poll(async () => (await ours()).length, { timeout: 20_000 }).toBe(2);
  const exceptions = (await ours()).map((event) => {
    const [exception] = (event.exception as { values: Array<Record<string, unknown>> }).values;
    return { value: exception?.value, handled: (exception?.mechanism as { handled?: boolean })?.handled };
  });
  expect(exceptions).toEqual(
    expect.arrayContaining([
      { value: `${marker} uncaught`, handled: false },
      { value: `${marker} rejection`, handled: false },
    ]),
  );
  // Reported by the browser SDK (the server's events say platform node).
  for (const event of await ours()) expect(event).toMatchObject({ platform: 'javascript' });
});
