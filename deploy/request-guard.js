/**
 * The checks deploy/start.js makes on each request before Next sees it (plain CommonJS, run by node beside Next's
 * standalone server; copied there by scripts/standalone-assets.mjs). Pure.
 *
 * - A path with a malformed percent-escape (`%c0%ae`, `%u002e`, a lone `%`) is refused with 400: Next's router
 *   decodes the path before any route handler or middleware runs, and answers 500 when that fails.
 * - The client's address. `X-Forwarded-For` is a list a client can start with anything; only the entries the
 *   configured reverse proxies appended are true. With `TRUSTED_PROXY_HOPS` = H proxies in front (0: none), the
 *   client is the entry H places left of the socket's address in `[...X-Forwarded-For, socket address]`, and the
 *   header is replaced by that one address, so Kratos records it as the session's device (spec §7 GET /sessions,
 *   shown on /security/history) and a browser cannot choose what is recorded there.
 * - The scheme and host a proxy reports. `X-Forwarded-Proto` turns on HSTS and the Secure XSRF cookie
 *   (lib/security/headers.ts, lib/cookies), and `X-Forwarded-Host` is what Next compares a server action's Origin
 *   with: with no proxy in front (`TRUSTED_PROXY_HOPS` 0) both can only be the client's own words and are dropped, so
 *   Next derives them from the connection itself; behind proxies, `X-Forwarded-Proto` keeps the entry the nearest one
 *   set (deploy/nginx.conf sets `$scheme`), when it is `http` or `https`.
 */
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, run by plain node beside start.js
const { isIP } = require('node:net');

/**
 * Reads `TRUSTED_PROXY_HOPS`.
 * @param {string | undefined} value the variable as set; unset or empty means 0 (nothing in front of the app).
 * @returns {number | null} the number of trusted reverse proxies, or null when the value is not a whole number ≥ 0
 *   (the caller refuses to start).
 */
function parseTrustedProxyHops(value) {
  if (value === undefined || value.trim() === '') return 0;
  return /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * Whether the path of a request target holds a percent-escape that does not decode (not two hex digits, or bytes
 * that are not UTF-8). The query is not looked at: Next passes it to the page or route as it is.
 * @param {string} target the request target as received (`req.url`: path and query).
 * @returns {boolean} true when the path is malformed.
 */
function hasMalformedPath(target) {
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

/**
 * The client's address as the trusted proxies saw it.
 * @param {string | string[] | undefined} forwardedFor the `X-Forwarded-For` header(s) received (comma-separated
 *   lists; several headers count as one list in order).
 * @param {string | undefined} socketAddress the address of the connection's peer (`req.socket.remoteAddress`).
 * @param {number} hops how many reverse proxies are in front of the app (TRUSTED_PROXY_HOPS).
 * @returns {string | undefined} the entry `hops` places left of the socket address in
 *   `[...forwardedFor entries, socketAddress]`; the leftmost entry when the list is shorter (a request that came past
 *   fewer proxies); the socket address when the chosen entry is not an IP address.
 */
function clientAddress(forwardedFor, socketAddress, hops) {
  if (hops === 0) return socketAddress;
  const headers = Array.isArray(forwardedFor) ? forwardedFor : forwardedFor === undefined ? [] : [forwardedFor];
  const entries = headers
    .flatMap((header) => header.split(','))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const list = [...entries, socketAddress];
  const chosen = list[Math.max(0, list.length - 1 - hops)];
  return chosen !== undefined && isIP(chosen) !== 0 ? chosen : socketAddress;
}

/**
 * The scheme the trusted proxies report.
 * @param {string | string[] | undefined} forwardedProto the `X-Forwarded-Proto` header(s) received.
 * @param {number} hops how many reverse proxies are in front of the app (TRUSTED_PROXY_HOPS).
 * @returns {string | undefined} `http` or `https` from the last entry (the nearest proxy's) when hops ≥ 1;
 *   undefined (drop the header) with no proxy in front or for any other value.
 */
function forwardedProto(forwardedProto, hops) {
  if (hops === 0 || forwardedProto === undefined) return undefined;
  const list = (Array.isArray(forwardedProto) ? forwardedProto : [forwardedProto]).join(',').split(',');
  const last = list[list.length - 1].trim().toLowerCase();
  return last === 'http' || last === 'https' ? last : undefined;
}

/** The body of the 400 for a malformed path: short, no stack, the shape of the app's own proxy refusals. */
const MALFORMED_PATH_BODY = JSON.stringify({ error: 'bad_path', message: 'This path is not allowed.' });

module.exports = { parseTrustedProxyHops, hasMalformedPath, clientAddress, forwardedProto, MALFORMED_PATH_BODY };
