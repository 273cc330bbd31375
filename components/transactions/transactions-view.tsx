'use client';

/**
 * The interactive part of /transactions (spec §3, §7, §9): filters and paging read from the URL
 * (the only source of truth), changed with `history.pushState` (Next's router syncs useSearchParams with it:
 * no server round trip, no full reload, and each change is a history entry so the back button returns to the
 * previous filters/page), data from TanStack Query with the client `api` (the server's entry data seeds the
 * first key), the filters mirrored into the transactionFilters cookie. The list holds row views
 * (lib/transactions/row), the server's and the browser's pages alike: the entry data is serialized into the page,
 * so it carries only what the rows show. The wallet_id filter is a select of the person's wallets (GET /user/wallets,
 * loaded with the entry data); a wallet_id from a shared URL that is not among them stays selectable as
 * "Wallet: <id>" so the URL and the control agree. A person without any transaction gets no filter bar, only the
 * empty list's way to a first order (./transactions-empty.tsx).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { getTransactionCount, getTransactions } from '@/lib/api/user';
import { COOKIE } from '@/lib/cookies';
import { setPersonalCookie } from '@/lib/cookies/personal-browser';
import { callApi } from '@/lib/http/client';
import {
  PAGE_SIZE,
  filtersToCookie,
  filtersToSearch,
  parseFiltersFromSearch,
  toApiQuery,
  withoutOffset,
  type TransactionFilters,
} from '@/lib/transactions/filters';
import { toRowView, type TransactionRowView, type WalletOption } from '@/lib/transactions/row';
import { cn } from '@/lib/ui/cn';
import { TransactionFiltersBar } from './transaction-filters';
import { TransactionRow } from './transaction-row';
import { TransactionsEmpty } from './transactions-empty';

/**
 * The utilities of every row (./transaction-row.tsx), given once on the list: given on each row, they were repeated
 * once per row in the page's HTML. `*:` is each item (the row's box), `*:*:` its links (the transaction, and below it
 * the action on another screen when there is one: `nth-2`), `*:*:*:nth-N:` the transaction link's cells in order
 * (title, fiat amount, status, blockchain, date), `nth-3:*:` the status badge's pill and extra code (the pill's
 * colours stay on the pill, ./status-badge.tsx). Tabular numerals are inherited by the amounts. Each link is at
 * least 44 px tall.
 */
const ROWS =
  'tabular-nums *:rounded-xl *:border *:border-grey-100 ' +
  '*:*:grid *:*:min-h-11 *:*:grid-cols-[1fr_auto] *:*:gap-x-3 *:*:gap-y-1 *:*:rounded-xl *:*:p-3 ' +
  '*:*:hover:bg-grey-50 *:*:focus-visible:outline-2 *:*:focus-visible:outline-green-400 *:*:first:not-last:rounded-b-none ' +
  'md:*:*:grid-cols-[1fr_1fr_8rem_5rem_10rem] md:*:*:items-center ' +
  '*:*:nth-2:flex *:*:nth-2:items-center *:*:nth-2:rounded-t-none *:*:nth-2:border-t *:*:nth-2:border-grey-100 ' +
  '*:*:nth-2:py-2 *:*:nth-2:text-sm *:*:nth-2:font-semibold *:*:nth-2:text-green-500 ' +
  '*:*:*:first:font-semibold *:*:*:first:text-text ' +
  '*:*:*:nth-2:text-right *:*:*:nth-2:text-sm *:*:*:nth-2:text-grey-500 md:*:*:*:nth-2:order-3 ' +
  '*:*:*:nth-3:flex *:*:*:nth-3:flex-col *:*:*:nth-3:items-start *:*:*:nth-3:gap-0.5 md:*:*:*:nth-3:order-2 ' +
  '*:*:*:nth-3:*:first:inline-flex *:*:*:nth-3:*:first:items-center *:*:*:nth-3:*:first:gap-1 ' +
  '*:*:*:nth-3:*:first:rounded-full *:*:*:nth-3:*:first:border *:*:*:nth-3:*:first:px-2 ' +
  '*:*:*:nth-3:*:first:py-0.5 *:*:*:nth-3:*:first:text-xs *:*:*:nth-3:*:first:font-semibold ' +
  '*:*:*:nth-3:*:nth-2:text-xs *:*:*:nth-3:*:nth-2:text-grey-400 ' +
  '*:*:*:nth-4:text-right *:*:*:nth-4:text-sm *:*:*:nth-4:text-grey-400 md:*:*:*:nth-4:order-4 ' +
  'md:*:*:*:nth-4:text-left *:*:*:nth-5:col-span-2 *:*:*:nth-5:text-xs *:*:*:nth-5:text-grey-400 ' +
  'md:*:*:*:nth-5:order-5 md:*:*:*:nth-5:col-span-1 md:*:*:*:nth-5:text-right';

/** Entry data rendered on the server for `filters`. */
export interface TransactionsEntry {
  filters: TransactionFilters;
  /** The page's rows; null: the server's load failed (spec §8 empty data), the client's query loads the list. */
  rows: TransactionRowView[] | null;
  /** null: as for `rows`. */
  count: number | null;
  /** The person's wallets (GET /user/wallets): the options of the wallet_id filter. */
  wallets: WalletOption[];
}

/** The filter bar, the list and the pager of /transactions. */
export function TransactionsView({ entry }: { entry: TransactionsEntry }) {
  const t = useTranslations('transactions');
  const search = useSearchParams().toString();
  const filters = useMemo(() => parseFiltersFromSearch(search), [search]);
  const apiQuery = toApiQuery(filters);
  const countQuery = withoutOffset(filters);
  const isEntry = filtersToSearch(filters) === filtersToSearch(entry.filters);
  const isEntryCount = filtersToCookie(filters) === filtersToCookie(entry.filters);

  const list = useQuery({
    // Row views under a key of their own: whole transactions of the same query are another shape.
    queryKey: [...queryKeys.user.transactions(apiQuery), 'rows'],
    queryFn: async () => (await callApi(getTransactions, apiQuery)).map(toRowView),
    initialData: isEntry ? (entry.rows ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const count = useQuery({
    queryKey: queryKeys.user.transactionCount(countQuery),
    queryFn: () => callApi(getTransactionCount, countQuery),
    initialData: isEntryCount ? (entry.count ?? undefined) : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const cookieValue = filtersToCookie(filters);
  useEffect(() => {
    setPersonalCookie(COOKIE.transactionFilters, cookieValue);
  }, [cookieValue]);

  // A shared URL with dropped (invalid) values or other keys (the sign-in marker, lib/routes SIGNED_IN_PARAM) is
  // rewritten to the filters actually applied, in place (no history entry), so the URL shows what the list shows.
  const canonical = filtersToSearch(filters);
  useEffect(() => {
    if (canonical === search) return;
    window.history.replaceState(null, '', `${window.location.pathname}${canonical ? `?${canonical}` : ''}`);
  }, [canonical, search]);

  const go = (next: TransactionFilters) => {
    const query = filtersToSearch(next);
    window.history.pushState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };
  const change = (patch: Partial<TransactionFilters>) => go({ ...filters, ...patch, offset: 0 });

  const total = count.data;
  const rows = list.data;
  const hasFilters = cookieValue !== '';
  const busy = list.isFetching || count.isFetching;
  // No transaction at all: nothing to filter.
  const none = !hasFilters && total === 0;

  return (
    <div className="flex flex-col gap-4">
      {none ? null : (
        <TransactionFiltersBar
          filters={filters}
          wallets={entry.wallets}
          hasFilters={hasFilters}
          onChange={change}
          onReset={go}
        />
      )}

      <div aria-live="polite" aria-busy={busy} className="relative min-h-24" data-testid="transactions-results">
        {list.isError || count.isError ? (
          <Banner tone="error" title={t('list.error')}>
            <Button
              variant="secondary"
              className="mt-2"
              onClick={() => void Promise.all([list.refetch(), count.refetch()])}
            >
              {t('list.retry')}
            </Button>
          </Banner>
        ) : !rows ? (
          <Spinner label={t('list.loading')} />
        ) : rows.length === 0 && filters.offset > 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center" data-testid="transactions-past-end">
            <p className="text-grey-500">{t('list.pastEnd')}</p>
            <Button variant="secondary" onClick={() => go({ ...filters, offset: 0 })}>
              {t('list.firstPage')}
            </Button>
          </div>
        ) : rows.length === 0 ? (
          <TransactionsEmpty filtered={hasFilters} />
        ) : (
          <ul
            className={cn('flex flex-col gap-2', ROWS, busy && 'opacity-60 transition-opacity')}
            data-testid="transactions-list"
          >
            {rows.map((row) => (
              <TransactionRow key={row.id} row={row} />
            ))}
          </ul>
        )}
        {busy && rows ? (
          <div className="pointer-events-none absolute inset-x-0 top-2 flex justify-center">
            <Spinner label={t('list.loading')} />
          </div>
        ) : null}
      </div>

      {total !== undefined && total > 0 && filters.offset < total ? (
        <nav aria-label={t('list.pages')} className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            disabled={filters.offset === 0}
            onClick={() => go({ ...filters, offset: Math.max(0, filters.offset - PAGE_SIZE) })}
          >
            {t('list.previous')}
          </Button>
          <span className="text-sm text-grey-500" data-testid="transactions-range">
            {t('list.range', {
              from: Math.min(filters.offset + 1, total),
              to: Math.min(filters.offset + PAGE_SIZE, total),
              total,
            })}
          </span>
          <Button
            variant="secondary"
            disabled={filters.offset + PAGE_SIZE >= total}
            onClick={() => go({ ...filters, offset: filters.offset + PAGE_SIZE })}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
