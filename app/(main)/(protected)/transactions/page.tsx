/**
 * /transactions (spec §2 protected, §3, §7, §9): the signed-in person's transactions, rendered on the
 * server on entry (GET /user/transactions + /count with serverApi()), then filtered and paged on the client
 * (components/transactions/transactions-view), with the person's wallets (GET /user/wallets) as the options of
 * the wallet filter. Filters come from the URL; an entry without any filter key in
 * the URL takes the transactionFilters cookie and is redirected to the URL carrying them (so the URL stays the
 * one source of truth, shareable). Invalid filter values are dropped with a logged warning. The entry data comes
 * from lib/transactions/server `loadTransactionList` (spec §8: a failed load is empty data; the client then loads
 * the list itself, with its own error and retry; failed wallets leave the wallet filter at "Any" only).
 * The title goes out first; the list, which waits for the API, streams in behind a Suspense boundary.
 *
 * An arrival right after sign-in without a return path carries `signedIn` (lib/routes SIGNED_IN_LANDING): the count
 * (GET /user/transactions/count, the one the list loads too: one call) decides before anything renders. A person
 * without any transaction goes on to /decision-flow; anyone else gets their list here, and the list's island drops
 * the marker from the address (its URL holds only filters).
 */
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ListSpinner } from '@/components/transactions/list-spinner';
import { TransactionsView } from '@/components/transactions/transactions-view';
import { Card, ScreenTitle } from '@/components/ui/card';
import { COOKIE } from '@/lib/cookies';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { SIGNED_IN_PARAM } from '@/lib/routes';
import {
  filtersToSearch,
  hasFilterKeys,
  parseFilters,
  parseFiltersCookie,
  toApiQuery,
  withoutOffset,
  type TransactionFilters,
} from '@/lib/transactions/filters';
import { signedInLanding } from '@/lib/transactions/landing';
import { loadTransactionCount, loadTransactionList } from '@/lib/transactions/server';

export const generateMetadata = routeMetadata('/transactions');

/** The filter bar and the list of `filters`, once the entry data has loaded. */
async function TransactionsEntry({ filters }: { filters: TransactionFilters }) {
  const { rows, count, wallets } = await loadTransactionList(toApiQuery(filters), withoutOffset(filters));
  return <TransactionsView entry={{ filters, rows, count, wallets }} />;
}

export default async function TransactionsPage({ searchParams }: QueryPageProps) {
  const [t, query, store] = await Promise.all([
    getTranslations('transactions.list'),
    pageQueryOf(searchParams),
    cookies(),
  ]);
  const filters = parseFilters(query);
  if (!hasFilterKeys(query)) {
    const saved = filtersToSearch(parseFiltersCookie(store.get(COOKIE.transactionFilters)?.value));
    const next =
      query[SIGNED_IN_PARAM] === undefined
        ? saved && `/transactions?${saved}`
        : signedInLanding(await loadTransactionCount(withoutOffset(filters)), saved);
    if (next) redirect(next);
  }
  return (
    <Card className="md:max-w-4xl">
      <ScreenTitle>{t('title')}</ScreenTitle>
      <Suspense
        fallback={
          <div className="flex min-h-24 justify-center py-8">
            <ListSpinner label={t('loading')} />
          </div>
        }
      >
        <TransactionsEntry filters={filters} />
      </Suspense>
    </Card>
  );
}
