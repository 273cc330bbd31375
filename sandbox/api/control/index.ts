/**
 * msw handlers of the sandbox control endpoints (SANDBOX.md "Sandbox control endpoints"), the local Sentry
 * ingest (the DSN `http://sandbox@127.0.0.1:4010/1` posts envelopes here) and the "external" terms, privacy and
 * checkout pages. Each matches from the root of the URL only (`/__sandbox/...`, `/api/{project}/envelope`; see
 * ANY_HTTP_ORIGIN in ./context.ts), so none answers under the API base path that the app proxies. The provider
 * pages are in sandbox/providers/pages/. Uses node:zlib (gzip envelopes), so Node only (the running sandbox and Jest).
 */
import type { HttpHandler } from 'msw';
import { accountHandlers } from './accounts';
import { createControlContext, type ControlOptions } from './context';
import { faultHandlers } from './faults';
import { lifecycleHandlers } from './lifecycle';
import { mailHandlers } from './mail';
import { sentryHandlers } from './sentry';
import { transactionControlHandlers } from './transactions';
import { cardPageHandlers } from '../../providers/pages/card';
import { checkoutPageHandlers } from '../../providers/pages/checkout';
import { kycPageHandlers } from '../../providers/pages/kyc';
import { legalPageHandlers } from '../../providers/pages/legal';

export { ANY_HTTP_ORIGIN, MAX_STEP_MS, type ControlOptions } from './context';
export type { NewIdentity } from './accounts';
export { extractCode } from './mail-code';
export { parseEnvelope } from './envelope';
export { escapeHtml, htmlPage } from '../../providers/pages/html';
export { documentFault } from '../../providers/pages/documents';
export { checkCard } from '../../providers/pages/card-check';

/** Builds the control, Sentry-ingest and provider-page handlers. The product API handlers are separate (../handlers). */
export function buildControlHandlers(options: ControlOptions): HttpHandler[] {
  const ctx = createControlContext(options);
  return [
    ...lifecycleHandlers(ctx),
    ...accountHandlers(ctx),
    ...mailHandlers(ctx),
    ...faultHandlers(ctx),
    ...sentryHandlers(ctx),
    ...transactionControlHandlers(ctx),
    ...legalPageHandlers(ctx),
    ...kycPageHandlers(ctx),
    ...checkoutPageHandlers(ctx),
    ...cardPageHandlers(ctx),
  ];
}
