/**
 * One row of /transactions (spec §3): kind, status label and visual kind, pay amount with its
 * currency (lib/transactions/pay `payAmountWithCode`, see that module on the §3 reading), blockchain and the
 * start date in the person's language and time zone, from the row view of lib/transactions/row. The whole row links
 * to /transaction?id=…; the link's accessible name is its content (kind, amount, status, blockchain, date), so
 * screen readers hear the row. The link is not prefetched: each prefetch of a protected page is a request through
 * middleware, which asks Kratos who the person is (a page of ten rows made about 14 per view); a click still
 * navigates within the app.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { LocalTime } from '@/components/final-step/local-time';
import { formatMoney } from '@/lib/money/format';
import type { TransactionRowView } from '@/lib/transactions/row';
import { StatusBadge } from './status-badge';

/** The /transaction link of a transaction. */
export function transactionHref(id: string): string {
  return `/transaction?${new URLSearchParams({ id }).toString()}`;
}

/** A list row of one transaction. */
export function TransactionRow({ row }: { row: TransactionRowView }) {
  const t = useTranslations('transactions');
  const locale = useLocale();
  const { pay } = row;
  return (
    <li data-testid="transaction-row" data-id={row.id}>
      {/* Styled by the list (ROW_LINKS of ./transactions-view.tsx). */}
      <Link href={transactionHref(row.id)} prefetch={false}>
        <span className="font-semibold text-text">{t(`kind.${row.kind}`)}</span>
        <span className="text-right font-semibold text-text md:order-3" data-testid="row-amount">
          {pay ? formatMoney(pay.amount, pay.code, locale, pay.get ? 'get' : 'pay') : '—'}
        </span>
        <StatusBadge status={row.status} extraStatus={row.extraStatus} className="md:order-2" />
        <span className="text-right text-sm text-grey-400 md:order-4 md:text-left">
          {t(`blockchain.${row.blockchain}`)}
        </span>
        <span className="col-span-2 text-xs text-grey-400 md:order-5 md:col-span-1 md:text-right">
          <LocalTime iso={row.startedAt} />
        </span>
      </Link>
    </li>
  );
}
