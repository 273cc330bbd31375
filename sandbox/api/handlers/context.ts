/**
 * The shared context of the sandbox API handlers (one module per API area under sandbox/api/handlers/, each
 * `(ctx) => HttpHandler[]`): options, the session check, URL helpers and the state shared between areas.
 */
import { HttpResponse } from 'msw';
import type { Transaction } from '../../../lib/api/schemas';
import { json, error, type Info, type AuthedInfo } from '../http';
import { DEFAULT_QUOTE_TTL_MS } from '../pricing';
import type { Fault, SandboxStore, UserRecord } from '../store';

/**
 * The https origins the sandbox's partners registered for SEP-24 URL callbacks (a real API keeps them per partner).
 * POST /user/transactions/{id}/callback refuses any other origin with 403.
 */
export const PARTNER_CALLBACK_ORIGINS: readonly string[] = [
  'https://lobstr.example',
  'https://beans.example',
  'https://trustwallet.example',
  'https://wallet.example',
];

/** What the session check yields for an active session. */
export interface SessionIdentity {
  /** Kratos identity id (userIdentityId of the profile). */
  identityId: string;
  /** The identity's e-mail trait; product data is keyed by it. */
  email: string;
  /** The raw Kratos session, when known (GET /user/sessions). */
  session?: Record<string, unknown>;
}

/**
 * Session check: the active identity behind a request (its Cookie / X-Session-Token / Authorization headers),
 * `null` when there is no active session. Throwing means the identity service is unreachable (answered 503).
 */
export type Whoami = (request: Request) => Promise<SessionIdentity | null>;

/** Options of {@link buildHandlers}. */
export interface BuildHandlersOptions {
  /** The sandbox state. */
  store: SandboxStore;
  /** The session check. */
  whoami: Whoami;
  /** Origin the handlers match: `'*'` (default: any origin) or e.g. `'http://localhost:3000'`. */
  origin?: string;
  /** The API base path (default `/api/v1`). */
  basePath?: string;
  /** Origin of the app, for links back to it (default http://localhost:3000). */
  appOrigin?: string;
  /** Origin of the sandbox's own pages (checkout page of ramp orders; default http://127.0.0.1:4010). */
  sandboxOrigin?: string;
  /** How long a quote of GET /rates holds, in ms (default pricing.ts DEFAULT_QUOTE_TTL_MS, 60 000). */
  quoteTtlMs?: number;
}

/** What every handler module receives: the store, the session check, URL helpers and shared order state. */
export interface HandlerContext {
  store: SandboxStore;
  whoami: Whoami;
  /** Origin the handlers match (`'*'` or an origin). */
  origin: string;
  basePath: string;
  appOrigin: string;
  sandboxOrigin: string;
  /** How long a quote of GET /rates holds, in ms. */
  quoteTtlMs: number;
  /** `${origin}${basePath}${path}`: the msw path of an API call. */
  api: (path: string) => string;
  /** Path after the API base, as faults name it (e.g. `/user/profile`). */
  apiPath: (url: string) => string;
  faultResponse: (fault: Fault) => Response;
  /** Wraps a resolver with the Kratos session check (401 without a session, 503 when the check fails). */
  authed: (resolver: (info: AuthedInfo) => Response | Promise<Response>) => (info: Info) => Promise<Response>;
  ownTransaction: (user: UserRecord, id: string) => Transaction | undefined;
  /** Ids of the orders created with `payment_method: 'card'` (paid on the provider's card form, /payment). */
  cardOrders: Set<string>;
}

/** Builds the context of {@link HandlerContext} from the options of buildHandlers. */
export function createContext(options: BuildHandlersOptions): HandlerContext {
  const { store, whoami } = options;
  const origin = options.origin ?? '*';
  const basePath = options.basePath ?? '/api/v1';
  const appOrigin = options.appOrigin ?? 'http://localhost:3000';
  const sandboxOrigin = options.sandboxOrigin ?? 'http://127.0.0.1:4010';
  const quoteTtlMs = options.quoteTtlMs ?? DEFAULT_QUOTE_TTL_MS;
  const api = (path: string) => `${origin}${basePath}${path}`;

  const apiPath = (url: string): string => {
    const pathname = new URL(url).pathname;
    const i = pathname.indexOf(basePath);
    const rest = i >= 0 ? pathname.slice(i + basePath.length) : pathname;
    return rest.length > 1 ? rest.replace(/\/+$/, '') : rest || '/';
  };

  const faultResponse = (fault: Fault): Response => {
    const status = fault.status ?? 200;
    if (status === 204 || status === 304) return new HttpResponse(null, { status });
    if (typeof fault.body === 'string') {
      return new HttpResponse(fault.body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    return json(fault.body ?? { error: 'sandbox_fault', message: `Injected fault: ${status}` }, status);
  };

  /** Wraps a resolver with the Kratos session check. */
  const authed =
    (resolver: (info: AuthedInfo) => Response | Promise<Response>) =>
    async (info: Info): Promise<Response> => {
      let identity: SessionIdentity | null;
      try {
        identity = await whoami(info.request);
      } catch (e) {
        return error(503, 'identity_unavailable', `Session check failed: ${(e as Error).message}`);
      }
      if (!identity) return error(401, 'unauthorized', 'An active session is required');
      const user = store.user(identity.email);
      return resolver({ ...info, user, identity, url: new URL(info.request.url) });
    };

  const ownTransaction = (user: UserRecord, id: string) => user.transactions.find((t) => t.id === id);

  /** Ids of the orders created with `payment_method: 'card'` (paid on the provider's card form, /payment). */
  const cardOrders = new Set<string>();

  return {
    store,
    whoami,
    origin,
    basePath,
    appOrigin,
    sandboxOrigin,
    quoteTtlMs,
    api,
    apiPath,
    faultResponse,
    authed,
    ownTransaction,
    cardOrders,
  };
}
