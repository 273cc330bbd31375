/**
 * Query strings (spec §7, §9): parsed with qs at depth 5, array limit 20, parameter limit 1000; built with
 * arrays as repeated keys (`status=a&status=b`).
 */
import qs from 'qs';
import { QUERY_LIMITS } from './query-limits';

export { QUERY_LIMITS };

/**
 * Parses a query string ("?a=1&b=2" or "a=1"). Past the limits qs stops: deeper keys stay as literal
 * strings, arrays longer than 20 become index-keyed objects, parameters past 1000 are dropped.
 */
export function parseQuery(search: string): qs.ParsedQs {
  return qs.parse(search, { ...QUERY_LIMITS, ignoreQueryPrefix: true });
}

// Built without qs so that first-load modules can use it alone; same output as qs.stringify.
export { stringifyQuery } from './query-string';

/** The first string value of a parsed parameter (repeated keys give arrays), or undefined. */
export function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}

/**
 * Next.js's own query parameter on the RSC requests of client navigation and prefetch (`?_rsc=…`, a cache buster).
 * Never a parameter of the page: {@link pageQuery} drops it.
 */
export const NEXT_RSC_PARAM = '_rsc';

/**
 * The query of a page from its path and query (`/transactions?status=error`): the qs limits of spec §9, without
 * Next's `_rsc`, so a prefetched or client-navigated render reads the same query as a full load. Pages parse their
 * `searchParams` with it (lib/http/page-query pageQueryOf); code without them, from the path middleware.ts gives
 * (lib/http/server currentRequestPath).
 */
export function pageQuery(pathWithQuery: string): qs.ParsedQs {
  const index = pathWithQuery.indexOf('?');
  const query = parseQuery(index < 0 ? '' : pathWithQuery.slice(index));
  delete query[NEXT_RSC_PARAM];
  return query;
}

/** The plain string and string-array parameters of a parsed query (nested qs objects dropped). */
export function stringParams(query: qs.ParsedQs): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(query)) {
    if (typeof value === 'string') out[name] = value;
    else if (Array.isArray(value)) {
      const strings = value.filter((v): v is string => typeof v === 'string');
      if (strings.length) out[name] = strings;
    }
  }
  return out;
}
