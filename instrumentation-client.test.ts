/**
 * @jest-environment jsdom
 *
 * The browser's capture function (instrumentation-client.ts, registered under SENTRY_CAPTURE_KEY): a report made
 * before the Sentry SDK is up starts the SDK and resolves to the id of the event the SDK sends; when the SDK cannot be
 * loaded, reports resolve to no id (never a made-up one) and never hang.
 */
import { SENTRY_CAPTURE_KEY, type BrowserCapture } from '@/lib/sentry/defer';

const EVENT_ID = '9b1deb4d3b7d4bad9bdd2b0d7b3dcb6d';
const globals = globalThis as Record<string, unknown>;

/** Loads instrumentation-client.ts afresh with `sdk` as the lazily imported browser SDK, and returns its capture. */
function freshCapture(sdk: () => unknown): BrowserCapture {
  delete globals[SENTRY_CAPTURE_KEY];
  // A fresh registry: the module's own lazy import of the SDK, run later, meets this test's mock.
  jest.resetModules();
  jest.doMock('@/lib/sentry/browser-sdk', sdk);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module runs on import: required afresh after the registry's reset
  require('./instrumentation-client');
  return globals[SENTRY_CAPTURE_KEY] as BrowserCapture;
}

beforeEach(() => {
  console.warn = jest.fn();
});

describe('the browser capture function', () => {
  it('queues a report made before the SDK is up, starts the SDK, and resolves to the id of the event sent', async () => {
    const startBrowserSentry = jest.fn();
    const captureException = jest.fn(() => Promise.resolve(EVENT_ID));
    const capture = freshCapture(() => ({ startBrowserSentry, captureException }));
    const error = new Error('render failed');
    await expect(capture(error, { tags: { boundary: 'general-error' } })).resolves.toBe(EVENT_ID);
    expect(startBrowserSentry).toHaveBeenCalledTimes(1);
    expect(captureException).toHaveBeenCalledWith(error, { tags: { boundary: 'general-error' } });
    // Once the SDK is up, a report goes straight to it.
    await expect(capture(new Error('later'))).resolves.toBe(EVENT_ID);
    expect(startBrowserSentry).toHaveBeenCalledTimes(1);
  });

  it('resolves to no id when the SDK cannot be loaded, for the waiting report and for later ones', async () => {
    const capture = freshCapture(() => {
      throw new Error('ChunkLoadError: Loading chunk failed');
    });
    await expect(capture(new Error('render failed'))).resolves.toBeUndefined();
    await expect(capture(new Error('later'))).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith('[sentry] could not load', expect.any(Error));
  });
});
