/**
 * One row of /transactions (spec §3): kind, status label and visual kind, pay amount with its
 * currency (lib/transactions/pay `payAmountWithCode`, see that module on the §3 reading), blockchain and the
 * start date in the person's language and time zone. The whole row links to /transaction?id=…; the link's
 * accessible name is its content (kind, amount, status, blockchain, date), so screen readers hear the row.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { LocalTime } from '@/components/final-step/local-time';
import type { Transaction } from '@/lib/api/schemas';
import { formatDecimal } from '@/lib/order/decimal';
import { payAmountWithCode } from '@/lib/transactions/pay';
import { StatusBadge } from './status-badge';

/** The /transaction link of a transaction. */
export function transactionHref(id: string): string {
  return `/transaction?${new URLSearchParams({ id }).toString()}`;
}

/** A list row of one transaction. */
export function TransactionRow({ tx }: { tx: Transaction }) {
  const t = useTranslations('transactions');
  const locale = useLocale();
  const pay = payAmountWithCode(tx);
  return (
    <li data-testid="transaction-row" data-id={tx.id}>
      <Link
        href={transactionHref(tx.id)}
        className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-grey-100 p-3 hover:bg-grey-50 focus-visible:outline-2 focus-visible:outline-green-400 md:grid-cols-[8rem_1fr_10rem_6rem_9rem] md:items-center"
      >
        <span className="font-semibold text-text">{t(`kind.${tx.kind}`)}</span>
        <span className="text-right font-semibold text-text md:order-3" data-testid="row-amount">
          {pay ? `${formatDecimal(pay.amount, locale, pay.code === 'USDC' ? {} : { decimals: 2 })} ${pay.code}` : '—'}
        </span>
        <StatusBadge status={tx.status} extraStatus={tx.extra_status} className="md:order-2" />
        <span className="text-right text-sm text-grey-400 md:order-4 md:text-left">
          {t(`blockchain.${tx.blockchain}`)}
        </span>
        <span className="col-span-2 text-xs text-grey-400 md:order-5 md:col-span-1 md:text-right">
          <LocalTime iso={tx.started_at} />
        </span>
      </Link>
    </li>
  );
}
