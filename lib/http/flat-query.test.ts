import qs from 'qs';
import { parseFlatQuery } from './flat-query';

describe('parseFlatQuery without qs (spec §9 limits)', () => {
  const withQs = (search: string) =>
    qs.parse(search, { depth: 5, arrayLimit: 20, parameterLimit: 1000, ignoreQueryPrefix: true });

  it.each([
    ['repeated keys', '?status=error&status=expired&kind=deposit'],
    ['one value each', 'wallet_id=w_1&offset=10&start_created_at=2026-11-01'],
    ['bracket arrays', 'status[]=error&status[]=expired&blockchain[0]=tron&blockchain[1]=stellar'],
    ['encoded brackets, spaces and reserved characters', 'status%5B%5D=error&q=a+b%26c&e=%C3%A9'],
    ['empty values and a key without =', 'kind=&status&offset=0'],
    ['comma lists stay one string', 'status=error,expired'],
    ['a malformed escape', 'wallet_id=%E0%A4%A&kind=deposit'],
  ])('%s: the same as qs', (_name, search) => {
    expect(parseFlatQuery(search)).toEqual(withQs(search));
  });

  it('stops at 1000 parameters, as qs does', () => {
    const search = Array.from({ length: 1005 }, (_, i) => `p${i}=${i}`).join('&');
    const parsed = parseFlatQuery(search);
    expect(Object.keys(parsed)).toHaveLength(1000);
    expect(parsed).toEqual(withQs(search));
  });

  it('turns nested keys and indices past 20 into objects a flat reader refuses, as qs does', () => {
    expect(parseFlatQuery('status[a]=error')).toEqual({ status: { a: 'error' } });
    expect(parseFlatQuery('status[21]=error')).toEqual({ status: { '21': 'error' } });
    expect(withQs('status[a]=error')).toEqual({ status: { a: 'error' } });
    expect(withQs('status[21]=error')).toEqual({ status: { '21': 'error' } });
  });
});
