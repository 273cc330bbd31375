/**
 * The hand-over between instrumentation-client.ts and lib/sentry/capture.ts while the browser Sentry SDK has not
 * started yet (issue 11). No imports on purpose: instrumentation-client.ts is in every page's first load.
 */

/** globalThis key of the deferral that instrumentation-client.ts sets while the browser SDK is not up yet. */
export const SENTRY_DEFER_KEY = '__rampSentryDefer';

/** Queues one report until the SDK is up (and starts it now); set only in the browser, only until then. */
export type SentryDeferral = (report: () => void) => void;

/** The deferral in force, if any. */
export function sentryDeferral(): SentryDeferral | undefined {
  return (globalThis as Record<string, unknown>)[SENTRY_DEFER_KEY] as SentryDeferral | undefined;
}
