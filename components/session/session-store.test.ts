/**
 * The session store (spec §4): it starts from the session the server rendered with (middleware's one whoami), shows
 * the signed-in data only while authorised, signs out on a 401, and keeps the snapshot rules useSyncExternalStore
 * relies on (the same object until something changes; the server's state while hydrating).
 */
import type { UserConfig } from '@/lib/api/schemas';
import type { IdentitySession } from '@/lib/auth/session';
import { createSessionStore } from './session-store';

const identitySession = { id: 's1', active: true } as IdentitySession;
const config = { lang: 'pt', has_pending_action: false } as UserConfig;
const data = { profile: null, config, pendingTransaction: null };
const EMPTY = { profile: null, config: null, pendingTransaction: null };

describe('createSessionStore', () => {
  it('starts from the server’s session and keeps one snapshot object until a change', () => {
    const store = createSessionStore(identitySession);
    const expected = { authorised: true, status: 'authenticated', identitySession, ...EMPTY };
    expect(store.getSnapshot()).toEqual(expected);
    expect(store.getServerSnapshot()).toBe(store.getSnapshot());
    expect(store.getSnapshot()).toBe(store.getSnapshot());
  });

  it('starts a visitor unauthenticated', () => {
    expect(createSessionStore(null).getSnapshot()).toEqual({
      authorised: false,
      status: 'unauthenticated',
      identitySession: null,
      ...EMPTY,
    });
  });

  it('shows the signed-in data once it arrives; the server snapshot stays what the server rendered', () => {
    const store = createSessionStore(identitySession);
    const rendered = store.getServerSnapshot();
    store.setData(data);
    expect(store.getSnapshot()).toEqual({ authorised: true, status: 'authenticated', identitySession, ...data });
    expect(store.getServerSnapshot()).toBe(rendered);
  });

  it('never shows signed-in data to a visitor, even if some arrived', () => {
    const store = createSessionStore(null);
    store.setData(data);
    expect(store.getSnapshot()).toMatchObject({ authorised: false, status: 'unauthenticated', config: null });
  });

  it('a 401 signs out and drops the data', () => {
    const store = createSessionStore(identitySession);
    store.setData(data);
    store.signOut();
    expect(store.getSnapshot()).toEqual({
      authorised: false,
      status: 'unauthenticated',
      identitySession: null,
      ...EMPTY,
    });
  });

  it('tells each subscriber of every change until it unsubscribes', () => {
    const store = createSessionStore(identitySession);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.setData(data);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.signOut();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
