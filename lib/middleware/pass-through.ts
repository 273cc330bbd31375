/**
 * Step 1 of middleware.ts: the requests that pass without a session check or cookies. The matcher (fixed at build
 * time) skips only /api/…; a configured API base elsewhere (e.g. /ramp/api/v1, spec §7) reaches middleware and goes
 * on to the API proxy, and the load balancer's probes (app/healthz, app/readyz) are answered as they are. Pure.
 */
import { isApiPath } from '@/lib/routes';

/** The load balancer's probes. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/**
 * @param pathname the request's path.
 * @param apiBasePath the configured API base path (lib/config clientConfig.apiBasePath).
 * @returns true when middleware lets the request through untouched.
 */
export function passesThrough(pathname: string, apiBasePath: string): boolean {
  return isApiPath(pathname, apiBasePath) || PROBE_PATHS.has(pathname);
}
