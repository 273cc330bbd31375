'use client';

/**
 * Client providers of the whole app: TanStack Query (spec §9: unused data kept 2 h, no refetch on focus, no
 * retry), the session state (spec §4), the live theme (spec §4) and centred toasts (spec §2).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { QueryMessage } from '@/components/layout/query-message';
import { SessionProvider } from '@/components/session/session-provider';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { LazyToaster } from '@/components/ui/toaster';
import type { ThemeSelector } from '@/lib/theme';

/** gcTime of spec §9: 2 hours in ms. */
export const QUERY_GC_TIME_MS = 2 * 60 * 60 * 1000;

/** A QueryClient with the defaults of spec §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_GC_TIME_MS, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** @param initialThemeSelector the themeSelector cookie read on the server (spec §3, §4). */
export function Providers({
  children,
  initialThemeSelector,
}: {
  children: ReactNode;
  initialThemeSelector: ThemeSelector;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initialSelector={initialThemeSelector}>
        <SessionProvider>{children}</SessionProvider>
        {/* Centred toasts (spec §2), sonner loaded with the first toast (issue 11; components/ui/toaster). */}
        <LazyToaster />
        <Suspense>
          <QueryMessage />
        </Suspense>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
