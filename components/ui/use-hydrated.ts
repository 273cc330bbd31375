'use client';

/**
 * Whether this render runs after hydration (true) or on the server and during hydration (false), without an effect
 * and a second render: React's useSyncExternalStore with a store that never changes.
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** @returns false on the server and while hydrating, true in every render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
