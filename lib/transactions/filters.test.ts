/**
 * @jest-environment node
 */
import { parseQuery } from '@/lib/http/query';
import {
  EMPTY_FILTERS,
  filtersToCookie,
  filtersToSearch,
  hasFilterKeys,
  parseFilters,
  parseFiltersCookie,
  parseFiltersFromSearch,
  toApiQuery,
} from './filters';

describe('transaction filters (spec §3, §9)', () => {
  it('parses repeated keys, commas and qs brackets, in list order without duplicates', () => {
    const warn = jest.fn();
    expect(
      parseFiltersFromSearch(
        '?status=error&status=completed&status=error&kind=deposit&blockchain[]=tron&blockchain[]=stellar',
        warn,
      ),
    ).toEqual({
      kind: ['deposit'],
      status: ['error', 'completed'],
      blockchain: ['stellar', 'tron'],
      offset: 0,
    });
    expect(parseFiltersFromSearch('status=expired,refunded', warn).status).toEqual(['refunded', 'expired']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps wallet, dates and offset', () => {
    expect(
      parseFiltersFromSearch('wallet_id=w-1&start_created_at=2026-01-01&end_created_at=2026-02-01T10:00:00Z&offset=20'),
    ).toEqual({
      ...EMPTY_FILTERS,
      wallet_id: 'w-1',
      start_created_at: '2026-01-01',
      end_created_at: '2026-02-01T10:00:00Z',
      offset: 20,
    });
  });

  it('drops invalid values with a warning each', () => {
    const warn = jest.fn();
    const filters = parseFiltersFromSearch(
      'status=nope&status=error&kind=buy&blockchain=bitcoin&wallet_id=<x>&start_created_at=yesterday&end_created_at=2026-13-45&offset=-1',
      warn,
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, status: ['error'] });
    expect(warn).toHaveBeenCalledTimes(7);
    expect(warn.mock.calls.map((c) => c[0]).join('\n')).toMatch(/status filter "nope"/);
  });

  it('drops a nested or repeated single value', () => {
    const warn = jest.fn();
    expect(parseFiltersFromSearch('wallet_id=a&wallet_id=b&offset[x]=1', warn)).toEqual(EMPTY_FILTERS);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('serialises to the URL with repeated keys and without offset 0, and round-trips', () => {
    const filters = {
      ...EMPTY_FILTERS,
      status: ['pending_user', 'error'] as const,
      blockchain: ['tron'] as const,
      start_created_at: '2026-01-01',
    };
    const search = filtersToSearch({ ...filters, status: [...filters.status], blockchain: [...filters.blockchain] });
    expect(search).toBe('status=pending_user&status=error&blockchain=tron&start_created_at=2026-01-01');
    expect(filtersToSearch({ ...EMPTY_FILTERS, offset: 10 })).toBe('offset=10');
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    const again = parseFiltersFromSearch(search);
    expect(again.status).toEqual(['pending_user', 'error']);
    expect(again.blockchain).toEqual(['tron']);
  });

  it('writes and reads the cookie without the offset', () => {
    const filters = {
      ...EMPTY_FILTERS,
      kind: ['withdrawal' as const],
      status: ['completed' as const, 'expired' as const],
      offset: 30,
    };
    const cookie = filtersToCookie(filters);
    expect(cookie).toBe('kind=withdrawal&status=completed&status=expired');
    expect(parseFiltersCookie(cookie)).toEqual({ ...filters, offset: 0 });
    expect(parseFiltersCookie(undefined)).toEqual(EMPTY_FILTERS);
    expect(parseFiltersCookie('status=bogus', () => {})).toEqual(EMPTY_FILTERS);
  });

  it('builds the API query with the page size', () => {
    expect(toApiQuery({ ...EMPTY_FILTERS, kind: ['deposit'], offset: 10 })).toEqual({
      kind: ['deposit'],
      offset: 10,
      limit: 10,
    });
  });

  it('knows whether a query carries filters', () => {
    expect(hasFilterKeys(parseQuery('?foo=1'))).toBe(false);
    expect(hasFilterKeys(parseQuery('?offset=0'))).toBe(true);
    expect(parseFilters(parseQuery(''))).toEqual(EMPTY_FILTERS);
  });
});

describe('the browser reads the same filters as the server (no qs in the browser)', () => {
  it.each([
    '?status=error&status=completed&kind=deposit&blockchain[]=tron&blockchain[]=stellar',
    'status%5B0%5D=error&status%5B1%5D=pending_user_transfer_start&wallet_id=w-1&offset=20',
    'status[a]=error&kind[21]=deposit&blockchain=solana&offset=-1&start_created_at=2026-13-40',
    'start_created_at=2026-01-01&start_created_at=2026-02-01&end_created_at=2026-02-01T10%3A00%3A00Z',
    'status=expired,refunded&kind=withdrawal&kind=withdrawal&unknown=1',
  ])('%s', (search) => {
    const serverWarn = jest.fn();
    const browserWarn = jest.fn();
    expect(parseFiltersFromSearch(search, browserWarn)).toEqual(parseFilters(parseQuery(search), serverWarn));
    expect(browserWarn.mock.calls).toEqual(serverWarn.mock.calls);
  });
});
