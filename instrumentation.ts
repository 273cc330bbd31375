/**
 * Server start-up: the production configuration check (issue 10 item 9), then server-side Sentry (Node and Edge
 * runtimes) and the report of errors thrown while rendering on the server. Profiling sample rate 1 (spec §9) is
 * set where the runtime supports it.
 */
import * as Sentry from '@sentry/nextjs';
import { isNodeRuntime } from '@/lib/config';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

/**
 * Called once when the server starts. On Node, a production start without its required variables (or with a
 * malformed one) prints what is wrong and exits with code 1 at once, before serving anything
 * (lib/config/startup.ts).
 */
export async function register() {
  // Written out (not isNodeRuntime()) so the Edge bundle drops the Node-only check.
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('@/lib/config/startup')).exitOnConfigProblems();
  Sentry.init({ ...sentryBaseOptions, ...(isNodeRuntime() ? { profilesSampleRate: SAMPLE_RATE } : {}) });
}

export const onRequestError = Sentry.captureRequestError;
