/**
 * Which server requests Sentry traces (spec §9 tracing sample rate 1): on the server, each Sentry part's cost per
 * request is measured, and only what pays is kept.
 *
 * Every request is traced at the spec's rate except:
 * - the load balancer's health probes (/healthz, /readyz): they come every few seconds from every
 *   balancer and render nothing;
 * - the public screens whose server render calls neither the identity service nor the product API
 *   (`serverTrace: false` in the route table of lib/routes.ts: the error and not-found screens, the widget's entry,
 *   the legal pages). Their trace would hold one render span and nothing it waited on, and tracing cost a third of
 *   their server CPU (measured on the standalone build: docs/performance.md "Figures behind choices in the code").
 *   /error with a Kratos error `id` calls the identity service and stays traced. Errors on every path are still
 *   reported. The browser still traces those page loads at its own rate, in a trace of its own: it drops the
 *   unsampled trace Next writes into the page (lib/sentry/server-trace-meta.ts) instead of inheriting its decision. So a server render error of such a page
 *   and its page load do not share a trace id; the browser's own requests afterwards carry its trace.
 * The Edge middleware's spans follow the same decision (instrumentation.ts gives both runtimes this sampler).
 */
import { findRoute } from '@/lib/routes';
import { SAMPLE_RATE } from './options';

/** Paths answered without a trace (the health probes of app/healthz and app/readyz). */
export const UNTRACED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** What Sentry passes to `tracesSampler` that this sampler reads (a subset of Sentry's SamplingContext). */
export interface ServerSamplingInput {
  /** Span name, e.g. "GET /healthz". */
  name: string;
  /** The incoming request, when Sentry's HTTP instrumentation knows it (url: absolute or a path). */
  normalizedRequest?: { url?: string };
  /** The span's first attributes (OpenTelemetry semantic conventions: url.path, url.query, http.target). */
  attributes?: Record<string, unknown>;
}

/** The request's path and query, from whichever of Sentry's fields carries them; null when none does. */
export function sampledRequest({ name, normalizedRequest, attributes }: ServerSamplingInput): URL | null {
  const query = attributes?.['url.query'];
  const path = attributes?.['url.path'];
  const candidates = [
    normalizedRequest?.url,
    attributes?.['http.target'],
    typeof path === 'string' && path && typeof query === 'string' && query ? `${path}?${query}` : path,
    /^[A-Z]+ (\/\S*)$/.exec(name)?.[1],
  ];
  for (const value of candidates) {
    if (typeof value !== 'string' || !value) continue;
    try {
      return new URL(value, 'http://path.invalid');
    } catch {
      // Not a URL nor a path: try the next field.
    }
  }
  return null;
}

/**
 * Sentry `tracesSampler` of the Node and Edge SDKs.
 * @returns 0 for a health probe and for a public screen rendered without an upstream call, else the spec's rate
 *   {@link SAMPLE_RATE} (1)
 */
export function serverTracesSampler(input: ServerSamplingInput): number {
  const url = sampledRequest(input);
  if (!url) return SAMPLE_RATE;
  if (UNTRACED_PATHS.has(url.pathname)) return 0;
  // /error?id=… reads the identity service's error: that wait is worth a trace.
  if (findRoute(url.pathname)?.serverTrace === false && !(url.pathname === '/error' && url.searchParams.has('id'))) {
    return 0;
  }
  return SAMPLE_RATE;
}
