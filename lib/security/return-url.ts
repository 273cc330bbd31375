/**
 * Return-URL validation (spec §5, REFERENCES.md "Open redirects"). A return URL is used only when it is a
 * valid absolute URL toward an allowed origin, or a same-origin path. `startsWith('/')` is not enough:
 * `//evil.example` and `/\evil.example` are protocol-relative URLs to another host, also when they hide behind the
 * app's own origin (`http://app//evil.example`) or behind percent-encoding (`/%2F%2Fevil.example`).
 */
import { findRoute } from '@/lib/routes';

/** Unwraps percent-encoding until stable (at most 5 rounds); null when malformed or deeper. */
function fullyDecoded(path: string): string | null {
  let value = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(value);
    } catch {
      return null;
    }
    if (next === value) return value;
    value = next;
  }
  return null;
}

/**
 * Whether a same-origin pathname is one of the app's screens, or the identity service's browser endpoints under
 * /auth/ (where Kratos itself may send the browser): not protocol-relative (two slashes, or a slash and a
 * backslash) at any level of percent-decoding, and a route of lib/routes.ts or under /auth/.
 */
export function isAppScreenPath(pathname: string): boolean {
  const decoded = fullyDecoded(pathname);
  if (decoded === null || /^[/\\][/\\]/.test(decoded)) return false;
  return findRoute(pathname) !== undefined || pathname.startsWith('/auth/');
}

export interface ResolvedReturnUrl {
  /** The absolute URL to go to. */
  href: string;
  /** Its origin (spec §5: "its origin and interactiveId are then read"). */
  origin: string;
  /** Path, query and hash, for same-origin navigation with the router. */
  path: string;
  /** The interactiveId query parameter of the return URL, when present. */
  interactiveId: string | null;
  /** True when the URL points at the app itself. */
  sameOrigin: boolean;
}

/**
 * Resolves a return URL given by a query parameter.
 * @param raw the value as received (absolute URL or path); anything else is refused.
 * @param appOrigin the app's own origin, e.g. "http://localhost:3000".
 * @param allowedOrigins other origins allowed as targets (wallet partners).
 * @returns the resolved URL, or null when it must not be used (invalid, another scheme, unknown origin,
 *   protocol-relative, backslash tricks, credentials in the URL).
 */
export function resolveReturnUrl(
  raw: string | null | undefined,
  appOrigin: string,
  allowedOrigins: readonly string[] = [],
): ResolvedReturnUrl | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || value.length > 2048) return null;
  // Control characters and backslashes are never part of a URL we issue; browsers treat "\" as "/".

  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;

  const isPath = value.startsWith('/') && !value.startsWith('//');
  const isAbsolute = /^https?:\/\//i.test(value);
  if (!isPath && !isAbsolute) return null; // javascript:, data:, https:evil.example, relative paths

  let url: URL;
  try {
    url = new URL(value, appOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;

  const app = new URL(appOrigin).origin;
  const sameOrigin = url.origin === app;
  if (!sameOrigin && !allowedOrigins.includes(url.origin)) return null;
  // On the app itself only a screen of the route table (lib/routes.ts), as middleware accepts: a path such as
  // `http://app//evil.example/x` would otherwise become the protocol-relative link `//evil.example/x`.
  if (sameOrigin && !isAppScreenPath(url.pathname)) return null;

  return {
    href: url.href,
    origin: url.origin,
    path: `${url.pathname}${url.search}${url.hash}`,
    interactiveId: url.searchParams.get('interactiveId'),
    sameOrigin,
  };
}
