/**
 * The path guard of the app's proxies to the product API and the identity service (spec §7 "the
 * API base is the app origin plus a configured base path", "/auth" for the identity service). A request path is
 * taken apart segment by segment, each segment decoded again and again until it no longer changes (so `%252e%252e`
 * is seen as `..`), and refused when a decoded segment is `.` or `..`, holds `/`, `\`, `;` or a NUL, or is not valid
 * percent-encoding. A decoded segment that starts with `__` is refused too: that prefix names an upstream's own
 * endpoints (the sandbox's `/__sandbox/...` control routes), never a call of the API or the identity service. The
 * upstream URL is built from the decoded segments, encoded once, and must still start with the upstream base:
 * nothing under the proxy can reach another path of the upstream host. Pure.
 */

/** Why a path was refused (for the log; the caller answers 400). */
export type PathRefusal =
  | 'malformed-encoding'
  | 'dot-segment'
  | 'forbidden-character'
  | 'too-deep-encoding'
  | 'reserved-segment';

/** The prefix of a segment that names an upstream's own endpoints (`__sandbox`), refused under every proxy. */
const RESERVED_PREFIX = '__';

/** Deepest percent-encoding unwrapped; deeper is refused rather than guessed. */
const MAX_DECODE_ROUNDS = 5;
const FORBIDDEN = /[/\\;\0]/;

/**
 * One segment, decoded until stable.
 * @returns the decoded segment, or the refusal.
 */
export function decodeSegment(raw: string): { ok: true; value: string } | { ok: false; reason: PathRefusal } {
  let value = raw;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      return { ok: false, reason: 'malformed-encoding' };
    }
    if (next === value) {
      if (value === '.' || value === '..') return { ok: false, reason: 'dot-segment' };
      if (FORBIDDEN.test(value)) return { ok: false, reason: 'forbidden-character' };
      return { ok: true, value };
    }
    // A separator or a dot segment that appears at any level of decoding is refused, whatever lies below it.
    if (next === '.' || next === '..') return { ok: false, reason: 'dot-segment' };
    if (FORBIDDEN.test(next)) return { ok: false, reason: 'forbidden-character' };
    value = next;
  }
  return { ok: false, reason: 'too-deep-encoding' };
}

/**
 * The upstream URL of a proxied request. Refuses a path outside `localBase`, any segment {@link decodeSegment}
 * refuses, an empty segment before the last, and a decoded segment that starts with `__` (`reserved-segment`).
 * @param rawPath the request's raw pathname (still percent-encoded, as the browser sent it).
 * @param localBase the app's path the proxy serves, e.g. `/api/v1` or `/auth`.
 * @param upstreamBase the upstream's base URL without a trailing slash, e.g. `http://127.0.0.1:4010/api/v1`.
 * @param search the raw query string (`?a=b` or ''), passed through as is.
 * @returns the URL, or the refusal.
 */
export function upstreamUrl(
  rawPath: string,
  localBase: string,
  upstreamBase: string,
  search: string,
): { ok: true; url: string } | { ok: false; reason: PathRefusal | 'outside-base' } {
  if (!rawPath.startsWith(`${localBase}/`)) return { ok: false, reason: 'outside-base' };
  const segments = rawPath.slice(localBase.length + 1).split('/');
  const clean: string[] = [];
  for (const [index, raw] of segments.entries()) {
    // An empty segment is only allowed last (a trailing slash, which Kratos and the API may expect).
    if (raw === '' && index < segments.length - 1) return { ok: false, reason: 'forbidden-character' };
    const decoded = decodeSegment(raw);
    if (!decoded.ok) return decoded;
    if (decoded.value.startsWith(RESERVED_PREFIX)) return { ok: false, reason: 'reserved-segment' };
    clean.push(encodeURIComponent(decoded.value));
  }
  const url = `${upstreamBase}/${clean.join('/')}${search}`;
  const parsed = new URL(url);
  const base = new URL(`${upstreamBase}/`);
  if (parsed.origin !== base.origin || !parsed.pathname.startsWith(base.pathname)) {
    return { ok: false, reason: 'outside-base' };
  }
  return { ok: true, url };
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and ones the proxy recomputes: never copied between the two sides. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** Upstream answer headers never passed to the browser: hop-by-hop, the body encoding fetch undid, and banners. */
export function keepResponseHeader(name: string): boolean {
  const n = name.toLowerCase();
  return !HOP_BY_HOP.has(n) && n !== 'content-encoding' && n !== 'x-powered-by' && n !== 'server' && n !== 'set-cookie';
}

/**
 * Request headers that name the client's address or place. Only an edge in front of the app may set them, and ours
 * (deploy/nginx.conf) sets none of them, so any that arrive come from the browser. Kratos records a session's device
 * from them (ory/x httpx.ClientIP reads True-Client-IP, Cf-Connecting-IP and X-Real-IP before X-Forwarded-For;
 * Kratos's session device reads Cf-Ipcity and Cf-Ipcountry), and /security/history shows that address (spec §7 GET
 * /sessions): passed on, they would let whoever signs in choose what the account's owner sees there.
 * X-Forwarded-For stays: before Next sees a request, deploy/start.js replaces it with the one client address the
 * configured reverse proxies vouch for (TRUSTED_PROXY_HOPS; the socket's address when nothing is in front).
 */
const CLIENT_ADDRESS_HEADERS = new Set([
  'true-client-ip',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'fastly-client-ip',
  'forwarded',
]);

/**
 * Browser request headers passed on to the upstream: all but hop-by-hop ones ({@link HOP_BY_HOP}) and those that
 * name the client's address or place ({@link CLIENT_ADDRESS_HEADERS} and Cloudflare's `cf-*`).
 * @param name a header name, any case
 */
export function keepRequestHeader(name: string): boolean {
  const n = name.toLowerCase();
  return !HOP_BY_HOP.has(n) && !CLIENT_ADDRESS_HEADERS.has(n) && !n.startsWith('cf-');
}
