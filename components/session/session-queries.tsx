'use client';

/**
 * The signed-in part of the session state (spec §4): the profile (spec §3 identity fields), the config and, with
 * has_pending_action, the first incomplete transaction (limit 1). <SessionProvider> loads this module only while
 * the session is active, so a visitor's pages carry neither TanStack Query nor ky. The queries
 * live in the app's one query cache (lib/query/client.ts), where the screens that change the profile or config
 * (billing, the order review, KYC, the language menu) update or invalidate them; every change is passed up.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '@/lib/api/query-keys';
import { identifiedProfile } from '@/lib/api/schemas';
import { FIRST_INCOMPLETE_QUERY, getProfile, getTransactions, getUserConfig } from '@/lib/api/user';
import { api } from '@/lib/http/client';
import { getQueryClient } from '@/lib/query/client';
import type { SessionData } from './session-provider';

/**
 * Fetches and follows the signed-in person's profile, config and first pending transaction; renders nothing.
 * @param onChange called with the current data after every change (null fields while loading or failed; a failure
 *   itself goes through the client error rule of lib/http/client.ts).
 */
export default function SessionQueries({ onChange }: { onChange: (data: SessionData) => void }) {
  const [client] = useState(getQueryClient);
  const profile = useQuery({ queryKey: queryKeys.user.profile, queryFn: () => getProfile(api) }, client);
  const config = useQuery({ queryKey: queryKeys.user.config, queryFn: () => getUserConfig(api) }, client);
  const pending = useQuery(
    {
      queryKey: queryKeys.user.transactions(FIRST_INCOMPLETE_QUERY),
      queryFn: () => getTransactions(api, FIRST_INCOMPLETE_QUERY),
      enabled: config.data?.has_pending_action === true,
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
