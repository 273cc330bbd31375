/**
 * The client session state of spec §4 as a small external store, read with React's useSyncExternalStore
 * (./session-provider.tsx).
 *
 * Why a store and not React state handed down in a context: a context value that changes (the profile arriving, a
 * 401 signing out) reaches every Suspense boundary of the page that has not hydrated yet, and React then throws that
 * boundary's server HTML away and renders it anew in the browser (react-dom updateDehydratedSuspenseComponent). On a
 * slow network that erased an amount a person had typed into /order-form before its script arrived. The store's
 * context value never changes: a change re-renders only the hydrated components that read it, and a boundary that
 * hydrates later reads the server snapshot first and the current state right after.
 */
import type { Profile, Transaction, UserConfig } from '@/lib/api/schemas';
import type { IdentitySession } from '@/lib/auth/session';

export interface SessionState {
  /** True while the identity session is active (spec §4). */
  authorised: boolean;
  status: 'authenticated' | 'unauthenticated';
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

/** A session store: the snapshot functions and subscribe of useSyncExternalStore, and the changes spec §4 makes. */
export interface SessionStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): SessionState;
  /** The state the store started in, which is what the server rendered: used while hydrating. */
  getServerSnapshot(): SessionState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The signed-in data changed (./session-queries); kept, but only shown while authenticated. */
  setData(data: SessionData): void;
  /** A 401 from the product API (spec §4): unauthenticated, and the signed-in data is dropped. */
  signOut(): void;
}

/** The state of an identity session, before any signed-in data arrived. */
function stateOf(identitySession: IdentitySession | null, data: SessionData): SessionState {
  const authorised = identitySession !== null;
  return { authorised, status: authorised ? 'authenticated' : 'unauthenticated', identitySession, ...data };
}

/**
 * A new store. Its methods are bound: pass them on as they are.
 * @param initialSession the request's active identity session as the server rendered with it (middleware's one
 *   whoami, lib/auth/request-session.ts), or null for a visitor.
 */
export function createSessionStore(initialSession: IdentitySession | null): SessionStore {
  let identitySession = initialSession;
  let data: SessionData = NO_DATA;
  const initial = stateOf(initialSession, NO_DATA);
  let snapshot = initial;
  const listeners = new Set<() => void>();

  const publish = () => {
    snapshot = stateOf(identitySession, identitySession ? data : NO_DATA);
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: () => snapshot,
    getServerSnapshot: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setData(next) {
      data = next;
      publish();
    },
    signOut() {
      identitySession = null;
      data = NO_DATA;
      publish();
    },
  };
}
