/**
 * The query of a page from Next's `searchParams` prop, parsed as every query of the app is (spec §9: qs at depth 5,
 * array limit 20, parameter limit 1000; lib/http/query), so `filter[status]=a` is `{ filter: { status: 'a' } }` on
 * a page as anywhere else. Pages read their query this way and pass it to the loaders that need it; layouts, which
 * get no `searchParams`, read the path middleware.ts gives (lib/http/server currentRequestPath).
 */
import type { ParsedQs } from 'qs';
import { cache } from 'react';
import { pageQuery } from './query';

/** Next's `searchParams` once awaited: each key's value, an array of them when the key repeats (`a=1&a=2`). */
export type SearchParamsRecord = Record<string, string | string[] | undefined>;

/** The props of a page that reads its query: Next gives `searchParams` as a promise. */
export interface QueryPageProps {
  searchParams: Promise<SearchParamsRecord>;
}

/**
 * The query string of `searchParams` (without "?"): each value under its key, repeated keys in their order, encoded
 * as URLSearchParams encodes (a space as `+`). Keys keep their first-seen order; the values of a repeated key come
 * together at its first place (Next groups them so: `a=1&b=2&a=3` reads as `a=1&a=3&b=2`).
 */
export function searchOfParams(params: SearchParamsRecord): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, one);
  }
  return search.toString();
}

/** One parse per query string and request: a page and its metadata get the same object (React `cache`). */
const parsedSearch = cache((search: string): ParsedQs => pageQuery(`?${search}`));

/**
 * Parses `searchParams` with the qs limits of spec §9, without Next's `_rsc` (lib/http/query pageQuery), so a page
 * reads the query a full load, a client navigation and a prefetch all give it alike. For a URL `/p?<query>` this is
 * `pageQuery('/p?<query>')`, the parse of the raw query string, except where Next has already decoded the raw text:
 * a malformed percent escape (`%zz`, `%FF`) is what URLSearchParams makes of it (kept, or U+FFFD) instead of the
 * escape as written, and past 1000 parameters a repeated key's later values count at its first place (see
 * {@link searchOfParams}).
 * Within one request the same query gives the same object, so a loader cached with React's `cache` on the query
 * (lib/widget/server widgetRequest) runs once for a page and its metadata.
 * @param params the page's `searchParams` record (awaited)
 * @returns the parsed query; never throws
 */
export function queryOfSearchParams(params: SearchParamsRecord): ParsedQs {
  return parsedSearch(searchOfParams(params));
}

/**
 * The query of the page being rendered, from its `searchParams` prop: `await pageQueryOf(searchParams)`.
 * @see queryOfSearchParams for how it is parsed
 */
export async function pageQueryOf(searchParams: Promise<SearchParamsRecord>): Promise<ParsedQs> {
  return queryOfSearchParams(await searchParams);
}
