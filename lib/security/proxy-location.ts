/**
 * The Location header rule of the app's proxies (spec §7: the browser reaches the product API and the identity service
 * only through the app's origin). An upstream's redirect is passed to the browser, never followed, so its Location
 * must not name an address the browser cannot reach and nobody should learn: the upstream's own (internal) origin,
 * and any other internal origin the caller names (the identity service's admin API, which Kratos's public API
 * redirects to for `/identities`). Pure.
 *
 * - A Location on the upstream's origin under its base maps back to the app's local base (`http://kratos:4433/x` →
 *   `/auth/x`; a relative Location is read against the upstream URL, so it maps the same way); elsewhere on that
 *   origin it is refused.
 * - A Location on an internal origin is refused.
 * - A Location holding a backslash or a control character is refused: browsers read `http:\\evil.example` as
 *   `http://evil.example/`, and no URL an upstream means to send holds one unencoded.
 * - Any other Location (the app's origin, a return URL, an identity provider's sign-in page) passes unchanged.
 */

import { httpOrigin } from './http-origin';

/** Why a Location was refused (for the log; the proxy answers 502). */
export type LocationRefusal = 'malformed' | 'internal-origin' | 'outside-base';

/** What {@link browserLocation} needs to know about the proxy. */
export interface LocationRule {
  /** The app path the proxy serves, e.g. `/auth` or `/api/v1`. */
  localBase: string;
  /** The upstream base URL without a trailing slash, e.g. `http://127.0.0.1:4433`. */
  upstreamBase: string;
  /** Other origins never passed to the browser (e.g. the identity service's admin API). */
  internalOrigins?: readonly string[];
}

/**
 * The Location to pass to the browser for one upstream redirect.
 * @param location the upstream's Location header as sent.
 * @param upstreamUrl the URL the proxy called (a relative Location is read against it).
 * @param rule the proxy's bases and internal origins.
 * @returns the Location to send (unchanged, or mapped onto the local base), or why it is refused.
 */
export function browserLocation(
  location: string,
  upstreamUrl: string,
  rule: LocationRule,
): { ok: true; location: string } | { ok: false; reason: LocationRefusal } {
  if (/[\u0000-\u001f\u007f\\]/.test(location)) return { ok: false, reason: 'malformed' };
  let url: URL;
  try {
    url = new URL(location, upstreamUrl);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const base = new URL(`${rule.upstreamBase.replace(/\/+$/, '')}/`);
  if (url.origin === base.origin) {
    const basePath = base.pathname.slice(0, -1);
    if (url.pathname !== basePath && !url.pathname.startsWith(base.pathname)) {
      return { ok: false, reason: 'outside-base' };
    }
    const rest = url.pathname.slice(basePath.length);
    return { ok: true, location: `${rule.localBase}${rest}${url.search}${url.hash}` };
  }
  const internal = (rule.internalOrigins ?? []).map(httpOrigin).filter((origin) => origin !== null);
  if (internal.includes(url.origin)) return { ok: false, reason: 'internal-origin' };
  return { ok: true, location };
}
