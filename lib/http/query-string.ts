/**
 * Builds query strings (spec §7, §9) without qs, so modules in every page's first load (the session provider's
 * prefetch, lib/api/user) keep qs out of the browser's first load. The same output as qs.stringify with the
 * options lib/http/query used (`arrayFormat: 'repeat'`, `skipNulls`, `encodeValuesOnly`, RFC 3986): arrays as
 * repeated keys (`status=a&status=b`), null/undefined skipped, keys as written, values percent-encoded except
 * `A–Z a–z 0–9 - . _ ~`, nested objects as `key[sub]=…`, dates as ISO 8601. lib/http/query re-exports it.
 */

/** A value percent-encoded as qs's RFC 3986 encoder does (also `!'()*`, which encodeURIComponent keeps). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function pairs(key: string, value: unknown, out: string[]): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) out.push(`${key}=${encodeValue(value.toISOString())}`);
  else if (Array.isArray(value)) for (const item of value) pairs(key, item, out);
  else if (typeof value === 'object')
    for (const [sub, inner] of Object.entries(value as Record<string, unknown>)) pairs(`${key}[${sub}]`, inner, out);
  else out.push(`${key}=${encodeValue(String(value))}`);
}

/**
 * Builds a query string without the leading "?" with arrays as repeated keys; null/undefined are skipped.
 * @param params the parameters (strings, numbers, booleans, dates, arrays of them; nested objects as `a[b]`)
 * @returns e.g. `status=error&status=expired&kind=deposit&offset=0`
 */
export function stringifyQuery(params: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) pairs(key, value, out);
  return out.join('&');
}
