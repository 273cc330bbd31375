/**
 * Product API calls of the user area (spec §7): profile, config, transactions. Named functions over a ky
 * instance (client: lib/http/client `api`; server: lib/http/server `serverApi()`), each answer parsed with
 * zod (lib/api/schemas.ts). Errors: ky HTTPError after the error rule has run; ZodError for a malformed answer.
 */
import type { KyInstance } from 'ky';
import { stringifyQuery } from '@/lib/http/query-string';
import {
  profileSchema,
  transactionCountSchema,
  transactionListSchema,
  userConfigSchema,
  type Profile,
  type Transaction,
  type UserConfig,
} from './schemas';

/** GET /user/profile — the session identity fields (spec §3). */
export async function getProfile(http: KyInstance): Promise<Profile> {
  return profileSchema.parse(await http.get('user/profile').json());
}

/** GET /user/config — lang and has_pending_action (spec §3). */
export async function getUserConfig(http: KyInstance): Promise<UserConfig> {
  return userConfigSchema.parse(await http.get('user/config').json());
}

/** POST /user/config — saves part of the config (e.g. `{lang: 'pt'}`); returns the new config. */
export async function postUserConfig(http: KyInstance, patch: Partial<UserConfig>): Promise<UserConfig> {
  return userConfigSchema.parse(await http.post('user/config', { json: patch }).json());
}

/** Filters of GET /user/transactions and /count (spec §3); array values are sent as repeated keys. */
export interface TransactionQuery {
  kind?: string | string[];
  status?: string | string[];
  blockchain?: string | string[];
  wallet_id?: string;
  /** ISO 8601 date or date-time. */
  start_created_at?: string;
  end_created_at?: string;
  /** Paged by offset from 0 (spec §9). */
  offset?: number;
  limit?: number;
}

/** GET /user/transactions — one page of the signed-in person's transactions. */
export async function getTransactions(http: KyInstance, query: TransactionQuery): Promise<Transaction[]> {
  const json = await http.get('user/transactions', { searchParams: stringifyQuery({ ...query }) }).json();
  return transactionListSchema.parse(json).transactions;
}

/** GET /user/transactions/count — how many transactions match the filters. */
export async function getTransactionCount(
  http: KyInstance,
  query: Omit<TransactionQuery, 'offset' | 'limit'>,
): Promise<number> {
  const json = await http.get('user/transactions/count', { searchParams: stringifyQuery({ ...query }) }).json();
  return transactionCountSchema.parse(json).count;
}

/** The first-incomplete-transaction prefetch of spec §4 (limit 1, spec §9), offset 0. */
export const FIRST_INCOMPLETE_QUERY: TransactionQuery = { status: 'incomplete', offset: 0, limit: 1 };
