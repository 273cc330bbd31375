/**
 * A page's query from Next's `searchParams` (lib/http/page-query) against the parse of the raw query string
 * (lib/http/query pageQuery, what the x-current-path header gave): for the same URL, the same result.
 */
// The function Next itself turns a request's URLSearchParams into a page's `searchParams` record with.
import { searchParamsToUrlQuery } from 'next/dist/shared/lib/router/utils/querystring';
import { pageQueryOf, queryOfSearchParams, searchOfParams, type SearchParamsRecord } from './page-query';
import { pageQuery } from './query';

/** The `searchParams` Next gives the page of `url`: its query as a record, without `_rsc` (stripped by Next). */
function nextSearchParams(url: string): SearchParamsRecord {
  const record = searchParamsToUrlQuery(new URL(url, 'http://app.test').searchParams) as SearchParamsRecord;
  delete record._rsc;
  return record;
}

/** `n` query parameters made by `part`, joined with `&`. */
const params = (n: number, part: (i: number) => string) => Array.from({ length: n }, (_, i) => part(i)).join('&');

describe('a page’s query from searchParams (spec §9 qs limits)', () => {
  it.each([
    ['no query', '/transactions'],
    ['an empty query', '/transactions?'],
    ['one parameter', '/transaction?id=tx-1'],
    ['repeated keys', '/transactions?status=error&status=expired'],
    ['repeated keys apart', '/transactions?status=error&kind=deposit&status=expired'],
    ['empty brackets', '/transactions?status[]=error&status[]=expired'],
    ['indexed brackets apart', '/p?a[0]=x&b=1&a[1]=y'],
    ['nested keys', '/transactions?filter[status]=error&filter[kind]=deposit'],
    ['encoded brackets', '/transactions?filter%5Bstatus%5D=error'],
    ['a plain key and a nested one', '/p?a=1&a[b]=2&a=3'],
    ['spaces and plus signs', '/p?x=a+b&y=a%20b&z=a%2Bb'],
    ['encoded separators', '/p?a=%26&b=%3D&c=1;d=2'],
    ['non-ASCII text', '/p?name=%C3%A9l%C3%A8ve&mark=%E2%9C%93&raw=ü'],
    ['a lone percent sign', '/p?q=100%'],
    ['Next’s _rsc of client navigation and prefetch', '/transactions?status=error&_rsc=1x2y3'],
    ['a key without a value', '/profile?flow'],
    ['an empty key and empty parts', '/p?=x&&a=1&&'],
    ['Object.prototype names', '/p?toString=1&__proto__=2&hasOwnProperty=3&__proto__[x]=4'],
    ['unbalanced brackets', '/p?a[=1&b]=2&[c]=3'],
    ['dots (no dot notation)', '/p?a.b=1'],
    ['depth past 5', '/p?a[b][c][d][e][f][g][h]=deep'],
    ['the last array index (19)', '/p?a[19]=x'],
    ['an index past the array limit', '/p?a[20]=x&b[21]=y'],
    ['21 repeated keys (past the array limit)', `/transactions?${params(21, (i) => `status=s${i}`)}`],
    ['25 bracketed values', `/p?${params(25, (i) => `a[]=${i}`)}`],
    ['1005 parameters (past the parameter limit)', `/p?${params(1005, (i) => `k${i}=${i}`)}`],
    ['1000 parameters, a repeated key among the first', `/p?a=1&a=2&${params(998, (i) => `k${i}=${i}`)}`],
  ])('%s: the same as the raw query string', (_, url) => {
    expect(queryOfSearchParams(nextSearchParams(url))).toEqual(pageQuery(url));
  });

  // What Next has already decoded cannot be read as written: where the two differ, and how.
  it('a malformed percent escape: what URLSearchParams makes of it, not the escape as written', () => {
    expect(pageQuery('/p?q=%zz%20&r=%FF')).toEqual({ q: '%zz%20', r: '%FF' });
    expect(queryOfSearchParams(nextSearchParams('/p?q=%zz%20&r=%FF'))).toEqual({ q: '%zz ', r: '\uFFFD' });
  });

  it('past 1000 parameters, a repeated key’s later value counts at the key’s first place', () => {
    const url = `/p?a=1&${params(999, (i) => `k${i}=${i}`)}&a=2`;
    expect(pageQuery(url).a).toBe('1');
    const query = queryOfSearchParams(nextSearchParams(url));
    expect(query.a).toEqual(['1', '2']);
    expect(Object.keys(query)).toHaveLength(999);
  });

  it('reads the promise a page gets, skipping undefined values', async () => {
    const searchParams = Promise.resolve<SearchParamsRecord>({ 'filter[status]': 'error', kind: undefined, x: ['1'] });
    await expect(pageQueryOf(searchParams)).resolves.toEqual({ filter: { status: 'error' }, x: '1' });
  });

  it('drops an _rsc that reaches it', () => {
    expect(queryOfSearchParams({ _rsc: '1x2y3', id: 'tx-1' })).toEqual({ id: 'tx-1' });
  });

  it('serialises repeated keys in order, a space as +', () => {
    expect(searchOfParams({ status: ['error', 'expired'], q: 'a b', none: undefined, 'f[k]': '&' })).toBe(
      'status=error&status=expired&q=a+b&f%5Bk%5D=%26',
    );
  });
});
