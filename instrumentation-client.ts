/**
 * Browser Sentry (issue #2 §6). Error reporting and tracing start with the page; Session Replay (about
 * 40 KB gzip) is imported lazily once the page is idle, so it does not weigh on first load. Replay sample
 * rates are 1 (spec §9).
 */
import * as Sentry from '@sentry/nextjs';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

Sentry.init({
  ...sentryBaseOptions,
  replaysSessionSampleRate: SAMPLE_RATE,
  replaysOnErrorSampleRate: SAMPLE_RATE,
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
