/**
 * Product API calls of the user area (spec §7): profile, config, transactions. Each is declared with its spec §8
 * policy (lib/http/policy.ts `defineCall`; another use of the same request under another policy declared over it)
 * and made through lib/http/client `callApi` or lib/http/server `serverCaller`; each answer is parsed with zod
 * (lib/api/schemas.ts). Errors: ky HTTPError after the policy has run; ZodError for a malformed answer.
 */
import { defineCall } from '@/lib/http/policy';
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

/** GET /user/profile — the session identity fields (spec §3), under the global rule. */
export const getProfile = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<Profile> => profileSchema.parse(await http.get('user/profile').json()),
);

/** GET /user/profile for a screen that stays useful without it. */
export const getProfileHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', getProfile);

/** GET /user/config — lang and has_pending_action (spec §3), under the global rule. */
export const getUserConfig = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http): Promise<UserConfig> => userConfigSchema.parse(await http.get('user/config').json()),
);

/** GET /user/config in the background of every signed-in screen. */
export const getUserConfigHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', getUserConfig);

/** POST /user/config — saves part of the config (e.g. `{lang: 'pt'}`); returns the new config. */
export const postUserConfig = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, patch: Partial<UserConfig>): Promise<UserConfig> =>
    userConfigSchema.parse(await http.post('user/config', { json: patch }).json()),
);

/** POST /user/config where the screen says a failed save and stays. */
export const postUserConfigHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', postUserConfig);

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
export const getTransactions = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, query: TransactionQuery): Promise<Transaction[]> => {
    const json = await http.get('user/transactions', { searchParams: stringifyQuery({ ...query }) }).json();
    return transactionListSchema.parse(json).transactions;
  },
);

/** GET /user/transactions of the first pending transaction, in the background of every signed-in screen. */
export const getTransactionsHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', getTransactions);

/** GET /user/transactions/count — how many transactions match the filters. */
export const getTransactionCount = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, query: Omit<TransactionQuery, 'offset' | 'limit'>): Promise<number> => {
    const json = await http.get('user/transactions/count', { searchParams: stringifyQuery({ ...query }) }).json();
    return transactionCountSchema.parse(json).count;
  },
);

/** The first-incomplete-transaction prefetch of spec §4 (limit 1, spec §9), offset 0. */
export const FIRST_INCOMPLETE_QUERY: TransactionQuery = { status: 'incomplete', offset: 0, limit: 1 };
