/**
 * Readiness of an app instance: can it serve a person right now? It can when its
 * two upstreams answer within {@link READINESS_TIMEOUT_MS}: the identity service's `GET /health/ready` (Ory Kratos:
 * 200 once its database answers) and the product API (any HTTP answer below 500 to `GET <base>`: spec §7 names no
 * health call, so "the API's server answers" is the check). Both are asked at once. The result names the failed
 * dependency by role only, never its URL or version.
 */
import { startDeadline } from '@/lib/server-runtime/deadline';

/** How long each upstream may take to answer a readiness probe (ms). */
export const READINESS_TIMEOUT_MS = 2_000;

/** The upstreams probed, by role. */
export type Dependency = 'identity' | 'api';

/** The outcome of {@link checkReadiness}. */
export interface Readiness {
  ready: boolean;
  /** Each dependency's state: `ok`, or `down` (no answer, timeout, or a failing status). */
  checks: Record<Dependency, 'ok' | 'down'>;
}

/** Where the upstreams are (server configuration: KRATOS_PUBLIC_URL, PRODUCT_API_URL + the API base path). */
export interface ReadinessTargets {
  kratosPublicUrl: string;
  productApiUrl: string;
  apiBasePath: string;
  /** Sent upstream as x-request-id, so a failing probe can be found in the upstream's logs. */
  requestId?: string;
}

async function answers(
  url: string,
  ok: (status: number) => boolean,
  headers: Record<string, string>,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<'ok' | 'down'> {
  const deadline = startDeadline(timeoutMs);
  try {
    const res = await fetchImpl(url, { headers, cache: 'no-store', redirect: 'manual', signal: deadline.signal });
    await res.body?.cancel();
    return ok(res.status) ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    deadline.clear();
  }
}

/**
 * Probes both upstreams in parallel.
 * @returns ready when both answered; never throws (a network error or a timeout counts as `down`).
 */
export async function checkReadiness(
  targets: ReadinessTargets,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const headers: Record<string, string> = targets.requestId ? { 'x-request-id': targets.requestId } : {};
  const [identity, api] = await Promise.all([
    answers(
      new URL('health/ready', `${targets.kratosPublicUrl.replace(/\/?$/, '/')}`).href,
      (s) => s === 200,
      headers,
      fetchImpl,
      timeoutMs,
    ),
    answers(
      `${targets.productApiUrl.replace(/\/$/, '')}${targets.apiBasePath}`,
      (s) => s < 500,
      headers,
      fetchImpl,
      timeoutMs,
    ),
  ]);
  return { ready: identity === 'ok' && api === 'ok', checks: { identity, api } };
}
