'use client';

/**
 * Saves a signed-in person's language to their profile config (spec §4 "Language", POST /user/config `{lang}`) and
 * puts the answer into the query cache, where the session state reads the config. The language menu imports this
 * module only when a signed-in person changes language, so the menu on every page carries neither ky nor TanStack
 * Query.
 */
import { queryKeys } from '@/lib/api/query-keys';
import { postUserConfig } from '@/lib/api/user';
import { callApi } from '@/lib/http/client';
import type { Locale } from '@/lib/i18n/locale';
import { getQueryClient } from '@/lib/query/client';

/**
 * @param lang the language chosen.
 * @throws the client's HTTP errors after the error rule ran (lib/http/client.ts); the caller logs them.
 */
export async function saveLanguageToProfile(lang: Locale): Promise<void> {
  getQueryClient().setQueryData(queryKeys.user.config, await callApi(postUserConfig, { lang }));
}
