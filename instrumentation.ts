/**
 * Server start-up: the production configuration check, then server-side Sentry (Node and Edge
 * runtimes) and the report of errors thrown while rendering on the server.
 *
 * Server Sentry keeps error reporting and tracing (spec §9 rate 1; every request but the health probes and the
 * public screens that render without an upstream call, lib/sentry/server-sampling.ts) and leaves out the Node
 * profiler: the server keeps only what pays for its CPU (measured on the standalone build under load:
 * docs/performance.md "Figures behind choices in the code"). Tracing is a sizeable share of a public page request's
 * CPU, and it pays where it shows what a slow request waited on (the calls to Kratos and the product API); the
 * profiler (@sentry/profiling-node, V8's CPU profiler around every traced request) adds a fifth to a third to every
 * request's CPU and nothing a trace does not show for pages that mostly wait on those calls. Browser profiling stays
 * at rate 1 (lib/sentry/browser-sdk.ts).
 */
import * as Sentry from '@sentry/nextjs';
import { sentryBaseOptions } from '@/lib/sentry/options';
import { serverTracesSampler } from '@/lib/sentry/server-sampling';

/**
 * Called once when the server starts. On Node, a production start without its required variables (or with a
 * malformed one) prints what is wrong and exits with code 1 at once, before serving anything
 * (lib/config/startup.ts); then the abort reasons of finished renders stop holding later requests in memory
 * (lib/server-runtime/abort-reason-stacks.ts).
 */
export async function register() {
  // Inline check (not lib/config isNodeRuntime()): the bundler drops the Node-only imports from the Edge build.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    (await import('@/lib/config/startup')).exitOnConfigProblems();
    // Before the first render: a finished render must not keep the next ones in memory.
    (await import('@/lib/server-runtime/abort-reason-stacks')).releaseAbortReasonStacks();
  }
  Sentry.init({ ...sentryBaseOptions, tracesSampleRate: undefined, tracesSampler: serverTracesSampler });
}

export const onRequestError = Sentry.captureRequestError;
