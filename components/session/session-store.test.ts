/**
 * The session store (spec §4): the states whoami, the signed-in queries and a 401 lead to, and the snapshot rules
 * useSyncExternalStore relies on (the same object until something changes; the server's state while hydrating).
 */
import type { UserConfig } from '@/lib/api/schemas';
import type { IdentitySession } from '@/lib/auth/session';
import { createSessionStore, LOADING_SESSION } from './session-store';

const identitySession = { id: 's1', active: true } as IdentitySession;
const config = { lang: 'pt', has_pending_action: false } as UserConfig;
const data = { profile: null, config, pendingTransaction: null };

describe('createSessionStore', () => {
  it('starts loading, as the server rendered, and keeps one snapshot object until a change', () => {
    const store = createSessionStore();
    expect(store.getSnapshot()).toBe(LOADING_SESSION);
    expect(store.getServerSnapshot()).toBe(LOADING_SESSION);
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('whoami with an active session: authorised, and the signed-in data is shown', () => {
    const store = createSessionStore();
    store.setIdentitySession(identitySession);
    store.setData(data);
    expect(store.getSnapshot()).toEqual({ authorised: true, status: 'authenticated', identitySession, ...data });
    expect(store.getServerSnapshot()).toBe(LOADING_SESSION);
  });

  it('without a session the signed-in data is not shown, even if some arrived', () => {
    const store = createSessionStore();
    store.setData(data);
    store.setIdentitySession(null);
    expect(store.getSnapshot()).toMatchObject({ authorised: false, status: 'unauthenticated', config: null });
  });

  it('a 401 signs out and drops the data: signing in again does not bring the old data back', () => {
    const store = createSessionStore();
    store.setIdentitySession(identitySession);
    store.setData(data);
    store.signOut();
    expect(store.getSnapshot()).toMatchObject({ authorised: false, status: 'unauthenticated', identitySession: null });
    store.setIdentitySession(identitySession);
    expect(store.getSnapshot().config).toBeNull();
  });

  it('tells each subscriber of every change until it unsubscribes', () => {
    const store = createSessionStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.setIdentitySession(null);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.setIdentitySession(identitySession);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
