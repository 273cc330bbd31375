'use client';

/**
 * Gives the screens below it the app's TanStack Query cache (lib/query/client.ts). It sits in the layouts of the
 * route groups whose screens query: the signed-in group, /order and /order-form (the pages that query
 * nothing do not load TanStack Query). Every instance in a tab holds the same client, so the cache outlives a move
 * between route groups. lib/query/query-provider-routes.test.ts checks that every screen using a query hook renders
 * under one.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { getQueryClient } from '@/lib/query/client';

export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(getQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
