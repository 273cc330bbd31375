/**
 * Sentry options shared by the browser, Node and Edge SDKs (spec §9: release 0.52.0, environment from
 * config, tracing, replay and profiling sample rates 1). The DSN comes from config; empty disables Sentry. Every
 * event, transaction, streamed span and breadcrumb is scrubbed of credentials in query values before it is kept or sent
 * (./scrub.ts), in all three runtimes, since each SDK starts from these options.
 */
import { clientConfig } from '@/lib/config';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './scrub';

/** Sample rates of spec §9. */
export const SAMPLE_RATE = 1;

export const sentryBaseOptions = {
  dsn: clientConfig.sentryDsn || undefined,
  enabled: Boolean(clientConfig.sentryDsn),
  release: clientConfig.release,
  environment: clientConfig.environment,
  tracesSampleRate: SAMPLE_RATE,
  sendDefaultPii: false,
  beforeSend: scrubEvent,
  // Traces use Sentry's default lifecycle, which streams each span on its own: spans are scrubbed one by one, and
  // beforeSendTransaction (never called, and warned about at start) is not set.
  beforeSendSpan: scrubSpan,
  beforeBreadcrumb: scrubBreadcrumb,
};
