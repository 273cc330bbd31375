/**
 * Server loaders of the transaction screens (/transactions, /transaction, /interactive-flow, /payment). Each route
 * data load follows spec §8 "A failed route data load is logged and returns empty data":
 * - an answer with status 400 or above on the screen's own data still meets the global error rule (policy 'global-rule':
 *   401 → login, 404 → /404, …): that answer is the API saying no, not a failed load;
 * - a load that fails without such an answer (transport error, timeout, an answer that is not the expected data)
 *   is logged, reported and gives empty data (`null` / `[]`): the screen shows what it has and says what is missing
 *   instead of the 'General error' banner;
 * - optional data (GET /transaction-info, GET /user/wallets) is 'empty-on-failure': any failure there, an error
 *   answer included, is empty data (spec §8 "If … transaction info or the wallet fail to load, empty data is used").
 * Each upstream call is made at most once per request (React `cache`, keyed by its arguments): a page and the parts
 * it streams may ask for the same data.
 */
import 'server-only';
import { cache } from 'react';
import type { Transaction } from '@/lib/api/schemas';
import {
  getOwnTransaction,
  getTransactionInfoOrEmpty,
  type TransactionInfo,
  type TransactionPayment,
} from '@/lib/api/transactions';
import {
  FIRST_INCOMPLETE_QUERY,
  getTransactionCount,
  getTransactions,
  getUserConfig,
  type TransactionQuery,
} from '@/lib/api/user';
import { getUserWalletsOrEmpty, type UserWallet } from '@/lib/api/wallets';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { nextStepOf, type NextStep } from './next-step';
import { toRowView, toWalletOption, type TransactionRowView, type WalletOption } from './row';

/** Timeout in ms of the optional loads: they must not hold the screen as long as its own data may. */
const OPTIONAL_TIMEOUT_MS = 10_000;

/**
 * GET /transaction-info/{id} under 'empty-on-failure' (spec §8 optional data): the transaction and its payment
 * details, or null when the load fails for any reason (logged and reported). Used by /transaction,
 * /interactive-flow and /payment.
 */
export const loadTransactionInfo = cache(
  async (id: string): Promise<TransactionInfo | null> =>
    routeDataOrEmpty(
      'transaction-info',
      async () => (await serverCaller({ timeoutMs: OPTIONAL_TIMEOUT_MS }))(getTransactionInfoOrEmpty, id),
      null,
    ),
);

/** A transaction's next step with the payment details it was decided with (see {@link loadNextStep}). */
export interface NextStepWithPayment {
  step: NextStep;
  /** GET /transaction-info's payment details; null when there are none or the load failed. */
  payment: TransactionPayment | null;
  /** The load of the payment details failed (optional data: the screen says they are unavailable). */
  failed: boolean;
}

/**
 * The next step of a transaction (lib/transactions/next-step) with its payment details (GET /transaction-info, as
 * {@link loadTransactionInfo}): a payment or transfer whose deadline has passed by the time of this request has
 * nothing left to do. Used by /transaction for the steps that need the details (`stepNeedsPaymentDetails`).
 */
export async function loadNextStep(tx: Transaction): Promise<NextStepWithPayment> {
  const info = await loadTransactionInfo(tx.id);
  const payment = info?.payment ?? null;
  const step = nextStepOf({ ...tx, extraStatus: tx.extra_status }, { expiresAt: payment?.expires_at, now: Date.now() });
  return { step, payment, failed: info === null };
}

/**
 * GET /user/transactions/{id}: one of the signed-in person's transactions. An error answer follows the global rule
 * (a 404 for someone else's transaction → /404); a failed load (transport, invalid answer) gives null.
 * @param id a SEP-24 transaction guid, already checked for shape by the caller.
 */
export const loadOwnTransaction = cache(async (id: string): Promise<Transaction | null> => {
  const call = await serverCaller();
  return routeDataOrEmpty('own transaction', () => call(getOwnTransaction, id), null);
});

/** GET /user/transactions of a query given as JSON (a string, so that React `cache` knows it again). */
const userTransactions = cache(async (query: string) => (await serverCaller())(getTransactions, JSON.parse(query)));

/** GET /user/transactions/count of a query given as JSON. */
const userTransactionCount = cache(async (query: string) =>
  (await serverCaller())(getTransactionCount, JSON.parse(query)),
);

/** The count of a query given as JSON, null when its load failed (logged and reported once per request). */
const transactionCountOrEmpty = cache(async (query: string) =>
  routeDataOrEmpty('user transactions count', () => userTransactionCount(query), null),
);

/**
 * GET /user/transactions/count: how many transactions match the filters. An error answer follows the global rule; a
 * failed load is null. The same count as the one {@link loadTransactionList} loads for the same filters (one call).
 * @param countQuery the filters, without offset and limit (lib/transactions/filters `withoutOffset`).
 */
export function loadTransactionCount(countQuery: Omit<TransactionQuery, 'offset' | 'limit'>): Promise<number | null> {
  return transactionCountOrEmpty(JSON.stringify(countQuery));
}

/** GET /user/wallets, optional data ('empty-on-failure'). */
const userWallets = cache(async () => (await serverCaller({ timeoutMs: OPTIONAL_TIMEOUT_MS }))(getUserWalletsOrEmpty));

/** GET /user/config. */
const userConfig = cache(async () => (await serverCaller())(getUserConfig));

/**
 * What /transactions renders on entry: what the list's island shows (lib/transactions/row), no more; `null` marks a
 * failed load (the client then loads it itself).
 */
export interface TransactionListEntry {
  rows: TransactionRowView[] | null;
  count: number | null;
  /** The person's wallets, the options of the wallet filter; [] when they fail to load. */
  wallets: WalletOption[];
}

/**
 * The entry data of /transactions: one page (GET /user/transactions), the count (GET /user/transactions/count)
 * and the person's wallets (GET /user/wallets, optional: 'empty-on-failure'). The list and the count follow the global
 * rule for error answers; a failed load of either is null, so the client's query loads it again and shows its own
 * error with a retry when that fails too.
 */
export async function loadTransactionList(
  query: TransactionQuery,
  countQuery: Omit<TransactionQuery, 'offset' | 'limit'>,
): Promise<TransactionListEntry> {
  const [transactions, count, wallets] = await Promise.all([
    routeDataOrEmpty('user transactions', () => userTransactions(JSON.stringify(query)), null),
    loadTransactionCount(countQuery),
    routeDataOrEmpty('user wallets (wallet filter)', userWallets, [] as UserWallet[]),
  ]);
  return { rows: transactions?.map(toRowView) ?? null, count, wallets: wallets.map(toWalletOption) };
}

/**
 * The pending-action offer of /interactive-flow without an interactive-id (spec §4: with has_pending_action, the
 * first incomplete transaction, limit 1 per spec §9). `undefined`: nothing pending; null: the load failed (the
 * screen says so instead of sending the person to /404 for a transient failure).
 */
export async function loadPendingTransaction(): Promise<Transaction | undefined | null> {
  return routeDataOrEmpty(
    'pending transaction',
    async () => {
      const config = await userConfig();
      return config.has_pending_action
        ? (await userTransactions(JSON.stringify(FIRST_INCOMPLETE_QUERY)))[0]
        : undefined;
    },
    null,
  );
}
