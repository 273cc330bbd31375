/**
 * Browser Sentry (spec §9 sample rates 1), kept out of the page load: the SDK (lib/sentry/browser-sdk.ts, its own
 * chunks, with Replay and the profiler) is imported at the first of
 * - the person's first interaction (pointerdown, keydown or touchstart), once the browser is idle after it;
 * - the page being hidden or left (visibilitychange to hidden, pagehide): at once, the last chance to send what waits;
 * - the page having loaded and then stayed {@link START_AFTER_LOAD_MS} without either, once the browser is idle;
 * - an uncaught error or unhandled rejection: once the page has loaded and the browser is idle, without that wait;
 * - a report of the app's own (lib/sentry/capture.ts): at once.
 * Until then:
 * - uncaught errors and unhandled rejections wait in the inline early queue every page's <head> sets up before any
 *   bundle runs (lib/sentry/early-queue.ts, app/layout.tsx); the SDK reports them as Sentry's own handlers would
 *   (handled: false) and its handlers take over;
 * - lib/sentry/capture.ts reports go through the capture function registered here (SENTRY_CAPTURE_KEY): queued
 *   (and the SDK started at once) until the SDK is up, then straight to Sentry; each resolves to the id of the event
 *   Sentry sends (the 'General error' banner's reference, spec §2, §8) once the SDK has it, or to undefined when the
 *   SDK cannot be loaded;
 * - a client-side navigation before that is not traced (the pageload span, started by the SDK from the
 *   browser's buffered timings, still is).
 */
import { SENTRY_CAPTURE_KEY, type BrowserCapture } from '@/lib/sentry/defer';
import { earlyQueue, takeEarlyErrors } from '@/lib/sentry/early-queue';

type BrowserSdk = typeof import('@/lib/sentry/browser-sdk');

/**
 * How long a loaded page without interaction waits before the SDK starts (then in an idle callback). Lighthouse's
 * mobile run records a page until its network and main thread have been quiet for a while after `load`, and an SDK
 * started at `load` lengthens that window with its chunks and their main-thread work (measured in
 * docs/performance.md). 10 s stays clear of that window with room for a slower machine, while a person who only
 * reads the page is most likely still on it when the SDK starts (leaving it starts the SDK too).
 */
const START_AFTER_LOAD_MS = 10_000;

let sdk: BrowserSdk | null = null;
/** True once the SDK could not be loaded: reports then resolve to no event id at once. */
let unavailable = false;
let loading: Promise<void> | null = null;
/** Reports made before the SDK was up, each sent with the SDK, or told that it cannot be loaded (null). */
const queued: Array<(module: BrowserSdk | null) => void> = [];
/** Aborted when the SDK starts: removes every start trigger. */
const triggers = new AbortController();

/** Imports and starts the SDK once; then sends what was kept meanwhile. */
function load(): Promise<void> {
  loading ??= import('@/lib/sentry/browser-sdk')
    .then((module) => {
      module.startBrowserSentry();
      sdk = module;
      for (const { error, type } of takeEarlyErrors(earlyQueue()))
        module.captureException(error, { mechanism: { handled: false, type } });
      for (const report of queued.splice(0)) report(module);
    })
    .catch((error) => {
      console.warn('[sentry] could not load', error);
      unavailable = true;
      for (const report of queued.splice(0)) report(null);
    });
  triggers.abort();
  return loading;
}

/** Starts the SDK once the browser is idle (at once where it has no idle callbacks). */
function loadWhenIdle(): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void load(), { timeout: 5_000 });
  else void load();
}

/** Runs `then` once the page has loaded (at once if it has). */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true, signal: triggers.signal });
}

if (typeof window !== 'undefined') {
  const queue = earlyQueue();
  const capture: BrowserCapture = (error, hint) => {
    const send = (module: BrowserSdk) =>
      module.captureException(error, hint as Parameters<BrowserSdk['captureException']>[1]);
    if (sdk) return send(sdk);
    if (unavailable) return Promise.resolve(undefined);
    const eventId = new Promise<string | undefined>((resolve) =>
      queued.push((module) => resolve(module ? send(module) : undefined)),
    );
    void load();
    return eventId;
  };
  (globalThis as Record<string, unknown>)[SENTRY_CAPTURE_KEY] = capture;

  const { signal } = triggers;
  const once = { once: true, signal };
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    window.addEventListener(type, loadWhenIdle, { ...once, capture: true, passive: true });
  window.addEventListener('pagehide', () => void load(), once);
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.hidden) void load();
    },
    { signal },
  );
  afterLoad(() => setTimeout(loadWhenIdle, START_AFTER_LOAD_MS));
  // An error is worth the SDK's cost sooner, but not during the load: once loaded and idle.
  const onError = () => afterLoad(loadWhenIdle);
  if (queue.length > 0) onError();
  else for (const type of ['error', 'unhandledrejection']) window.addEventListener(type, onError, once);
}

/** Next's hook for client-side navigations: traced once the SDK is up. */
export function onRouterTransitionStart(href: string, navigationType: string): void {
  sdk?.captureRouterTransitionStart(href, navigationType);
}
