/**
 * Browser Sentry (spec §9 sample rates 1), kept out of the first paint's critical path:
 * the SDK (lib/sentry/browser-sdk.ts, its own chunk) is imported once the page has loaded and is idle, or at once
 * when something must be reported sooner. Until then:
 * - uncaught errors and unhandled rejections are kept and reported when the SDK is up;
 * - lib/sentry/capture.ts reports go through the capture function registered here (SENTRY_CAPTURE_KEY): queued
 *   (and the SDK started at once) until the SDK is up, then straight to Sentry;
 * - a client-side navigation before that is not traced (the pageload span, started by the SDK from the
 *   browser's own timings, still is).
 */
import { SENTRY_CAPTURE_KEY, type BrowserCapture } from '@/lib/sentry/defer';

type BrowserSdk = typeof import('@/lib/sentry/browser-sdk');

let sdk: BrowserSdk | null = null;
let loading: Promise<void> | null = null;
const queued: Array<() => void> = [];
const early: unknown[] = [];
const onError = (event: ErrorEvent) => early.push(event.error ?? new Error(event.message));
const onRejection = (event: PromiseRejectionEvent) => early.push(event.reason);

/** Imports and starts the SDK once; then sends what was kept meanwhile. */
function load(): Promise<void> {
  loading ??= import('@/lib/sentry/browser-sdk')
    .then((module) => {
      module.startBrowserSentry();
      sdk = module;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      for (const error of early.splice(0)) module.captureException(error, { mechanism: { handled: false } });
      for (const report of queued.splice(0)) report();
    })
    .catch((error) => console.warn('[sentry] could not load', error));
  return loading;
}

if (typeof window !== 'undefined') {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const capture: BrowserCapture = (error, hint) => {
    if (sdk) {
      sdk.captureException(error, hint as Parameters<BrowserSdk['captureException']>[1]);
      return;
    }
    queued.push(() => sdk?.captureException(error, hint as Parameters<BrowserSdk['captureException']>[1]));
    void load();
  };
  (globalThis as Record<string, unknown>)[SENTRY_CAPTURE_KEY] = capture;
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(() => void load(), { timeout: 5_000 }) : load();
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** Next's hook for client-side navigations: traced once the SDK is up. */
export function onRouterTransitionStart(href: string, navigationType: string): void {
  sdk?.captureRouterTransitionStart(href, navigationType);
}
