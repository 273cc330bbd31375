/**
 * The app's reverse proxy to an upstream (spec §7): route handlers under the API base path
 * and /auth call {@link proxyRequest}. The path guard (./proxy-path.ts) keeps every call inside the upstream's base;
 * state-changing API calls pass the CSRF checks (./csrf.ts); bodies stream both ways; cookies go up and Set-Cookie
 * headers come back one by one; redirects are passed to the browser, never followed, and their Location never names
 * an internal address (./proxy-location.ts: the upstream's own origin maps back onto the local base, the internal
 * origins are refused); hop-by-hop headers, the client-address headers a browser could forge (keepRequestHeader),
 * `x-powered-by` and `server` are dropped; every answer, refusals included, gets `nosniff`, `frame-ancestors 'none'`
 * and `Cache-Control: no-store` (answers carry the person's data: profile, billing fields, transactions, sessions).
 */
import 'server-only';
import { parseCookie } from 'cookie';
import { COOKIE } from '@/lib/cookies';
import { csrfRefusal } from './csrf';
import { browserLocation } from './proxy-location';
import { keepRequestHeader, keepResponseHeader, upstreamUrl } from './proxy-path';

export interface ProxyOptions {
  /** The app path the handler serves, e.g. `/api/v1` or `/auth`. */
  localBase: string;
  /** The upstream base URL, e.g. `http://127.0.0.1:4010/api/v1`. */
  upstreamBase: string;
  /** Apply the CSRF checks to state-changing calls (the product API; Kratos has its own CSRF tokens). */
  csrf?: { allowedOrigins: readonly string[] };
  /** Paths under localBase that are never proxied (e.g. `/admin` of Kratos). */
  refusePrefixes?: readonly string[];
  /**
   * A check of the upstream's path (canonical, e.g. `/sessions/abc`) before the call: an answer refuses it (sent
   * with this proxy's security headers), null lets it through.
   */
  guard?: (path: string, request: Request) => Promise<Response | null>;
  /**
   * Origins a redirect of the upstream must never send the browser to, besides the upstream's own (e.g. the identity
   * service's admin API): such an answer is refused with 502.
   */
  internalOrigins?: readonly string[];
  /** The query string sent upstream, from the request's raw one (`?…` or ''); unchanged when not given. */
  upstreamQuery?: (search: string) => string;
  /**
   * Request headers (lower case) never passed upstream, besides the hop-by-hop and client-address ones
   * (./proxy-path.ts keepRequestHeader): e.g. the identity service's token headers, which the app never sends.
   */
  dropRequestHeaders?: readonly string[];
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "frame-ancestors 'none'",
  'cache-control': 'no-store',
};

function refuse(status: number, error: string, message: string): Response {
  return Response.json({ error, message }, { status, headers: SECURITY_HEADERS });
}

/**
 * Proxies one request.
 * @returns the upstream's answer, 400 for a refused path, 403 for a failed CSRF check, 404 for a refused prefix,
 *   the guard's answer when it refuses, 502 when the upstream cannot be reached or redirects to an internal address
 *   (logged).
 */
export async function proxyRequest(request: Request, options: ProxyOptions): Promise<Response> {
  const url = new URL(request.url);
  // The raw path as the browser sent it (request.url keeps its percent-encoding).
  const rawPath = url.pathname;
  const search = options.upstreamQuery ? options.upstreamQuery(url.search) : url.search;
  const target = upstreamUrl(rawPath, options.localBase, options.upstreamBase, search);
  if (!target.ok) {
    console.warn(`[proxy] refused ${request.method} ${rawPath.slice(0, 200)}: ${target.reason}`);
    return refuse(400, 'bad_path', 'This path is not allowed.');
  }
  const inner = new URL(target.url).pathname.slice(new URL(`${options.upstreamBase}/`).pathname.length - 1);
  if (options.refusePrefixes?.some((prefix) => inner === prefix || inner.startsWith(`${prefix}/`))) {
    return refuse(404, 'not_found', 'Not found.');
  }
  const refusal = await options.guard?.(inner, request);
  if (refusal) {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) refusal.headers.set(name, value);
    return refusal;
  }
  if (options.csrf) {
    const length = Number(request.headers.get('content-length') ?? '0');
    const refusal = csrfRefusal({
      method: request.method,
      contentType: request.headers.get('content-type'),
      origin: request.headers.get('origin'),
      secFetchSite: request.headers.get('sec-fetch-site'),
      cookieToken: parseCookie(request.headers.get('cookie') ?? '')[COOKIE.xsrfToken],
      headerToken: request.headers.get('x-xsrf-token'),
      hasBody: length > 0 || request.headers.has('transfer-encoding'),
      allowedOrigins: options.csrf.allowedOrigins,
    });
    if (refusal) {
      console.warn(`[proxy] CSRF check failed (${refusal}) for ${request.method} ${rawPath.slice(0, 200)}`);
      return refuse(403, 'csrf_failed', 'This request was refused. Reload the page and try again.');
    }
  }
  const headers = new Headers();
  const dropped = new Set(options.dropRequestHeaders);
  for (const [name, value] of request.headers) {
    if (keepRequestHeader(name) && !dropped.has(name.toLowerCase())) headers.set(name, value);
  }
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let upstream: Response;
  try {
    upstream = await fetch(target.url, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      cache: 'no-store',
      // Node's fetch needs this to stream a request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (error) {
    console.error(`[proxy] ${request.method} ${target.url} failed`, error);
    return refuse(502, 'upstream_unreachable', 'The service is not reachable. Please try again in a moment.');
  }
  const out = new Headers();
  for (const [name, value] of upstream.headers) if (keepResponseHeader(name)) out.set(name, value);
  // Set last, whatever the upstream sent: no cache keeps these answers, no page frames or sniffs them.
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) out.set(name, value);
  const location = upstream.headers.get('location');
  if (location !== null) {
    const passed = browserLocation(location, target.url, options);
    if (!passed.ok) {
      console.warn(`[proxy] refused the redirect of ${request.method} ${rawPath.slice(0, 200)}: ${passed.reason}`);
      // Not awaited: undici's cancel of an unread redirect body can wait for the connection.
      upstream.body?.cancel().catch(() => {});
      return refuse(502, 'bad_redirect', 'The service answered with an address this app does not open.');
    }
    out.set('location', passed.location);
  }
  for (const cookie of upstream.headers.getSetCookie()) out.append('set-cookie', cookie);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}
