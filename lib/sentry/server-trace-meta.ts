/**
 * The page's `sentry-trace` and `baggage` meta tags (Next's clientTraceMetadata, set by withSentryConfig): the server
 * render's trace, which Sentry's browser tracing continues for the page load.
 */
import { extractTraceparentData } from '@sentry/core';

/**
 * Removes the server's trace meta tags when the server did not sample its trace, so that the page load starts its own
 * trace at the browser's rate (spec §9: tracing and profiling sample rate 1 in the browser). The server leaves some
 * public screens untraced (lib/sentry/server-sampling.ts); Sentry's browser tracing inherits a parent's negative
 * decision, which would leave those pages' loads (and their profiles) untraced. A sampled or undecided server trace
 * is kept and continued. Call it before `Sentry.init`.
 * @param doc the document whose head holds the tags (the page's own document by default)
 * @returns true when the tags were removed
 */
export function dropUnsampledServerTrace(doc: Document = document): boolean {
  const trace = doc.querySelector<HTMLMetaElement>('meta[name="sentry-trace"]');
  if (!trace || extractTraceparentData(trace.content)?.parentSampled !== false) return false;
  trace.remove();
  doc.querySelector('meta[name="baggage"]')?.remove();
  return true;
}
