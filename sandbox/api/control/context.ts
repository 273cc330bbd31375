/**
 * The shared context of the sandbox control endpoints (sandbox/api/control/, one module per job: lifecycle, mail,
 * faults, sentry, transactions), with the CORS headers, the body reader and the JSON answer they share.
 */
import { HttpResponse } from 'msw';
import type { AccountSeed, SandboxStore } from '../store';
import type { NewIdentity } from './accounts';

/** Options of {@link buildControlHandlers}. */
export interface ControlOptions {
  store: SandboxStore;
  /** Whether the sandbox (Kratos and the seed) is ready; GET /__sandbox/health answers 200 only then. */
  isReady: () => Promise<boolean>;
  /** Deletes all identities and recreates the seed (Kratos admin API). Omitted in Jest. */
  resetIdentities?: () => Promise<Record<string, string>>;
  /** The seeded second factors of mfa@example.com, null before the seed ran. Omitted in Jest. */
  mfaSeed?: () => unknown;
  /** Makes a Kratos identity for a new account of `seed` (POST /__sandbox/accounts). Omitted in Jest. */
  createIdentity?: (seed: AccountSeed) => Promise<NewIdentity>;
  /**
   * Moves the sign-in time of every session of `email` `seconds` back; resolves to how many sessions, null for an
   * unknown e-mail. Only where Kratos keeps its data in PostgreSQL.
   */
  ageSignIns?: (email: string, seconds: number) => Promise<number | null>;
  /** How many whoami calls Kratos answered for an identity (sandbox/identity/request-log.ts). Omitted in Jest. */
  whoamiCalls?: (identityId: string) => number;
  /** Origin of the app, for links from the sandbox pages (default http://localhost:3000). */
  appOrigin?: string;
  /**
   * Origin the handlers match (default `'*'`: any host over http, the path from the root of the URL only; see
   * {@link controlOrigin}).
   */
  origin?: string;
  /** Logger (default: none). */
  log?: (message: string) => void;
}

export const MAX_KEPT = 500;

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Sentry-Auth, Content-Encoding, sentry-trace, baggage',
  'Access-Control-Max-Age': '600',
};

/**
 * CORS of the control calls a partner host page makes from its own origin (sandbox/hosts/pages/interactive.ts:
 * create an interactive transaction, move it on). No credentials: these calls need none.
 */
export const CONTROL_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/**
 * The msw origin pattern of "any host and port, over http": a path-to-regexp parameter stands in for the host, so a
 * control path after it matches from the root of the URL only. A bare `'*'` prefix would match any URL that ends in
 * the path: `/api/v1/__sandbox/mail` (which the app's API proxy forwards to the sandbox) would read the login codes.
 */
export const ANY_HTTP_ORIGIN = 'http://:sandboxHost';

/**
 * The origin the control handlers are built on: {@link ANY_HTTP_ORIGIN} for `'*'`, any other origin as given.
 * @param origin `'*'` or an origin such as `http://localhost:3000`.
 */
export function controlOrigin(origin: string): string {
  return origin === '*' ? ANY_HTTP_ORIGIN : origin;
}

/** Longest step between two automatic status changes of an interactive transaction (10 minutes). */
export const MAX_STEP_MS = 600_000;

/**
 * The refusal of a control call that changes the sandbox's state from where it must not (SANDBOX.md "its control
 * routes take only `application/json` from no foreign `Origin`"): a browser page on another origin can send a
 * "simple" cross-origin POST (`text/plain`, a form) without a preflight, so such a body is refused with 415, and any
 * request whose `Origin` is not the sandbox's own with 403. Tests and the e2e fixtures call from Node with JSON and
 * no Origin.
 * @param request the incoming request.
 * @returns the refusal, or null to go on.
 */
export function controlWriteRefusal(request: Request): Response | null {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== new URL(request.url).origin) {
    return json({ error: 'forbidden_origin', message: 'Control calls are not taken from another origin' }, 403);
  }
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (request.method === 'POST' && type !== 'application/json') {
    return json({ error: 'unsupported_media_type', message: 'Send application/json' }, 415);
  }
  return null;
}

/** Reads a JSON object or form body; null when it is neither. */
export async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const isForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
  try {
    const text = await request.text();
    if (isForm) return Object.fromEntries(new URLSearchParams(text));
    if (!text.trim()) return {};
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** What every control module receives. */
export interface ControlContext {
  store: SandboxStore;
  /** Origin the handlers match: {@link ANY_HTTP_ORIGIN} or an origin. */
  origin: string;
  appOrigin: string;
  log: (message: string) => void;
  /** `${origin}${path}`: the msw path of a control endpoint, matched from the root of the URL only. */
  at: (path: string) => string;
  isReady: () => Promise<boolean>;
  resetIdentities?: () => Promise<Record<string, string>>;
  mfaSeed?: () => unknown;
  createIdentity?: (seed: AccountSeed) => Promise<NewIdentity>;
  ageSignIns?: (email: string, seconds: number) => Promise<number | null>;
  whoamiCalls?: (identityId: string) => number;
}

/** Builds the {@link ControlContext} from the options of buildControlHandlers. */
export function createControlContext(options: ControlOptions): ControlContext {
  const origin = controlOrigin(options.origin ?? '*');
  return {
    store: options.store,
    origin,
    appOrigin: options.appOrigin ?? 'http://localhost:3000',
    log: options.log ?? (() => {}),
    at: (path: string) => `${origin}${path}`,
    isReady: options.isReady,
    resetIdentities: options.resetIdentities,
    mfaSeed: options.mfaSeed,
    createIdentity: options.createIdentity,
    ageSignIns: options.ageSignIns,
    whoamiCalls: options.whoamiCalls,
  };
}
