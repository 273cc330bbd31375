'use client';

/**
 * Client session state of spec §4 (issue #2 §4). `authorised` starts false. When the identity session is
 * active, it becomes true and the profile (spec §3 identity fields) and config are stored; with
 * has_pending_action the first incomplete transaction (limit 1) is prefetched. A session that cannot be
 * fetched means unauthenticated. A 401 from the product API resets it (lib/http/client wiring).
 * The profile's lang switches the language when supported (spec §4 "Language"). When the identity signed in is
 * not the person the browser's personal cookies were written for, those cookies are forgotten (issue 10 item 8).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { setCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { identifiedProfile, type Profile, type Transaction, type UserConfig } from '@/lib/api/schemas';
import { FIRST_INCOMPLETE_QUERY, getProfile, getTransactions, getUserConfig } from '@/lib/api/user';
import { sessionSchema, type IdentitySession } from '@/lib/auth/session';
import { clientConfig } from '@/lib/config';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { identityEmail } from '@/lib/cookies/personal';
import { claimPersonalCookies } from '@/lib/cookies/personal-browser';
import { api, configureClientHttp } from '@/lib/http/client';
import { toSupportedLocale } from '@/lib/i18n/locale';

export interface SessionState {
  /** False until an active identity session is seen (spec §4). */
  authorised: boolean;
  /** 'loading' until whoami answered. */
  status: 'loading' | 'authenticated' | 'unauthenticated';
  identitySession: IdentitySession | null;
  /** Identity fields of spec §3 (interactiveID, userIdentityId, userEmail, kyc_status, …). */
  profile: Profile | null;
  config: UserConfig | null;
  /** The first incomplete transaction, prefetched when has_pending_action is true. */
  pendingTransaction: Transaction | null;
}

const SessionContext = createContext<SessionState | null>(null);

/** The session state; throws when used outside <SessionProvider>. */
export function useSession(): SessionState {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

async function fetchIdentitySession(): Promise<IdentitySession | null> {
  try {
    const response = await fetch(`${clientConfig.authBasePath}/sessions/whoami`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      // Read the 401 body too: a response left unread stays pending in the browser (issue 11).
      await response.text();
      return null;
    }
    const session = sessionSchema.parse(await response.json());
    return session.active ? session : null;
  } catch (error) {
    console.warn('[session] whoami failed; treating as signed out', error);
    return null;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const locale = useLocale();
  const [identitySession, setIdentitySession] = useState<IdentitySession | null>(null);
  const [status, setStatus] = useState<SessionState['status']>('loading');

  const onUnauthorized = useCallback(() => {
    setIdentitySession(null);
    setStatus('unauthenticated');
    queryClient.clear();
  }, [queryClient]);

  useEffect(
    () => configureClientHttp({ navigate: (path) => router.replace(path), onUnauthorized }),
    [router, onUnauthorized],
  );

  useEffect(() => {
    let cancelled = false;
    void fetchIdentitySession().then((session) => {
      if (cancelled) return;
      const email = identityEmail(session);
      // Another person's order form, e-mail or transaction must not carry over to this one (issue 10 item 8).
      if (email && claimPersonalCookies(email)) router.refresh();
      setIdentitySession(session);
      setStatus(session ? 'authenticated' : 'unauthenticated');
    });
    return () => {
      cancelled = true;
    };
  }, [router]);

  const authorised = status === 'authenticated';
  const profile = useQuery({ queryKey: queryKeys.user.profile, queryFn: () => getProfile(api), enabled: authorised });
  const config = useQuery({ queryKey: queryKeys.user.config, queryFn: () => getUserConfig(api), enabled: authorised });
  const hasPending = authorised && config.data?.has_pending_action === true;
  const pending = useQuery({
    queryKey: queryKeys.user.transactions(FIRST_INCOMPLETE_QUERY),
    queryFn: () => getTransactions(api, FIRST_INCOMPLETE_QUERY),
    enabled: hasPending,
  });

  // Spec §4: for an active session, switch to the profile's lang when supported.
  const profileLang = toSupportedLocale(config.data?.lang);
  useEffect(() => {
    if (!authorised || !profileLang || profileLang === locale) return;
    setCookie(COOKIE.language, profileLang, cookieOptions());
    router.refresh();
  }, [authorised, profileLang, locale, router]);

  const value = useMemo<SessionState>(
    () => ({
      authorised,
      status,
      identitySession,
      // An FE_ANONYMOUS profile is no identity (spec §3): the person counts as not yet identified.
      profile: identifiedProfile(profile.data),
      config: config.data ?? null,
      pendingTransaction: pending.data?.[0] ?? null,
    }),
    [authorised, status, identitySession, profile.data, config.data, pending.data],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
