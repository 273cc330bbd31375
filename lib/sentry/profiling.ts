/**
 * The response header that lets the browser's JS Self-Profiling API run in the app's documents: Sentry's
 * browserProfilingIntegration (instrumentation-client.ts, spec §9 profiling rate 1) does not start
 * without it. A Next.js headers() rule for every path, used by next.config.ts (so this module imports nothing: the
 * config's loader does not resolve the @/ alias).
 */
export const PROFILING_HEADER_RULE = {
  source: '/:path*',
  headers: [{ key: 'Document-Policy', value: 'js-profiling' }],
};
