'use client';

/**
 * Client session state of spec §4. It starts from the identity session the server rendered with (middleware's one
 * whoami of the request, lib/auth/request-session.ts), so the browser never asks whoami itself: `authorised` is true
 * while that session is active, and then the profile (spec §3 identity fields) and config are stored; with
 * has_pending_action the first incomplete transaction (limit 1) is prefetched. A session that could not be fetched
 * means unauthenticated. A 401 from the product API resets it (lib/http/error-rule-actions.ts).
 * The profile's lang switches the language when supported (spec §4 "Language"). When the identity signed in is
 * not the person the browser's personal cookies were written for, those cookies are forgotten.
 *
 * Every page loads this provider, so it holds only what a visitor needs. The profile, config and pending-transaction
 * queries, with TanStack Query and ky, are in ./session-queries, loaded once the session is active. The state itself
 * is in a store (./session-store), read with useSyncExternalStore, so that data arriving never erases a part of the
 * page that is still waiting for its script.
 */
import { setCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { IdentitySession } from '@/lib/auth/session';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { identityEmail } from '@/lib/cookies/personal';
import { claimPersonalCookies } from '@/lib/cookies/personal-browser';
import { registerErrorRuleActions } from '@/lib/http/error-rule-actions';
import { languageSaveInFlight } from '@/lib/i18n/language-saves';
import { toSupportedLocale } from '@/lib/i18n/locale';
import { captureException } from '@/lib/sentry/capture';
import { createSessionStore, type SessionState, type SessionStore } from './session-store';

export type { SessionData, SessionState } from './session-store';

/**
 * ./session-queries, loaded on first render. A chunk that cannot be loaded (network gone) is logged and reported and
 * leaves the data empty, as a failed query does; it never takes the page down through an error boundary.
 */
const SessionQueries = lazy(() =>
  import('./session-queries').catch((error: unknown) => {
    console.warn('[session] could not load the profile queries', error);
    captureException(error, { tags: { area: 'session' } });
    return { default: () => null };
  }),
);

/** Empties the query cache on a 401 (spec §4). The module is already loaded wherever anything was cached. */
function clearQueryCache() {
  import('@/lib/query/client')
    .then(({ getQueryClient }) => getQueryClient().clear())
    .catch((error: unknown) => console.warn('[session] could not clear the query cache', error));
}

/** The page's session store; the value never changes, so no update flows through the context (./session-store). */
const SessionContext = createContext<SessionStore | null>(null);

/** The session state (spec §4); throws when used outside <SessionProvider>. */
export function useSession(): SessionState {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside <SessionProvider>');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}

/**
 * Holds the page's session state (spec §4) and keeps it current: the signed-in queries while authenticated, a reset
 * on the product API's 401, the profile's language.
 * @param initialSession the request's active identity session as the server rendered with it, or null (a visitor,
 *   a second factor still owed, or Kratos unreachable). Read once: the page keeps its own state from then on.
 */
export function SessionProvider({
  children,
  initialSession,
}: {
  children: ReactNode;
  initialSession: IdentitySession | null;
}) {
  const router = useRouter();
  const locale = useLocale();
  const [store] = useState(() => createSessionStore(initialSession));
  // The signed-in queries run in the browser only, after hydration (the server renders none of them).
  const hydrated = useHydrated();
  const { authorised, config } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);

  const onUnauthorized = useCallback(() => {
    store.signOut();
    clearQueryCache();
  }, [store]);

  useEffect(
    () => registerErrorRuleActions({ navigate: (path) => router.replace(path), onUnauthorized }),
    [router, onUnauthorized],
  );

  // Another person's order form, e-mail or transaction must not carry over to this one. Middleware already kept
  // them out of this render; this records the person as the cookies' owner (spec §3 userEmail).
  const email = identityEmail(initialSession);
  useEffect(() => {
    if (email && claimPersonalCookies(email)) router.refresh();
  }, [email, router]);

  // Spec §4: for an active session, switch to the profile's lang when supported, unless a language is being saved to
  // the profile (lib/i18n/language-saves.ts): then the profile's lang is the old one, and the menu's choice on its
  // way stays. A partner's language never outranks the profile's (components/widget/host-bridge.tsx).
  const profileLang = toSupportedLocale(config?.lang);
  useEffect(() => {
    if (!authorised || !profileLang || profileLang === locale || languageSaveInFlight()) return;
    setCookie(COOKIE.language, profileLang, cookieOptions());
    router.refresh();
  }, [authorised, profileLang, locale, router]);

  return (
    <SessionContext.Provider value={store}>
      {children}
      {authorised && hydrated && (
        <Suspense fallback={null}>
          <SessionQueries onChange={store.setData} />
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
