'use client';

/**
 * The filter bar of /transactions (spec §3 filters): kind, wallet, blockchains, dates and statuses. Every
 * change goes through `onChange` (a partial of the filters; paging restarts) and `onReset`; the view owns the URL.
 * The kind and wallet selects are the app's one select primitive (components/ui/select-field). Every control is at
 * least 44 px tall, a check box with its label (the label is part of its target).
 */
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { useTypedBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import { BLOCKCHAINS } from '@/lib/domain/blockchains';
import { TRANSACTION_KINDS } from '@/lib/domain/kinds';
import { TRANSACTION_STATUSES } from '@/lib/domain/statuses';
import { EMPTY_FILTERS, type TransactionFilters } from '@/lib/transactions/filters';
import { abbreviate } from '@/lib/transactions/issuer';
import type { WalletOption } from '@/lib/transactions/row';

/**
 * A date filter (YYYY-MM-DD, the person's calendar day): typed values are kept as a draft and committed (one URL
 * change, one history entry, one fetch) on blur or Enter, not on every intermediate value (typing a year gives
 * four). Remount it with `key` to follow an outside change (back button). A day typed while the page was still
 * hydrating becomes the draft, so Enter or leaving the field commits it.
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
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setDraft);
  const commit = () => {
    if (draft !== value) onCommit(draft || undefined);
  };
  return (
    <label className="flex flex-col gap-1 text-sm text-grey-500">
      {label}
      <input
        ref={input}
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

/** `list` with `value` switched on or off, in the order of `all`. */
function toggle<T extends string>(list: readonly T[], value: T, all: readonly T[]): T[] {
  return all.filter((item) => (item === value ? !list.includes(value) : list.includes(item)));
}

/**
 * @param filters the applied filters (from the URL).
 * @param wallets the person's wallets: the options of the wallet filter.
 * @param hasFilters whether any filter is set (offers "Clear").
 * @param onChange applies a partial change (offset back to 0).
 * @param onReset applies the given filters as they are (used to clear).
 */
export function TransactionFiltersBar({
  filters,
  wallets,
  hasFilters,
  onChange: change,
  onReset: go,
}: {
  filters: TransactionFilters;
  wallets: readonly WalletOption[];
  hasFilters: boolean;
  onChange: (patch: Partial<TransactionFilters>) => void;
  onReset: (filters: TransactionFilters) => void;
}) {
  const t = useTranslations('transactions');
  return (
    <form
      className="flex flex-col gap-3 rounded-2xl bg-grey-50 p-3"
      aria-label={t('list.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <SelectField
          label={t('list.kindLabel')}
          name="kind"
          value={filters.kind.length === 1 ? filters.kind[0] : ''}
          placeholder={t('list.any')}
          options={TRANSACTION_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
          onChange={(e) =>
            change({ kind: e.target.value ? [e.target.value as (typeof TRANSACTION_KINDS)[number]] : [] })
          }
        />
        <SelectField
          label={t('list.walletLabel')}
          name="wallet_id"
          className="min-w-0"
          value={filters.wallet_id ?? ''}
          placeholder={t('list.any')}
          options={[
            ...wallets.map((wallet) => ({
              value: wallet.id,
              label: t('list.walletOption', {
                name: wallet.name,
                blockchain: t(`blockchain.${wallet.blockchain}`),
                address: abbreviate(wallet.address),
              }),
            })),
            // A wallet_id from a shared URL that is not among the person's wallets stays selectable.
            ...(filters.wallet_id && !wallets.some((w) => w.id === filters.wallet_id)
              ? [{ value: filters.wallet_id, label: t('list.walletChip', { id: filters.wallet_id }) }]
              : []),
          ]}
          onChange={(e) => change({ wallet_id: e.target.value || undefined })}
        />
        <fieldset className="col-span-2 flex flex-col gap-1 text-sm text-grey-500 md:col-span-1 [&_input]:size-5">
          <legend className="mb-1">{t('list.blockchainLabel')}</legend>
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            {BLOCKCHAINS.map((chain) => (
              <label key={chain} className="flex min-h-11 items-center gap-2 text-text">
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
        <summary className="cursor-pointer py-3 leading-5 text-grey-500">
          {t('list.statusLabel')}
          {filters.status.length ? ` (${filters.status.length})` : ''}
        </summary>
        <fieldset className="grid grid-cols-1 md:grid-cols-3 sm:grid-cols-2 [&_input]:size-5">
          <legend className="sr-only">{t('list.statusLabel')}</legend>
          {TRANSACTION_STATUSES.map((status) => (
            <label key={status} className="flex min-h-11 items-center gap-2 text-text">
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
  );
}
