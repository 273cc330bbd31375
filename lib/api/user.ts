/**
 * Product API calls of the user area (spec §7): profile, config, transactions. Each is declared with its spec §8
 * policy (lib/http/policy.ts `defineCall`; another use of the same request under another policy with `underPolicy`)
 * and made through lib/http/client `callApi` or lib/http/server `serverCaller`; each answer is parsed with zod
 * (lib/api/schemas.ts). Errors: ky HTTPError after the policy has run; ZodError for a malformed answer.
 */
import { defineCall, underPolicy } from '@/lib/http/policy';
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
export const getProfile = defineCall(
  {
    request: 'GET /user/profile',
    policy: 'global-rule',
    use: "/kyc (a failed load: not verified); the order review's and the billing save's account check",
  },
  async (http): Promise<Profile> => profileSchema.parse(await http.get('user/profile').json()),
);

/** GET /user/profile for a screen that stays useful without it. */
export const getProfileHandledByScreen = underPolicy(
  getProfile,
  'screen-handles',
  'every signed-in screen (session queries: kept, tried again after 30 s); /profile ("We could not load your profile")',
);

/** GET /user/profile for the steps of an order's journey: a failure leaves the step count longer. */
export const getProfileOrEmpty = underPolicy(
  getProfile,
  'empty-on-failure',
  "the steps of an order's journey (the order form, /billing-details: the step count)",
);

/** GET /user/config — lang and has_pending_action (spec §3), under the global rule. */
export const getUserConfig = defineCall(
  {
    request: 'GET /user/config',
    policy: 'global-rule',
    use: "/interactive-flow's pending-action offer (a failed load: the screen says so)",
  },
  async (http): Promise<UserConfig> => userConfigSchema.parse(await http.get('user/config').json()),
);

/** GET /user/config in the background of every signed-in screen. */
export const getUserConfigHandledByScreen = underPolicy(
  getUserConfig,
  'screen-handles',
  'every signed-in screen (session queries: kept, tried again after 30 s)',
);

/** GET /user/config on /profile: the language menu shows the page's language without it. */
export const getUserConfigOrEmpty = underPolicy(getUserConfig, 'empty-on-failure', "/profile's language menu");

/** POST /user/config — saves part of the config (e.g. `{lang: 'pt'}`); returns the new config. */
export const postUserConfig = defineCall(
  { request: 'POST /user/config', policy: 'global-rule', use: 'the language menu of every screen' },
  async (http, patch: Partial<UserConfig>): Promise<UserConfig> =>
    userConfigSchema.parse(await http.post('user/config', { json: patch }).json()),
);

/** POST /user/config where the screen says a failed save and stays. */
export const postUserConfigHandledByScreen = underPolicy(
  postUserConfig,
  'screen-handles',
  "/profile's language (told on the screen); a new account's language (reported, the registration goes on)",
);

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
export const getTransactions = defineCall(
  {
    request: 'GET /user/transactions',
    policy: 'global-rule',
    use: "/transactions (a failed load: reloaded in the browser with a retry); /interactive-flow's pending offer",
  },
  async (http, query: TransactionQuery): Promise<Transaction[]> => {
    const json = await http.get('user/transactions', { searchParams: stringifyQuery({ ...query }) }).json();
    return transactionListSchema.parse(json).transactions;
  },
);

/** GET /user/transactions of the first pending transaction, in the background of every signed-in screen. */
export const getTransactionsHandledByScreen = underPolicy(
  getTransactions,
  'screen-handles',
  'every signed-in screen: the first pending transaction (session queries)',
);

/** GET /user/transactions/count — how many transactions match the filters. */
export const getTransactionCount = defineCall(
  {
    request: 'GET /user/transactions/count',
    policy: 'global-rule',
    use: '/transactions (a failed load: reloaded in the browser with a retry)',
  },
  async (http, query: Omit<TransactionQuery, 'offset' | 'limit'>): Promise<number> => {
    const json = await http.get('user/transactions/count', { searchParams: stringifyQuery({ ...query }) }).json();
    return transactionCountSchema.parse(json).count;
  },
);

/** The first-incomplete-transaction prefetch of spec §4 (limit 1, spec §9), offset 0. */
export const FIRST_INCOMPLETE_QUERY: TransactionQuery = { status: 'incomplete', offset: 0, limit: 1 };

/**
 * GET /user/sessions — the person's sessions as the API lists them, for /security/history's extra rows. The answer
 * is returned unparsed: lib/auth/sessions parses it with the identity service's session schema.
 */
export const getUserSessions = defineCall(
  { request: 'GET /user/sessions', policy: 'empty-on-failure', use: '/security/history (no extra rows)' },
  async (http): Promise<unknown> => http.get('user/sessions').json(),
);
