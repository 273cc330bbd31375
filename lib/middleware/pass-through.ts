/**
 * Step 1 of middleware.ts: the requests that pass without a session check or cookies. The matcher (fixed at build
 * time) skips only the default API base /api/v1/…; a configured API base elsewhere (e.g. /ramp/api/v1, spec §7)
 * reaches middleware and goes on to the API proxy, the load balancer's probes (app/healthz, app/readyz) are answered
 * as they are, and so are files: any path whose last segment holds a dot (public files, /robots.txt, /sitemap.xml,
 * and page-like paths such as /transactions.rsc, which Next renders as unknown pages inside the root layout).
 *
 * They pass, but not with what a browser sent as the render's own headers: the signed whoami (`x-ramp-session`,
 * lib/auth/session-header.ts) is taken out and `x-current-path` is set to the request's own path, so a render that
 * middleware did not sign for (the root layout of a dotted path) asks Kratos itself (lib/auth/request-session.ts).
 */
import { SESSION_HEADER } from '@/lib/auth/session-header';
import { CURRENT_PATH_HEADER } from '@/lib/http/request-path';
import { isApiPath } from '@/lib/routes';

/** The load balancer's probes. */
const PROBE_PATHS = new Set(['/healthz', '/readyz']);

/** A path whose last segment holds a dot: a file, or what looks like one. */
const FILE_PATH = /\.[^/]*$/;

/**
 * @param pathname the request's path.
 * @param apiBasePath the configured API base path (lib/config clientConfig.apiBasePath).
 * @returns true when middleware lets the request through without a session check or cookies.
 */
export function passesThrough(pathname: string, apiBasePath: string): boolean {
  return isApiPath(pathname, apiBasePath) || PROBE_PATHS.has(pathname) || FILE_PATH.test(pathname);
}

/**
 * The request headers a passing request is rendered or proxied with: the browser's, without `x-ramp-session` and
 * with `x-current-path` set from the URL.
 * @param request the incoming request's headers and URL.
 * @returns new headers for `NextResponse.next({ request: { headers } })`.
 */
export function passThroughHeaders(request: {
  headers: Headers;
  nextUrl: { pathname: string; search: string };
}): Headers {
  const headers = new Headers(request.headers);
  headers.delete(SESSION_HEADER);
  headers.set(CURRENT_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return headers;
}
