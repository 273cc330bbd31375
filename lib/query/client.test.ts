/** @jest-environment node */
import { createQueryClient, getQueryClient, QUERY_GC_TIME_MS } from './client';

/**
 * A query's garbage-collection timer holds the async context it was created in. On the server that context is a
 * whole request (its rendered data, React's request, Next's stores), so a server client must arm none.
 */
describe('the query client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('on the server (no window) arms no timer for the data a render puts in it', () => {
    const client = getQueryClient();
    client.setQueryData(['user', 'transactions'], [{ id: 'a' }]);
    client.setQueryData(['user', 'profile'], { email: 'x@example.com' });
    expect(jest.getTimerCount()).toBe(0);
    expect(client.getQueryCache().find({ queryKey: ['user', 'profile'] })?.gcTime).toBe(Infinity);
  });

  it('gives every server call a new client, never one shared between requests', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });

  it('in the browser keeps unused data 2 hours (spec §9), then lets it go', () => {
    const client = createQueryClient('browser');
    client.setQueryData(['user', 'profile'], { email: 'x@example.com' });
    expect(client.getQueryCache().find({ queryKey: ['user', 'profile'] })?.gcTime).toBe(QUERY_GC_TIME_MS);
    jest.advanceTimersByTime(QUERY_GC_TIME_MS - 1);
    expect(client.getQueryData(['user', 'profile'])).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(client.getQueryData(['user', 'profile'])).toBeUndefined();
  });

  it('in the browser does not retry and does not refetch on focus (spec §9)', () => {
    const { queries, mutations } = createQueryClient('browser').getDefaultOptions();
    expect(queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
    expect(mutations).toMatchObject({ retry: false });
  });
});
