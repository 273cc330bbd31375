/**
 * msw request handlers of the product API sandbox: every call of spec §7 under the API base path (SANDBOX.md
 * "Product data"). The same handlers serve HTTP in the running sandbox (sandbox/api/server.ts, through
 * @mswjs/http-middleware) and Jest (sandbox/api/node.ts, through msw/node), so this module depends on neither
 * express nor Node-only APIs. The session check is injected (`whoami`): Kratos whoami over HTTP in the sandbox,
 * a cookie stub in Jest.
 *
 * Response shapes the app's zod schemas (lib/api/schemas.ts) define are parsed before they are sent; the other
 * shapes are documented on each handler and in sandbox/README.md.
 *
 * One module per API area (user, transactions, interactive, kyc, orders, wallets, translations), each
 * `(ctx) => HttpHandler[]` over a shared context (./context.ts).
 */
import { http, type HttpHandler } from 'msw';
import { error } from '../http';
import { scopeOf } from '../scope';
import { createContext, type BuildHandlersOptions } from './context';
import { interactiveHandlers } from './interactive';
import { kycHandlers } from './kyc';
import { orderHandlers } from './orders';
import { transactionHandlers } from './transactions';
import { translationHandlers } from './translations';
import { userHandlers } from './user';
import { walletHandlers } from './wallets';

export {
  PARTNER_CALLBACK_ORIGINS,
  type BuildHandlersOptions,
  type HandlerContext,
  type SessionIdentity,
  type Whoami,
} from './context';
export { listParam } from '../http';
export { validateBilling } from '../billing';
export { quote } from '../pricing';
export { decodeTokenPayload, encodeToken } from '../tokens';

/**
 * Builds the product API handlers (all under `${origin}${basePath}`), in matching order: fault injection first
 * (POST /__sandbox/faults), then each call of spec §7, then a JSON 404 for unknown API paths.
 * Answers 401 `{error:'unauthorized'}` without an active session on /user/*, /kyc/*, /on-ramp, /off-ramp.
 */
export function buildHandlers(options: BuildHandlersOptions): HttpHandler[] {
  const ctx = createContext(options);
  const { store, apiPath, faultResponse, api } = ctx;
  return [
    // Fault injection (SANDBOX.md POST /__sandbox/faults): first, so it wins over every API handler.
    http.all(api('/*'), async ({ request }) => {
      const fault = store.takeFault(request.method, apiPath(request.url), scopeOf(request));
      if (fault?.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault?.status !== undefined) return faultResponse(fault);
      // Interactive transactions that advance with time reach their current step before anything reads them.
      store.advanceDue(Date.now());
      return undefined;
    }),

    ...userHandlers(ctx),
    ...transactionHandlers(ctx),
    ...interactiveHandlers(ctx),
    ...kycHandlers(ctx),
    ...orderHandlers(ctx),
    ...walletHandlers(ctx),
    ...translationHandlers(ctx),

    // Unknown API paths: JSON 404 (never falls through to other handlers).
    http.all(api('/*'), ({ request }) =>
      error(404, 'not_found', `No such API call: ${request.method} ${apiPath(request.url)}`),
    ),
  ];
}
