/**
 * The app's TanStack Query cache (spec §9: unused data kept 2 h, no refetch on focus, no retry).
 *
 * One QueryClient per browser tab, shared by every route group that queries, so data fetched on one screen (the
 * profile, the transactions) is still there on the next one, as it was when the client lived in the root layout.
 * It is created on first use instead of in the root layout so that pages which query nothing (/error, the legal
 * pages, the widget when signed out) do not load TanStack Query at all. On the server every call makes
 * a new client: a module-level client would be shared between requests, and so between people.
 *
 * The 2-hour gcTime is the browser's. A server client keeps TanStack Query's server default (gcTime Infinity: no
 * garbage-collection timer), so its cache goes with the request. A finite gcTime on the server arms one timer per
 * query, and each timer holds the request's async context (its rendered data, React's request, Next's stores) until
 * it fires: 2 hours of every signed-in answer kept in memory (docs/performance.md "Memory").
 */
import { QueryClient } from '@tanstack/react-query';

/** gcTime of spec §9: 2 hours in ms. */
export const QUERY_GC_TIME_MS = 2 * 60 * 60 * 1000;

/**
 * A QueryClient with the defaults of spec §9.
 * @param where `browser` (the default): unused data is kept {@link QUERY_GC_TIME_MS}; `server`: TanStack Query's
 *   server gcTime (Infinity: no timers), for a client that lives as long as one request
 */
export function createQueryClient(where: 'browser' | 'server' = 'browser'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...(where === 'browser' ? { gcTime: QUERY_GC_TIME_MS } : {}),
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser's one QueryClient (created on first call), or a new server client on the server (never shared
 * between requests, and holding no timer past the request).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient('server');
  browserClient ??= createQueryClient();
  return browserClient;
}
