'use client';

/**
 * Client providers of the whole app: the session state (spec §4), the live theme (spec §4) and centred toasts
 * (spec §2). TanStack Query's cache is given only by the layouts whose screens query (components/query/
 * query-provider.tsx).
 */
import { Suspense, type ReactNode } from 'react';
import { QueryMessage } from '@/components/layout/query-message';
import { SessionProvider } from '@/components/session/session-provider';
import { ThemeProvider } from '@/components/theme/theme-provider';
import { ThemedToaster } from '@/components/theme/themed-toaster';
import type { IdentitySession } from '@/lib/auth/session';
import type { ThemeSelector } from '@/lib/theme';

/**
 * @param initialThemeSelector the themeSelector cookie read on the server (spec §3, §4).
 * @param initialSession the request's active identity session, or null (lib/auth/request-session.ts).
 */
export function Providers({
  children,
  initialThemeSelector,
  initialSession,
}: {
  children: ReactNode;
  initialThemeSelector: ThemeSelector;
  initialSession: IdentitySession | null;
}) {
  return (
    <ThemeProvider initialSelector={initialThemeSelector}>
      <SessionProvider initialSession={initialSession}>{children}</SessionProvider>
      {/* Centred toasts (spec §2) in the live theme, sonner loaded with the first toast (components/ui/toaster). */}
      <ThemedToaster />
      <Suspense>
        <QueryMessage />
      </Suspense>
    </ThemeProvider>
  );
}
