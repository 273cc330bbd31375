/**
 * Kratos's request log, read by the sandbox (sandbox/start.ts pipes Kratos's output through {@link KratosRequestLog}).
 * Kratos logs every request it serves at `info` as JSON (sandbox/identity/kratos.yml `log`), with the response's
 * headers; a whoami that found a session carries `X-Kratos-Authenticated-Identity-Id`. Counting those per identity
 * lets a browser test prove how often a page load asks who the person is (GET
 * /__sandbox/identities/{id}/whoami-calls), since the app's own server calls never pass through the browser. The
 * sandbox's product API asks whoami for every call it serves, as the real API authenticates its callers; those calls
 * carry {@link SANDBOX_API_USER_AGENT} and are not the app's, so they are not counted.
 * The sandbox prints only Kratos's warnings and errors, as when Kratos logged at `warning`: info lines are consumed.
 */

const QUIET_LEVELS = new Set(['trace', 'debug', 'info']);

/** The User-Agent of the sandbox product API's own whoami calls (sandbox/identity/kratos-client.ts). */
export const SANDBOX_API_USER_AGENT = 'ramp-sandbox-api';
const IDENTITY_HEADER = 'x-kratos-authenticated-identity-id';

interface RequestLine {
  level?: unknown;
  msg?: unknown;
  http_request?: { path?: unknown; method?: unknown; headers?: Record<string, unknown> };
  http_response?: { status?: unknown; headers?: Record<string, unknown> };
}

function parse(line: string): RequestLine | null {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line) as RequestLine;
  } catch {
    return null;
  }
}

/** Counts the whoami calls Kratos answered with a session, per identity. */
export class KratosRequestLog {
  private readonly whoami = new Map<string, number>();

  /**
   * Reads one line of Kratos's output; counts it when it is an answered whoami.
   * @returns true when the line is below `warning` (not to be printed).
   */
  consume(line: string): boolean {
    const entry = parse(line);
    if (!entry || typeof entry.level !== 'string' || !QUIET_LEVELS.has(entry.level)) return false;
    const identity = entry.http_response?.headers?.[IDENTITY_HEADER];
    const request = entry.http_request;
    const isWhoami = request?.path === '/sessions/whoami' && request.method === 'GET';
    const fromApp = request?.headers?.['user-agent'] !== SANDBOX_API_USER_AGENT;
    if (entry.msg === 'completed handling request' && isWhoami && fromApp && typeof identity === 'string' && identity) {
      this.whoami.set(identity, (this.whoami.get(identity) ?? 0) + 1);
    }
    return true;
  }

  /** How many whoami calls of the app (its server or a browser) Kratos answered for `identityId`. */
  whoamiCalls(identityId: string): number {
    return this.whoami.get(identityId) ?? 0;
  }
}
