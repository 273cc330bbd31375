/**
 * `captureException` for the app's own code, keeping Sentry out of the first paint's critical path.
 *
 * In the browser the Sentry SDK starts after the page load (instrumentation-client.ts), in its own chunk: this
 * module never imports `@sentry/nextjs` statically, so Sentry's capture API stays out of every page's first load.
 * instrumentation-client.ts registers a capture function (lib/sentry/defer.ts) that queues a report made before
 * the SDK is up (and starts the SDK at once) and passes later ones straight to Sentry. Where none is registered
 * (the server, Jest), Sentry's own captureException is imported on first use; the report keeps the caller's async
 * context (Sentry's scopes follow the promise chain), so server reports carry their request as before.
 *
 * Each report resolves to its event id, the reference a person can quote for a browser error (spec §2, §8 'General
 * error' banner). One error object is reported once: Sentry sends an object only the first time it is captured and
 * hands a later capture an id of no event, so a second capture of the same object (React runs an effect twice in
 * development) gets the first report's id.
 */
import type { captureException as SentryCaptureException } from '@sentry/nextjs';
import { browserCapture } from './defer';

/** The hint Sentry accepts: tags, extra, level, … */
export type CaptureHint = Parameters<typeof SentryCaptureException>[1];

/** The report of each error object already captured here. */
const reports = new WeakMap<object, Promise<string | undefined>>();

/** Sends one report (the caller's arguments as given): the browser's capture function, else Sentry imported now. */
function send(args: [error: unknown, hint?: CaptureHint]): Promise<string | undefined> {
  const capture = browserCapture();
  if (capture) return capture(...args);
  return import('@sentry/nextjs')
    .then((Sentry) => Sentry.captureException(...args))
    .catch((failure: unknown) => {
      console.warn('[sentry] could not report', failure);
      return undefined;
    });
}

/**
 * Reports an error to Sentry now, or as soon as the Sentry SDK is there.
 * @param error what went wrong (an Error; anything else is reported as Sentry would)
 * @param hint Sentry's capture context (tags, extra)
 * @returns the Sentry event id (32 hex digits) once known: in the browser the id of the event Sentry sends, undefined
 *   when it sends none (Sentry off, the event dropped, the SDK not loadable); on the server and in Jest the id
 *   Sentry's captureException returns. Never rejects, and reporting never throws into the caller (a failure to load
 *   the SDK is logged).
 */
export function captureException(...args: [error: unknown, hint?: CaptureHint]): Promise<string | undefined> {
  const [error] = args;
  const key = typeof error === 'object' && error !== null ? error : null;
  const known = key ? reports.get(key) : undefined;
  if (known) return known;
  const report = send(args);
  if (key) reports.set(key, report);
  return report;
}
