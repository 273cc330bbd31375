/**
 * Server start-up: the production configuration check (issue 10 item 9), then server-side Sentry (Node and Edge
 * runtimes) and the report of errors thrown while rendering on the server.
 * Profiling (spec §9 "profiling sample rate 1"; issue 14 item 7) runs on the Node runtime only: the
 * @sentry/profiling-node integration (V8's CPU profiler, a prebuilt native binary for Node 20 on linux-x64) profiles
 * every traced request (`profileLifecycle: 'trace'`, session rate 1). The Edge runtime (middleware) has no profiler.
 */
import * as Sentry from '@sentry/nextjs';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

/**
 * Called once when the server starts. On Node, a production start without its required variables (or with a
 * malformed one) prints what is wrong and exits with code 1 at once, before serving anything
 * (lib/config/startup.ts).
 */
export async function register() {
  // Inline check (not lib/config isNodeRuntime()): the bundler drops the Node-only imports from the Edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('@/lib/config/startup')).exitOnConfigProblems();
    const { nodeProfilingIntegration } = await import('@sentry/profiling-node');
    Sentry.init({
      ...sentryBaseOptions,
      integrations: [nodeProfilingIntegration()],
      profileSessionSampleRate: SAMPLE_RATE,
      profileLifecycle: 'trace',
    });
    return;
  }
  Sentry.init(sentryBaseOptions);
}

export const onRequestError = Sentry.captureRequestError;
