/**
 * The browser Sentry SDK (issue #2 §6, spec §9), loaded by instrumentation-client.ts only once the page is idle
 * or a report is waiting (issue 11): error reporting and tracing with sample rate 1, then Session Replay (sample
 * rates 1) imported lazily on top. The pageload span still covers the whole load: Sentry's browser tracing reads
 * the navigation and web-vital timings the browser buffered since the start.
 */
import * as Sentry from '@sentry/nextjs';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

/** Starts the SDK, then adds Replay from its own chunk. */
export function startBrowserSentry(): void {
  Sentry.init({
    ...sentryBaseOptions,
    replaysSessionSampleRate: SAMPLE_RATE,
    replaysOnErrorSampleRate: SAMPLE_RATE,
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
