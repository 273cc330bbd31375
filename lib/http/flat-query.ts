/**
 * Reads flat query strings without qs: for client modules that read their own URL, such as the
 * /transactions filters. Its own module, apart from lib/http/query-string's builder, which is in every page's
 * first load: only the screens that parse pay for the parser.
 */
import { QUERY_LIMITS } from './query-limits';

/** A parsed flat query: each key's string, or its strings when repeated (`a=1&a=2`, `a[]=1`, `a[0]=1`). */
export type FlatQuery = Record<string, string | string[] | Record<string, unknown>>;

/**
 * Parses a query string of flat parameters without qs, for a client module that reads its own URL (the
 * /transactions filters), so qs and its dependencies stay out of the browser. For flat keys it gives what
 * lib/http/query `parseQuery` (qs at the spec §9 limits) gives: repeated keys and `key[]`/`key[n]` (n ≤ 20) as
 * arrays, at most 1000 parameters, `+` as a space. A key with any other bracket (`a[b]`, `a[21]`) becomes an
 * object `{ b: value }`, which a flat reader refuses as qs's nested objects are refused; deeper nesting is not
 * rebuilt. Server code keeps qs (lib/http/page-query `pageQueryOf`).
 * @param search a query string with or without the leading "?"
 * @returns the parameters; never throws (a malformed percent escape is kept as written, as qs keeps it)
 */
export function parseFlatQuery(search: string): FlatQuery {
  const out: FlatQuery = {};
  const raw = search.startsWith('?') ? search.slice(1) : search;
  const parts = raw.split('&').filter(Boolean).slice(0, QUERY_LIMITS.parameterLimit);
  for (const part of parts) {
    const eq = part.indexOf('=');
    const key = decodePart(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodePart(part.slice(eq + 1));
    const match = /^([^[\]]+)(?:\[([^\]]*)\](.*))?$/.exec(key);
    if (!match) continue;
    const [, base, index, more] = match as unknown as [string, string, string | undefined, string];
    const arrayItem =
      index === undefined ||
      (!more && (index === '' || (/^\d+$/.test(index) && Number(index) <= QUERY_LIMITS.arrayLimit)));
    const current = out[base];
    if (!arrayItem) {
      const object = current && typeof current === 'object' && !Array.isArray(current) ? current : {};
      object[`${index}${more}`] = value;
      out[base] = object;
    } else if (current === undefined) out[base] = index === undefined ? value : [value];
    else if (typeof current === 'string') out[base] = [current, value];
    else if (Array.isArray(current)) current.push(value);
  }
  return out;
}

/** One percent-encoded part of a query (`+` is a space); a malformed escape is kept as written. */
function decodePart(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
