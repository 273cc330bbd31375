/**
 * Browser Sentry (issue #2 §6). Error reporting and tracing start with the page; Session Replay (about
 * 40 KB gzip) is imported lazily once the page is idle, so it does not weigh on first load. Replay and profiling
 * sample rates are 1 (spec §9).
 */
import * as Sentry from '@sentry/nextjs';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

Sentry.init({
  ...sentryBaseOptions,
  replaysSessionSampleRate: SAMPLE_RATE,
  replaysOnErrorSampleRate: SAMPLE_RATE,
  // Browser profiling (spec §9 rate 1; issue 14 item 7): the JS Self-Profiling API, enabled for the document by the
  // `Document-Policy: js-profiling` header (next.config.ts, lib/sentry/profiling), profiles
  // every traced page load and navigation. Browsers without the API (Firefox, Safari) skip it.
  integrations: [Sentry.browserProfilingIntegration()],
  profileSessionSampleRate: SAMPLE_RATE,
  profileLifecycle: 'trace',
});

if (sentryBaseOptions.enabled && typeof window !== 'undefined') {
  const loadReplay = () => {
    import('@sentry/replay')
      .then(({ replayIntegration }) => Sentry.addIntegration(replayIntegration()))
      .catch((error) => console.warn('[sentry] replay could not load', error));
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(loadReplay, { timeout: 5_000 });
  else setTimeout(loadReplay, 2_000);
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
