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

/** Sentry's own captureException, for errors seen before the SDK started. */
export const captureException = Sentry.captureException;
