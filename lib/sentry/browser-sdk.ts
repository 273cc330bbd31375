/**
 * The browser Sentry SDK (spec §9), loaded by instrumentation-client.ts only after the page load (the person's first
 * interaction, the page hidden or left, or a while of idle after `load`) or when a report of the app's is waiting,
 * so it stays out of the load: error reporting and tracing with sample rate 1, then Session Replay (sample rates 1)
 * imported lazily on top, and browser profiling at rate 1. The pageload span still covers the whole load, however
 * late it starts: Sentry's browser tracing reads the navigation, paint and web-vital timings the browser buffered
 * since the start (performance observers with `buffered: true`); Replay and the profiler see the page from the SDK's
 * start on.
 */
import * as Sentry from '@sentry/nextjs';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';
import { dropUnsampledServerTrace } from '@/lib/sentry/server-trace-meta';

/** Starts the SDK, then adds Replay from its own chunk. */
export function startBrowserSentry(): void {
  // The page load continues the server's trace, unless the server left it unsampled (the browser traces at rate 1).
  dropUnsampledServerTrace();
  Sentry.init({
    ...sentryBaseOptions,
    replaysSessionSampleRate: SAMPLE_RATE,
    replaysOnErrorSampleRate: SAMPLE_RATE,
    // Browser profiling (spec §9 rate 1): the JS Self-Profiling API, enabled for the document by the
    // `Document-Policy: js-profiling` header (next.config.ts, lib/sentry/profiling), profiles every traced page load
    // and navigation. Browsers without the API (Firefox, Safari) skip it.
    integrations: [Sentry.browserProfilingIntegration()],
    profileSessionSampleRate: SAMPLE_RATE,
    profileLifecycle: 'trace',
  });
  if (!sentryBaseOptions.enabled) return;
  import('@sentry/replay')
    .then(({ replayIntegration }) => Sentry.addIntegration(replayIntegration()))
    .catch((error) => console.warn('[sentry] replay could not load', error));
}

/** Sentry's span for a client-side navigation (Next's onRouterTransitionStart hook). */
export const captureRouterTransitionStart = Sentry.captureRouterTransitionStart;

/** How long a report may take to pass Sentry's processing before its event id is given up, in ms. */
export const EVENT_ID_TIMEOUT_MS = 30_000;

/**
 * Reports an error (the app's reports through lib/sentry/capture.ts, and the errors kept before the SDK started) and
 * tells the id of the event Sentry sends for it: the reference the 'General error' banner shows (spec §2, §8).
 * Sentry's own captureException returns an id at once, also for an event it then drops (its Dedupe integration drops
 * a repeat of the previous error, as the same render error after "Try again" is; an object already reported is not
 * sent again; a disabled SDK sends nothing), so the id is taken from Sentry's `beforeSendEvent` hook, which runs only
 * for an event that passed Sentry's processing and is handed to the transport.
 * @param error what went wrong
 * @param hint Sentry's capture context (tags, extra) or event hint (mechanism)
 * @returns the event id (32 hex digits) once the event is handed to the transport; undefined at once when Sentry is
 *   off (no DSN), and after {@link EVENT_ID_TIMEOUT_MS} when the event is dropped. Never rejects.
 */
export function captureException(
  error: unknown,
  hint?: Parameters<typeof Sentry.captureException>[1],
): Promise<string | undefined> {
  const client = Sentry.getClient();
  if (!client || !Sentry.isEnabled()) {
    Sentry.captureException(error, hint);
    return Promise.resolve(undefined);
  }
  return new Promise<string | undefined>((resolve) => {
    const settle = (eventId: string | undefined) => {
      stopListening();
      clearTimeout(timer);
      resolve(eventId);
    };
    // Listening before the capture: Sentry may process and send the event before captureException returns.
    const stopListening = client.on('beforeSendEvent', (event, eventHint) => {
      if (eventHint?.originalException === error && event.event_id) settle(event.event_id);
    });
    const timer = setTimeout(() => settle(undefined), EVENT_ID_TIMEOUT_MS);
    Sentry.captureException(error, hint);
  });
}
