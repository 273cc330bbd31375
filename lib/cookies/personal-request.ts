/**
 * The server's half of forgetting another person's cookies, and the rewrite of a request's Cookie
 * header that middleware passes on. Edge-safe, pure, unit-tested.
 *
 * The browser forgets them too (lib/cookies/personal-browser.ts), but only after the first render: a page rendered
 * for the new person with the last person's orderFormData would pre-fill, and re-save, their half-filled order. So
 * middleware.ts, which has the session already, removes those cookies from the request it passes on (the render
 * never sees them) and expires them in its answer, on the parent domain and as host-only cookies.
 *
 * The header is edited as text, never re-serialised through a cookie parser: Next's RequestCookies writes values
 * back URL-encoded, which turns the identity service's CSRF and session cookies (base64 with `/`, `+`, `=`) into other
 * values, so Kratos refused its own flows (a verification flow read after an e-mail change restarted).
 */
import type { CookieAttributes } from './index';
import { PERSONAL_COOKIES } from './personal';

/** The name of one `name=value` pair of a Cookie header. */
function pairName(pair: string): string {
  const at = pair.indexOf('=');
  return (at < 0 ? pair : pair.slice(0, at)).trim();
}

/**
 * A Cookie header with some cookies removed and some set, every other pair kept byte for byte (RFC 6265 §5.4: pairs
 * joined by `; `).
 * @param header the request's Cookie header, or null when it has none.
 * @param edits `remove`: names to drop; `set`: pairs to write (any earlier pair of the same name is dropped), their
 *   values URL-encoded as the app's own cookies are.
 * @returns the new header; an empty string when no cookie is left.
 */
export function editCookieHeader(
  header: string | null,
  edits: { remove?: readonly string[]; set?: ReadonlyArray<{ name: string; value: string }> },
): string {
  const set = edits.set ?? [];
  const dropped = new Set([...(edits.remove ?? []), ...set.map((c) => c.name)]);
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !dropped.has(pairName(pair)));
  return [...kept, ...set.map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)].join('; ');
}

/**
 * Set-Cookie values that expire every personal cookie: one naming the parent domain (when there is one) and one
 * host-only, each with the SameSite attributes the cookie was written with (a partitioned cookie is only removed
 * by a deletion in the same partition).
 * @param domain the parent domain (lib/cookies/domain.ts cookieDomain), or undefined on a host without one.
 * @param attributes the request's {@link CookieAttributes}.
 */
export function personalCookieExpiries(domain: string | undefined, attributes: CookieAttributes): string[] {
  const tail = [
    'Path=/',
    'Max-Age=0',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    attributes.sameSite === 'none' ? 'SameSite=None; Secure; Partitioned' : 'SameSite=Lax',
  ].join('; ');
  return PERSONAL_COOKIES.flatMap((name) => [
    ...(domain ? [`${name}=; Domain=${domain}; ${tail}`] : []),
    `${name}=; ${tail}`,
  ]);
}
