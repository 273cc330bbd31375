'use client';

/**
 * The signed-in part of the session state (spec §4): the profile (spec §3 identity fields), the config and, with
 * has_pending_action, the first incomplete transaction (limit 1). <SessionProvider> loads this module only while
 * the session is active, so a visitor's pages carry neither TanStack Query nor ky. The queries
 * live in the app's one query cache (lib/query/client.ts), where the screens that change the profile or config
 * (billing, the order review, KYC, the language menu) update or invalidate them; every change is passed up.
 *
 * These are background loads of every signed-in screen, not the screen's route data: a failure must not navigate
 * away from the screen (a payment in progress, a form half filled). Their calls are left to the screen (policy
 * 'screen-handles', lib/http/screen-handled): a 401 still goes to login (spec §4, §8); any other failure is logged
 * and reported, the screen keeps what it shows, and the query tries again after {@link BACKGROUND_RETRY_MS}.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { identifiedProfile } from '@/lib/api/schemas';
import {
  FIRST_INCOMPLETE_QUERY,
  getProfileHandledByScreen,
  getTransactionsHandledByScreen,
  getUserConfigHandledByScreen,
} from '@/lib/api/user';
import { callApi } from '@/lib/http/client';
import { reportCallFailure, signInIfUnauthorized } from '@/lib/http/screen-handled';
import { getQueryClient } from '@/lib/query/client';
import type { SessionData } from './session-provider';

/** How long a failed background load waits before it tries again, in ms. */
export const BACKGROUND_RETRY_MS = 30_000;

/**
 * A background load under the 'screen-handles' policy: a 401 goes to login, any other failure is reported and rethrown, so the
 * query records the error (and keeps its last data) without the global error rule's navigation.
 * @param what the call's name for the log line and report tag, e.g. 'GET /user/profile'.
 * @param load the call, made through `callApi`.
 * @returns the loaded data.
 * @throws whatever `load` threw (an HTTPError, a transport error, a ZodError).
 */
export async function backgroundLoad<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!signInIfUnauthorized(error)) reportCallFailure(what, error);
    throw error;
  }
}

/** refetchInterval of a background query: again after {@link BACKGROUND_RETRY_MS} while it failed, else never. */
export function retryWhileFailed(query: { state: { status: string } }): number | false {
  return query.state.status === 'error' ? BACKGROUND_RETRY_MS : false;
}

/**
 * Fetches and follows the signed-in person's profile, config and first pending transaction; renders nothing.
 * @param onChange called with the current data after every change (null fields while loading or failed).
 */
export default function SessionQueries({ onChange }: { onChange: (data: SessionData) => void }) {
  const [client] = useState(getQueryClient);
  const profile = useQuery(
    {
      queryKey: queryKeys.user.profile,
      queryFn: () => backgroundLoad('GET /user/profile', () => callApi(getProfileHandledByScreen)),
      refetchInterval: retryWhileFailed,
    },
    client,
  );
  const config = useQuery(
    {
      queryKey: queryKeys.user.config,
      queryFn: () => backgroundLoad('GET /user/config', () => callApi(getUserConfigHandledByScreen)),
      refetchInterval: retryWhileFailed,
    },
    client,
  );
  const pending = useQuery(
    {
      queryKey: queryKeys.user.transactions(FIRST_INCOMPLETE_QUERY),
      queryFn: () =>
        backgroundLoad('GET /user/transactions (first incomplete)', () =>
          callApi(getTransactionsHandledByScreen, FIRST_INCOMPLETE_QUERY),
        ),
      enabled: config.data?.has_pending_action === true,
      refetchInterval: retryWhileFailed,
    },
    client,
  );

  useEffect(() => {
    onChange({
      // An FE_ANONYMOUS profile is no identity (spec §3): the person counts as not yet identified.
      profile: identifiedProfile(profile.data),
      config: config.data ?? null,
      pendingTransaction: pending.data?.[0] ?? null,
    });
  }, [onChange, profile.data, config.data, pending.data]);
  return null;
}
