/**
 * The hand-over between instrumentation-client.ts and lib/sentry/capture.ts in the browser: the SDK is
 * imported lazily, so the app's own reports reach it through a function instrumentation-client.ts registers on
 * globalThis instead of a static import of `@sentry/nextjs` (which would put Sentry's capture API into every page's
 * first load). No imports on purpose: instrumentation-client.ts is in every page's first load.
 */

/** globalThis key of the browser's capture function, set by instrumentation-client.ts (browser only). */
export const SENTRY_CAPTURE_KEY = '__rampSentryCapture';

/**
 * Reports one error: before the SDK is up it is queued (and the SDK starts at once); after, it goes straight to
 * Sentry (lib/sentry/browser-sdk.ts `captureException`). Same arguments as Sentry's (error, capture context).
 * Resolves to the id of the event Sentry sends, or undefined when none is sent (Sentry off, the event dropped, the
 * SDK not loadable); never rejects.
 */
export type BrowserCapture = (error: unknown, hint?: unknown) => Promise<string | undefined>;

/** The browser's capture function, if registered (never on the server or in Jest's node environment). */
export function browserCapture(): BrowserCapture | undefined {
  return (globalThis as Record<string, unknown>)[SENTRY_CAPTURE_KEY] as BrowserCapture | undefined;
}
