'use client';

/**
 * The interactive part of /transactions (issue #4; spec §3, §7, §9): filters and paging read from the URL
 * (the only source of truth), changed with `history.pushState` (Next's router syncs useSearchParams with it:
 * no server round trip, no full reload, and each change is a history entry so the back button returns to the
 * previous filters/page), data from TanStack Query with the client `api` (the server's entry data seeds the
 * first key), the filters mirrored into the transactionFilters cookie. The wallet_id filter is a select of the
 * person's wallets (GET /user/wallets, loaded with the entry data); a wallet_id from a shared URL that is not
 * among them stays selectable as "Wallet: <id>" so the URL and the control agree.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { setCookie } from 'cookies-next';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { UserWallet } from '@/lib/api/order';
import type { Transaction } from '@/lib/api/schemas';
import { getTransactionCount, getTransactions, userQueryKeys } from '@/lib/api/user';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { api } from '@/lib/http/client';
import {
  EMPTY_FILTERS,
  PAGE_SIZE,
  filtersToCookie,
  filtersToSearch,
  parseFiltersFromSearch,
  toApiQuery,
  withoutOffset,
  type TransactionFilters,
} from '@/lib/transactions/filters';
import { abbreviate } from '@/lib/transactions/issuer';
import { BLOCKCHAINS, TRANSACTION_KINDS, TRANSACTION_STATUSES } from '@/lib/transactions/statuses';
import { TransactionRow } from './transaction-row';

/** Entry data rendered on the server for `filters`. */
export interface TransactionsEntry {
  filters: TransactionFilters;
  transactions: Transaction[];
  count: number;
  /** The person's wallets (GET /user/wallets): the options of the wallet_id filter. */
  wallets: UserWallet[];
}

/**
 * A date filter (YYYY-MM-DD, the person's calendar day): typed values are kept as a draft and committed (one URL
 * change, one history entry, one fetch) on blur or Enter, not on every intermediate value (typing a year gives
 * four). Remount it with `key` to follow an outside change (back button).
 * @param value the committed day, '' for none.
 * @param onCommit receives the new day, or undefined when cleared.
 */
function DateFilter({
  label,
  name,
  value,
  onCommit,
}: {
  label: string;
  name: string;
  value: string;
  onCommit: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState(value);
  const commit = () => {
    if (draft !== value) onCommit(draft || undefined);
  };
  return (
    <label className="flex flex-col gap-1 text-sm text-grey-500">
      {label}
      <input
        type="date"
        name={name}
        className="min-h-11 rounded-xl border border-grey-200 bg-surface px-3 text-text"
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
    </label>
  );
}

const countKey = (query: object) => ['user', 'transactions', 'count', query] as const;

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
    queryKey: userQueryKeys.transactions(apiQuery),
    queryFn: () => getTransactions(api, apiQuery),
    initialData: isEntry ? entry.transactions : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const count = useQuery({
    queryKey: countKey(countQuery),
    queryFn: () => getTransactionCount(api, countQuery),
    initialData: isEntryCount ? entry.count : undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

  const cookieValue = filtersToCookie(filters);
  useEffect(() => {
    setCookie(COOKIE.transactionFilters, cookieValue, cookieOptions(window.location.host));
  }, [cookieValue]);

  // A shared URL with dropped (invalid) values is rewritten to the filters actually applied, in place (no history
  // entry), so the URL shows what the list shows.
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
  const toggle = <T extends string>(list: T[], value: T, all: readonly T[]) =>
    all.filter((item) => (item === value ? !list.includes(value) : list.includes(item)));

  const total = count.data;
  const rows = list.data;
  const hasFilters = cookieValue !== '';
  const busy = list.isFetching || count.isFetching;

  return (
    <div className="flex flex-col gap-4">
      <form
        className="flex flex-col gap-3 rounded-2xl bg-grey-50 p-3"
        aria-label={t('list.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm text-grey-500">
            {t('list.kindLabel')}
            <select
              name="kind"
              className="min-h-11 rounded-xl border border-grey-200 bg-surface px-3 text-text"
              value={filters.kind.length === 1 ? filters.kind[0] : ''}
              onChange={(e) =>
                change({ kind: e.target.value ? [e.target.value as (typeof TRANSACTION_KINDS)[number]] : [] })
              }
            >
              <option value="">{t('list.any')}</option>
              {TRANSACTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kind.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm text-grey-500">
            {t('list.walletLabel')}
            <select
              name="wallet_id"
              className="min-h-11 min-w-0 rounded-xl border border-grey-200 bg-surface px-3 text-text"
              value={filters.wallet_id ?? ''}
              onChange={(e) => change({ wallet_id: e.target.value || undefined })}
            >
              <option value="">{t('list.any')}</option>
              {entry.wallets.map((wallet) => (
                <option key={wallet.id} value={wallet.id}>
                  {t('list.walletOption', {
                    name: wallet.name,
                    blockchain: t(`blockchain.${wallet.blockchain}`),
                    address: abbreviate(wallet.address),
                  })}
                </option>
              ))}
              {filters.wallet_id && !entry.wallets.some((w) => w.id === filters.wallet_id) ? (
                <option value={filters.wallet_id}>{t('list.walletChip', { id: filters.wallet_id })}</option>
              ) : null}
            </select>
          </label>
          <fieldset className="col-span-2 flex flex-col gap-1 text-sm text-grey-500 md:col-span-1">
            <legend className="mb-1">{t('list.blockchainLabel')}</legend>
            <div className="flex flex-wrap gap-x-3 gap-y-1">
              {BLOCKCHAINS.map((chain) => (
                <label key={chain} className="flex min-h-8 items-center gap-1 text-text">
                  <input
                    type="checkbox"
                    name="blockchain"
                    value={chain}
                    checked={filters.blockchain.includes(chain)}
                    onChange={() => change({ blockchain: toggle(filters.blockchain, chain, BLOCKCHAINS) })}
                  />
                  {t(`blockchain.${chain}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <DateFilter
            key={`start:${filters.start_created_at ?? ''}`}
            label={t('list.from')}
            name="start_created_at"
            value={filters.start_created_at?.slice(0, 10) ?? ''}
            onCommit={(value) => change({ start_created_at: value })}
          />
          <DateFilter
            key={`end:${filters.end_created_at ?? ''}`}
            label={t('list.to')}
            name="end_created_at"
            value={filters.end_created_at?.slice(0, 10) ?? ''}
            onCommit={(value) => change({ end_created_at: value })}
          />
        </div>
        <details className="text-sm" open={filters.status.length > 0 || undefined}>
          <summary className="cursor-pointer py-1 text-grey-500">
            {t('list.statusLabel')}
            {filters.status.length ? ` (${filters.status.length})` : ''}
          </summary>
          <fieldset className="mt-2 grid grid-cols-1 gap-1 md:grid-cols-3 sm:grid-cols-2">
            <legend className="sr-only">{t('list.statusLabel')}</legend>
            {TRANSACTION_STATUSES.map((status) => (
              <label key={status} className="flex min-h-8 items-center gap-2 text-text">
                <input
                  type="checkbox"
                  name="status"
                  value={status}
                  checked={filters.status.includes(status)}
                  onChange={() => change({ status: toggle(filters.status, status, TRANSACTION_STATUSES) })}
                />
                {t(`status.${status}`)}
              </label>
            ))}
          </fieldset>
        </details>
        {hasFilters ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="link" onClick={() => go({ ...EMPTY_FILTERS })}>
              {t('list.clear')}
            </Button>
          </div>
        ) : null}
      </form>

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
          <p className="py-8 text-center text-grey-400" data-testid="transactions-empty">
            {hasFilters ? t('list.empty') : t('list.emptyNoFilters')}
          </p>
        ) : (
          <ul
            className={busy ? 'flex flex-col gap-2 opacity-60 transition-opacity' : 'flex flex-col gap-2'}
            data-testid="transactions-list"
          >
            {rows.map((tx) => (
              <TransactionRow key={tx.id} tx={tx} />
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
