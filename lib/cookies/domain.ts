/**
 * The parent domain of the app's cookies (spec §9 "parent domain"), computed on the server only, so the
 * public-suffix list (tldts) stays out of the browser's bundle: the browser gets the result instead (app/layout.tsx
 * renders it on <html>, lib/cookies pageCookieDomain reads it).
 */
import { parse as parseDomain } from 'tldts';

/**
 * The domain attribute for a host (spec §9 "parent domain"): its registrable domain by the public-suffix list
 * (tldts, private suffixes included, as browsers scope cookies), not the last two labels, which are wrong for
 * `.co.uk`, `.com.br` and would let every customer of a shared host (`*.vercel.app`) read them.
 * @param host a hostname, with or without port ("app.ramp.example.com:443").
 * @returns e.g. "example.com" for "app.ramp.example.com", "ramp.com.br" for "app.ramp.com.br"; undefined for
 *   localhost, IP addresses, single-label hosts and public suffixes themselves, where the attribute must be omitted
 *   (browsers reject Domain=localhost / IPs / a public suffix).
 */
export function cookieDomain(host: string): string | undefined {
  const hostname = host
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  if (!hostname || hostname === 'localhost' || hostname.includes(':')) return undefined;
  const parsed = parseDomain(hostname, { allowPrivateDomains: true });
  if (parsed.isIp || !parsed.domain) return undefined;
  return parsed.domain;
}

/**
 * The domain attribute for a request to `host`, from the configured app origin only (spec §9 "parent domain"): the
 * Host header is the client's own word (with no proxy in front, or through one that passes it on), so it picks no
 * domain; it only says whether the request reached the app at its configured host.
 * @param host the request's Host, with or without port.
 * @param appOrigin the configured NEXT_PUBLIC_APP_ORIGIN (lib/config clientConfig.appOrigin).
 * @returns {@link cookieDomain} of the app origin's host when `host` names it; undefined (host-only cookies) for any
 *   other host.
 */
export function appCookieDomain(host: string, appOrigin: string): string | undefined {
  let own: URL;
  try {
    own = new URL(appOrigin);
  } catch {
    return undefined;
  }
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  return hostname === own.hostname.toLowerCase() ? cookieDomain(own.host) : undefined;
}
