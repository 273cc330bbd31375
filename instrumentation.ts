/**
 * Server-side Sentry (Node and Edge runtimes) and the report of errors thrown while rendering on the server.
 * Profiling (spec §9 "profiling sample rate 1"; issue 14 item 7) runs on the Node runtime only: the
 * @sentry/profiling-node integration (V8's CPU profiler, a prebuilt native binary for Node 20 on linux-x64) profiles
 * every traced request (`profileLifecycle: 'trace'`, session rate 1). The Edge runtime (middleware) has no profiler.
 */
import * as Sentry from '@sentry/nextjs';
import { SAMPLE_RATE, sentryBaseOptions } from '@/lib/sentry/options';

export async function register() {
  // Inline check (not lib/config isNodeRuntime()): the bundler drops the native module's import from the Edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
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
