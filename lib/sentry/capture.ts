/**
 * `captureException` for the app's own code (issue 11 "Sentry: nothing in the first paint's critical path").
 *
 * In the browser the Sentry SDK starts after the page is idle (instrumentation-client.ts), so a report made
 * before that would find no client and be lost. instrumentation-client.ts therefore registers a deferral
 * (lib/sentry/defer.ts) that queues the report and starts the SDK at once; once the SDK is up
 * it removes the deferral and reports go straight through. On the server, in Jest and in any browser where the
 * SDK already runs, there is no deferral and this is Sentry's own captureException.
 */
import { captureException as sentryCaptureException } from '@sentry/nextjs';
import { sentryDeferral } from './defer';

/** The hint Sentry accepts: tags, extra, level, … */
export type CaptureHint = Parameters<typeof sentryCaptureException>[1];

/**
 * Reports an error to Sentry now, or as soon as the browser SDK has started.
 * @param error what went wrong (an Error; anything else is reported as Sentry would)
 * @param hint Sentry's capture context (tags, extra)
 * @returns nothing: reporting never throws into the caller
 */
export function captureException(...args: [error: unknown, hint?: CaptureHint]): void {
  const defer = sentryDeferral();
  if (defer) defer(() => sentryCaptureException(...args));
  else sentryCaptureException(...args);
}
