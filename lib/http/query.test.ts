import { firstString, pageQuery, parseQuery, stringParams, stringifyQuery } from './query';

describe('query strings (spec §7, §9)', () => {
  it('sends arrays as repeated keys and skips empty values', () => {
    expect(stringifyQuery({ status: ['error', 'expired'], kind: 'deposit', wallet_id: undefined, offset: 0 })).toBe(
      'status=error&status=expired&kind=deposit&offset=0',
    );
  });

  it('reads repeated keys back as arrays', () => {
    expect(parseQuery('?status=error&status=expired&kind=deposit')).toEqual({
      status: ['error', 'expired'],
      kind: 'deposit',
    });
  });

  it('stops nesting at depth 5', () => {
    const parsed = parseQuery('a[b][c][d][e][f][g]=1');
    // five levels are objects; the rest stays one literal key
    expect(parsed).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': '1' } } } } } } });
  });

  it('keeps arrays of at most 20 items (array limit 20)', () => {
    expect(Array.isArray(parseQuery('x[19]=a').x)).toBe(true);
    expect(Array.isArray(parseQuery('x[20]=a').x)).toBe(false);
    const repeated = (n: number) => Array.from({ length: n }, (_, i) => `status=s${i}`).join('&');
    expect(parseQuery(repeated(20)).status).toHaveLength(20);
    expect(Array.isArray(parseQuery(repeated(21)).status)).toBe(false);
  });

  it('reads at most 1000 parameters', () => {
    const many = Array.from({ length: 1005 }, (_, i) => `p${i}=${i}`).join('&');
    expect(Object.keys(parseQuery(many))).toHaveLength(1000);
  });

  it('takes the first of repeated values', () => {
    expect(firstString(['a', 'b'])).toBe('a');
    expect(firstString(undefined)).toBeUndefined();
  });
});

describe('pageQuery and stringParams (the one query reader of server pages)', () => {
  it('reads the query of a path, drops Next’s _rsc, keeps repeated keys', () => {
    expect(pageQuery('/transactions?status=a&status=b&_rsc=abc&offset=10')).toEqual({
      status: ['a', 'b'],
      offset: '10',
    });
    expect(pageQuery('/transactions')).toEqual({});
  });

  it('keeps only string and string-array parameters', () => {
    expect(stringParams(pageQuery('/login?flow=f1&returnTo=%2Fkyc&a[b]=1&code=1&code=2'))).toEqual({
      flow: 'f1',
      returnTo: '/kyc',
      code: ['1', '2'],
    });
  });
});
