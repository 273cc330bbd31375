/**
 * The client session state of spec §4 as a small external store, read with React's useSyncExternalStore
 * (./session-provider.tsx).
 *
 * Why a store and not React state handed down in a context: a context value that changes (whoami answering, the
 * profile arriving) reaches every Suspense boundary of the page that has not hydrated yet, and React then throws that
 * boundary's server HTML away and renders it anew in the browser (react-dom updateDehydratedSuspenseComponent). On a
 * slow network that erased an amount a person had typed into /order-form before its script arrived. The store's
 * context value never changes: a change re-renders only the hydrated components that read it, and a boundary that
 * hydrates later reads the server snapshot first and the current state right after.
 */
import type { Profile, Transaction, UserConfig } from '@/lib/api/schemas';
import type { IdentitySession } from '@/lib/auth/session';

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

/** The part of {@link SessionState} fetched once signed in (./session-queries). */
export type SessionData = Pick<SessionState, 'profile' | 'config' | 'pendingTransaction'>;

const NO_DATA: SessionData = { profile: null, config: null, pendingTransaction: null };

/** The state the server renders and every page starts with: whoami has not answered. */
export const LOADING_SESSION: SessionState = {
  authorised: false,
  status: 'loading',
  identitySession: null,
  ...NO_DATA,
};

/** A session store: the snapshot functions and subscribe of useSyncExternalStore, and the changes spec §4 makes. */
export interface SessionStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): SessionState;
  /** {@link LOADING_SESSION}: what the server rendered, used while hydrating. */
  getServerSnapshot(): SessionState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** whoami answered: an active session (authenticated) or null (unauthenticated). */
  setIdentitySession(session: IdentitySession | null): void;
  /** The signed-in data changed (./session-queries); kept, but only shown while authenticated. */
  setData(data: SessionData): void;
  /** A 401 from the product API (spec §4): unauthenticated, and the signed-in data is dropped. */
  signOut(): void;
}

/** A new store in the {@link LOADING_SESSION} state. Its methods are bound: pass them on as they are. */
export function createSessionStore(): SessionStore {
  let identitySession: IdentitySession | null = null;
  let status: SessionState['status'] = 'loading';
  let data: SessionData = NO_DATA;
  let snapshot = LOADING_SESSION;
  const listeners = new Set<() => void>();

  const publish = () => {
    const authorised = status === 'authenticated';
    snapshot = { authorised, status, identitySession, ...(authorised ? data : NO_DATA) };
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => LOADING_SESSION,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setIdentitySession(session) {
      identitySession = session;
      status = session ? 'authenticated' : 'unauthenticated';
      publish();
    },
    setData(next) {
      data = next;
      publish();
    },
    signOut() {
      identitySession = null;
      status = 'unauthenticated';
      data = NO_DATA;
      publish();
    },
  };
}
