/**
 * The product API sandbox's HTTP server on 127.0.0.1:4010: the msw handlers (control, Sentry ingest, pages, OIDC
 * stub, product API) served through @mswjs/http-middleware's express app, wrapped in a plain node:http server for
 * request logging and a clean close.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createMswExpressApp } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { API_BASE_PATH, API_PORT, APP_ORIGIN, API_ORIGIN, SANDBOX_HOST } from '../config';
import { ANY_HTTP_ORIGIN, buildControlHandlers, type ControlOptions } from './control';
import { buildHandlers, type Whoami } from './handlers';
import { buildOidcHandlers } from './oidc';
import { quoteTtlMsFromEnv } from './pricing';
import type { SandboxStore } from './store';

/** Options of {@link startApiServer}. */
export interface ApiServerOptions {
  store: SandboxStore;
  whoami: Whoami;
  isReady: () => Promise<boolean>;
  resetIdentities: () => Promise<Record<string, string>>;
  /** The seeded second factors of mfa@example.com (GET /__sandbox/identities/mfa). */
  mfaSeed?: () => unknown;
  /** Makes the Kratos identity of a new account (POST /__sandbox/accounts). */
  createIdentity?: ControlOptions['createIdentity'];
  /** Ages the sign-ins of one identity (POST /__sandbox/accounts/{email}/sign-in-age); PostgreSQL only. */
  ageSignIns?: ControlOptions['ageSignIns'];
  /** Kratos's answered whoami calls of one identity (GET /__sandbox/identities/{id}/whoami-calls). */
  whoamiCalls?: ControlOptions['whoamiCalls'];
  log: (line: string) => void;
  port?: number;
}

/** A running API server. */
export interface RunningApiServer {
  server: Server;
  /** Stops accepting connections, drops open ones, resolves when closed (bounded: 3 s). */
  close: () => Promise<void>;
}

/**
 * Starts the API server on 127.0.0.1 (port 4010 by default). Rejects if the port is taken.
 */
export async function startApiServer(options: ApiServerOptions): Promise<RunningApiServer> {
  const { store, log } = options;
  const handlers = [
    ...buildControlHandlers({
      store,
      isReady: options.isReady,
      resetIdentities: options.resetIdentities,
      mfaSeed: options.mfaSeed,
      createIdentity: options.createIdentity,
      ageSignIns: options.ageSignIns,
      whoamiCalls: options.whoamiCalls,
      appOrigin: APP_ORIGIN,
      log,
    }),
    // The OIDC stub answers under /__sandbox/oidc from the root of the URL only, like the control endpoints.
    ...(await buildOidcHandlers({ log, origin: ANY_HTTP_ORIGIN })),
    ...buildHandlers({
      store,
      whoami: options.whoami,
      basePath: API_BASE_PATH,
      appOrigin: APP_ORIGIN,
      sandboxOrigin: API_ORIGIN,
      // How long a quote of GET /rates holds: SANDBOX_QUOTE_TTL_SECONDS (sandbox/README.md), else 60 s.
      quoteTtlMs: quoteTtlMsFromEnv(process.env.SANDBOX_QUOTE_TTL_SECONDS),
    }),
    http.all('*', ({ request }) =>
      HttpResponse.json(
        { error: 'not_found', message: `Nothing at ${request.method} ${new URL(request.url).pathname}` },
        { status: 404 },
      ),
    ),
  ];
  const app = createMswExpressApp(...handlers);
  const server = createHttpServer((req, res) => {
    const started = Date.now();
    res.on('finish', () => {
      if (req.url?.startsWith('/__sandbox/health')) return;
      log(`${req.method} ${req.url} → ${res.statusCode} (${Date.now() - started} ms)`);
    });
    app(req, res);
  });
  // Idle keep-alive connections stay open for 10 minutes: a client (Playwright's request context) that reuses a
  // connection at the moment the server closes it gets ECONNRESET, so the server outlasts any pause between calls.
  server.keepAliveTimeout = 600_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? API_PORT, SANDBOX_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 3_000);
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}
