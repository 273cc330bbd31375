/**
 * `captureException` for the app's own code, keeping Sentry out of the first paint's critical path.
 *
 * In the browser the Sentry SDK starts after the page load (instrumentation-client.ts), in its own chunk: this
 * module never imports `@sentry/nextjs` statically, so Sentry's capture API stays out of every page's first load.
 * instrumentation-client.ts registers a capture function (lib/sentry/defer.ts) that queues a report made before
 * the SDK is up (and starts the SDK at once) and passes later ones straight to Sentry. Where none is registered
 * (the server, Jest), Sentry's own captureException is imported on first use; the report keeps the caller's async
 * context (Sentry's scopes follow the promise chain), so server reports carry their request as before.
 */
import type { captureException as SentryCaptureException } from '@sentry/nextjs';
import { browserCapture } from './defer';

/** The hint Sentry accepts: tags, extra, level, … */
export type CaptureHint = Parameters<typeof SentryCaptureException>[1];

/**
 * Reports an error to Sentry now, or as soon as the Sentry SDK is there.
 * @param error what went wrong (an Error; anything else is reported as Sentry would)
 * @param hint Sentry's capture context (tags, extra)
 * @returns nothing: reporting never throws into the caller (a failure to load the SDK is logged)
 */
export function captureException(...args: [error: unknown, hint?: CaptureHint]): void {
  const capture = browserCapture();
  if (capture) {
    capture(...args);
    return;
  }
  import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(...args))
    .catch((error: unknown) => console.warn('[sentry] could not report', error));
}
