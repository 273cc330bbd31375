/**
 * Query strings (spec §7, §9): parsed with qs at depth 5, array limit 20, parameter limit 1000; built with
 * arrays as repeated keys (`status=a&status=b`).
 */
import qs from 'qs';

/** qs limits of spec §9. */
export const QUERY_LIMITS = { depth: 5, arrayLimit: 20, parameterLimit: 1000 } as const;

/**
 * Parses a query string ("?a=1&b=2" or "a=1"). Past the limits qs stops: deeper keys stay as literal
 * strings, arrays longer than 20 become index-keyed objects, parameters past 1000 are dropped.
 */
export function parseQuery(search: string): qs.ParsedQs {
  return qs.parse(search, { ...QUERY_LIMITS, ignoreQueryPrefix: true });
}

/**
 * Builds a query string without the leading "?" with arrays as repeated keys; null/undefined are skipped.
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, { arrayFormat: 'repeat', skipNulls: true, encodeValuesOnly: true });
}

/** The first string value of a parsed parameter (repeated keys give arrays), or undefined. */
export function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return undefined;
}
