/**
 * The return-URL check of the identity service proxy (spec §5 return URLs, §7 "/auth"): before a query reaches
 * Kratos, every `return_to`, `returnTo` and `after_verification_return_to` parameter must pass the rule the app's own
 * screens use (lib/security/return-url.ts resolveReturnUrl: an app screen or an allowed origin; backslashes, control
 * characters, protocol-relative and other schemes refused). Kratos's own check lets `http:\\evil.example` through and
 * answers with it as a Location, which browsers read as `http://evil.example/`.
 *
 * A refused parameter is dropped, not answered with an error: these URLs are top-level navigations (links, the
 * sign-in screens), and without the parameter Kratos falls back to its default return URL on the app's origin, the
 * same thing the app's screens do with a returnTo they refuse (middleware.ts sends the person to the landing page).
 * Every other byte of the query is kept as sent. Pure.
 */
import { RETURN_TO_PARAM } from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';
import { KRATOS_RETURN_TO_PARAM } from './flow-url';

/** The query parameters that name where Kratos sends the browser afterwards. */
export const RETURN_TO_PARAMS: readonly string[] = [
  KRATOS_RETURN_TO_PARAM,
  RETURN_TO_PARAM,
  'after_verification_return_to',
];

/** A query part decoded as Go's url.QueryUnescape does (`+` is a space); null when the escape is malformed. */
function formDecoded(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** Whether one return URL value may reach Kratos: no surrounding spaces, and accepted by resolveReturnUrl. */
function allowedValue(value: string | null, appOrigin: string, allowedOrigins: readonly string[]): boolean {
  if (value === null || value !== value.trim()) return false;
  return resolveReturnUrl(value, appOrigin, allowedOrigins) !== null;
}

/** The outcome of {@link guardReturnTo}. */
export interface GuardedQuery {
  /** The query string to send upstream: `?…`, or '' when nothing is left. */
  search: string;
  /** Names of the parameters that were dropped (for the log), in order. */
  dropped: string[];
}

/**
 * Drops every return URL parameter ({@link RETURN_TO_PARAMS}, names compared after decoding as Kratos decodes them)
 * whose value the app's rule refuses, keeping every other pair byte for byte and in order.
 * @param search the raw query string, `?a=b&…` or ''.
 * @param appOrigin the app's own origin, e.g. `http://localhost:3000`.
 * @param allowedOrigins the origins a return URL may point to (lib/config allowedReturnOrigins).
 * @returns the query to send upstream and the names dropped.
 */
export function guardReturnTo(search: string, appOrigin: string, allowedOrigins: readonly string[]): GuardedQuery {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return { search, dropped: [] };
  const dropped: string[] = [];
  const kept = query.split('&').filter((pair) => {
    const at = pair.indexOf('=');
    const name = formDecoded(at < 0 ? pair : pair.slice(0, at));
    if (name === null || !RETURN_TO_PARAMS.includes(name)) return true;
    const value = at < 0 ? '' : formDecoded(pair.slice(at + 1));
    if (allowedValue(value, appOrigin, allowedOrigins)) return true;
    dropped.push(name);
    return false;
  });
  if (!dropped.length) return { search, dropped };
  return { search: kept.length ? `?${kept.join('&')}` : '', dropped };
}
