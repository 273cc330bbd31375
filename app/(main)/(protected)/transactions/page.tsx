/**
 * /transactions (spec §2 protected, §3, §7, §9; issue #4): the signed-in person's transactions, rendered on the
 * server on entry (GET /user/transactions + /count with serverApi()), then filtered and paged on the client
 * (components/transactions/transactions-view), with the person's wallets (GET /user/wallets) as the options of
 * the wallet filter. Filters come from the URL; an entry without any filter key in
 * the URL takes the transactionFilters cookie and is redirected to the URL carrying them (so the URL stays the
 * one source of truth, shareable). Invalid filter values are dropped with a logged warning. The wallets only fill
 * the wallet filter: their load is optional data (spec §8 "a failed route data load … returns empty data"), so a
 * failure there is logged and reported and the list shows with the wallet filter at "Any" only.
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { TransactionsView } from '@/components/transactions/transactions-view';
import { Card, ScreenTitle } from '@/components/ui/card';
import { getUserWallets } from '@/lib/api/order';
import { getTransactionCount, getTransactions } from '@/lib/api/user';
import { COOKIE } from '@/lib/cookies';
import { loadOrEmpty, requestQuery, serverApi } from '@/lib/http/server';
import {
  filtersToSearch,
  hasFilterKeys,
  parseFilters,
  parseFiltersCookie,
  toApiQuery,
  withoutOffset,
} from '@/lib/transactions/filters';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('transactions') };
}

/**
 * GET /user/wallets without the error rule (which would send the whole list to /error): [] when it fails, logged
 * and reported by loadOrEmpty. Same session cookie as serverApi; the list's own calls still follow the rule.
 */
async function loadWallets() {
  const quiet = await serverApi({ quiet: true, timeoutMs: 10_000 });
  return loadOrEmpty('user wallets (wallet filter)', () => getUserWallets(quiet), []);
}

export default async function TransactionsPage() {
  const [t, query, store] = await Promise.all([getTranslations('transactions.list'), requestQuery(), cookies()]);
  if (!hasFilterKeys(query)) {
    const saved = filtersToSearch(parseFiltersCookie(store.get(COOKIE.transactionFilters)?.value));
    if (saved) redirect(`/transactions?${saved}`);
  }
  const filters = parseFilters(query);
  const http = await serverApi();
  const [transactions, count, wallets] = await Promise.all([
    getTransactions(http, toApiQuery(filters)),
    getTransactionCount(http, withoutOffset(filters)),
    loadWallets(),
  ]);
  return (
    <Card className="md:max-w-4xl">
      <ScreenTitle>{t('title')}</ScreenTitle>
      <TransactionsView entry={{ filters, transactions, count, wallets }} />
    </Card>
  );
}
