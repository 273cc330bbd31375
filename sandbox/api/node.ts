/**
 * Jest entry of the product API sandbox: the same msw handlers as the running sandbox, through msw/node's
 * `setupServer`, with an in-memory session check instead of Kratos.
 *
 * Usage (a Jest test file; use `@jest-environment node`, or a jsdom environment that exposes fetch, Request,
 * Response, TextEncoder and streams, such as jest-fixed-jsdom, as msw 2 requires):
 *
 * ```ts
 * import { withSandboxServer, testSessionCookie } from '../sandbox/api/node';
 *
 * // listens before all tests, resets after each (reseed data, clear faults/mail/sentry, sign out), closes after all
 * const sandbox = withSandboxServer({ origin: 'http://localhost:3000' });
 *
 * test('profile', async () => {
 *   const res = await fetch('http://localhost:3000/api/v1/user/profile', {
 *     headers: { cookie: testSessionCookie('demo@example.com') },   // or: sandbox.signIn('demo@example.com')
 *   });
 *   expect((await res.json()).kyc_status).toBe('approved');
 * });
 * ```
 *
 * Session stub: a request is signed in as EMAIL when it carries the cookie `sandbox_test_session=EMAIL`, or the
 * header `x-sandbox-test-session: EMAIL`, or after `sandbox.signIn(EMAIL)` (a default for requests with neither;
 * `signIn(null)` signs out). Any e-mail works; unknown ones get fresh empty data, as newly registered identities.
 * Faults: `sandbox.store.addFault({method, path, status, body, remaining})`, or POST /__sandbox/faults on the
 * same origin (the control handlers are included; health is always 200, reset does not touch Kratos).
 */
import { parseCookie } from 'cookie';
import { setupServer } from 'msw/node';
import { API_BASE_PATH } from '../config';
import { buildControlHandlers, type ControlOptions } from './control';
import { buildHandlers, type SessionIdentity, type Whoami } from './handlers';
import { listenDuringTests } from './msw-jest';
import { DEMO_BILLING, SandboxStore, stableId } from './store';

/** Name of the cookie the Jest session stub reads. */
export const TEST_SESSION_COOKIE = 'sandbox_test_session';
/** Header the Jest session stub reads (for clients that cannot set cookies). */
export const TEST_SESSION_HEADER = 'x-sandbox-test-session';

/** The Cookie header value that signs a request in as `email` under the Jest session stub. */
export function testSessionCookie(email: string): string {
  return `${TEST_SESSION_COOKIE}=${encodeURIComponent(email)}`;
}

/** The identity the stub reports for an e-mail (the id is stable, like `stableId`). */
export function testIdentity(email: string): SessionIdentity {
  const normalized = email.trim().toLowerCase();
  return { identityId: stableId(`identity:${normalized}`), email: normalized };
}

/**
 * A whoami stub: cookie `sandbox_test_session`, then header `x-sandbox-test-session`, then `fallback()`.
 */
export function createTestWhoami(fallback: () => string | null = () => null): Whoami {
  return async (request) => {
    const fromCookie = parseCookie(request.headers.get('cookie') ?? '')[TEST_SESSION_COOKIE];
    const email = fromCookie || request.headers.get(TEST_SESSION_HEADER) || fallback();
    return email ? testIdentity(email) : null;
  };
}

/** Options of {@link setupSandboxServer}. */
export interface SandboxServerOptions {
  /** Origin the handlers match (default `'*'`: any origin). */
  origin?: string;
  /** API base path (default `/api/v1`). */
  basePath?: string;
  /** Store to use (default: a new seeded one). */
  store?: SandboxStore;
  /** Makes the identity of a new account (POST /__sandbox/accounts); without it that route answers 501. */
  createIdentity?: ControlOptions['createIdentity'];
  /** How long a quote of GET /rates holds, in ms (default 60 000: the running sandbox without SANDBOX_QUOTE_TTL_SECONDS). */
  quoteTtlMs?: number;
}

/** What {@link setupSandboxServer} returns. */
export interface SandboxTestServer {
  /** msw/node server: call listen()/close() in beforeAll/afterAll. */
  server: ReturnType<typeof setupServer>;
  /** The in-memory state (seeded as SANDBOX.md says). */
  store: SandboxStore;
  /** Signs requests without a stub cookie/header in as `email` (`null`: signed out). */
  signIn: (email: string | null) => void;
  /** Reseeds the data, clears faults/mail/Sentry events, signs out and resets runtime handlers. */
  reset: () => void;
}

/**
 * Sets up an msw/node server with the sandbox's product API and control handlers and the cookie session stub.
 */
export function setupSandboxServer(options: SandboxServerOptions = {}): SandboxTestServer {
  const store = options.store ?? new SandboxStore();
  let current: string | null = null;
  const origin = options.origin ?? '*';
  const handlers = [
    ...buildControlHandlers({ store, isReady: async () => true, origin, createIdentity: options.createIdentity }),
    ...buildHandlers({
      store,
      whoami: createTestWhoami(() => current),
      origin,
      basePath: options.basePath ?? API_BASE_PATH,
      quoteTtlMs: options.quoteTtlMs,
    }),
  ];
  const server = setupServer(...handlers);
  return {
    server,
    store,
    signIn: (email) => {
      current = email;
    },
    reset: () => {
      store.reset();
      current = null;
      server.resetHandlers();
    },
  };
}

/**
 * {@link setupSandboxServer} plus the Jest hooks every test file wants: listen before all tests (unhandled
 * requests are errors), reset after each (reseed, clear faults and sign out), close after all.
 * Call at the top level of a test file.
 */
export function withSandboxServer(options: SandboxServerOptions = {}): SandboxTestServer {
  const sandbox = setupSandboxServer(options);
  listenDuringTests(sandbox.server, () => sandbox.reset());
  return sandbox;
}

/**
 * Makes a seeded person ready for orders as the API's gates require: complete billing details and
 * an approved verification, as if they had filled the form and passed the provider's check. For tests whose
 * subject is the order itself, not the account steps.
 */
export function readyForOrders(store: SandboxStore, email: string): void {
  Object.assign(store.user(email), { billing: { ...DEMO_BILLING }, kyc_status: 'approved', kyc_level: 'level_1' });
}
