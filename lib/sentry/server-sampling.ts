/**
 * Which server requests Sentry traces (spec §9 tracing sample rate 1; issue 11 "on the server, measure what each
 * Sentry part costs per request and keep only what pays"). Every request is traced at the spec's rate except the
 * load balancer's health probes (/healthz, /readyz; issue 13): they come every few seconds from every balancer,
 * render nothing, and a transaction per probe would only cost CPU (about 3 ms per traced request on this server,
 * README "Measured") and fill Sentry's quota.
 */
import { SAMPLE_RATE } from './options';

/** Paths answered without a trace (the health probes of app/healthz and app/readyz). */
export const UNTRACED_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

/** What Sentry passes to `tracesSampler` that this sampler reads (a subset of Sentry's SamplingContext). */
export interface ServerSamplingInput {
  /** Span name, e.g. "GET /healthz". */
  name: string;
  /** The incoming request, when Sentry's HTTP instrumentation knows it (url: absolute or a path). */
  normalizedRequest?: { url?: string };
  /** The span's first attributes (OpenTelemetry semantic conventions: url.path, http.target). */
  attributes?: Record<string, unknown>;
}

/** The request's path without its query, from whichever of Sentry's fields carries it; null when none does. */
export function sampledRequestPath({ name, normalizedRequest, attributes }: ServerSamplingInput): string | null {
  const candidates = [normalizedRequest?.url, attributes?.['url.path'], attributes?.['http.target']];
  for (const value of candidates) {
    if (typeof value !== 'string' || !value) continue;
    try {
      return new URL(value, 'http://path.invalid').pathname;
    } catch {
      // Not a URL nor a path: try the next field.
    }
  }
  const named = /^[A-Z]+ (\/\S*)$/.exec(name);
  return named ? named[1]!.split('?')[0]! : null;
}

/**
 * Sentry `tracesSampler` of the Node and Edge SDKs.
 * @returns 0 for a health probe, else the spec's rate {@link SAMPLE_RATE} (1)
 */
export function serverTracesSampler(input: ServerSamplingInput): number {
  const path = sampledRequestPath(input);
  return path !== null && UNTRACED_PATHS.has(path) ? 0 : SAMPLE_RATE;
}
