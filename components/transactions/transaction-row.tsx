/**
 * One row of /transactions (spec §3), in the person's words: its title says what they did with how much USDC
 * ("Bought 89.10 USDC", "Selling 100.00 USDC": lib/transactions/row-title), then the fiat side, the status (marked
 * as needing action only when there is something to do: lib/transactions/next-step), the blockchain and the start
 * date in the person's language and time zone, from the row view of lib/transactions/row. Amounts are money
 * (lib/money/format: each currency's decimals and grouping, what the person pays rounded up, what they get down).
 * The row links to /transaction?id=…; the link's accessible name is its content, so screen readers hear the row. A
 * row whose action is on another screen (continue the identity check, finish the order) also links there, below.
 * Links are not prefetched: each prefetch of a protected page is a request through middleware, which asks Kratos
 * who the person is (a page of ten rows made about 14 per view); a click still navigates within the app.
 *
 * The row carries no classes: the list styles it from one class (ROWS of ./transactions-view.tsx), since each
 * class here would be repeated once per row in the page's HTML.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/transaction-shared/status-badge';
import { LocalTime } from '@/components/ui/local-time';
import { formatMoney } from '@/lib/money/format';
import { transactionPath } from '@/lib/transactions/links';
import { actionHref, nextStepOf } from '@/lib/transactions/next-step';
import type { RowSide, TransactionRowView } from '@/lib/transactions/row';
import { rowTitleKey } from '@/lib/transactions/row-title';
import { moneySideOf } from '@/lib/transactions/sides';

/** A list row of one transaction. */
export function TransactionRow({ row }: { row: TransactionRowView }) {
  const t = useTranslations('transactions');
  const locale = useLocale();
  const money = ({ amount, code }: RowSide, side: 'crypto' | 'fiat') =>
    amount ? formatMoney(amount, code, locale, moneySideOf(row.kind, side)) : null;
  const step = nextStepOf(row);
  // Only the actions on another screen: the rest is on the transaction's own screen, which the row opens.
  const action = step === 'verify' || step === 'finish' ? actionHref(step, row.id) : null;
  return (
    <li data-testid="transaction-row" data-id={row.id}>
      <Link href={transactionPath(row.id)} prefetch={false}>
        <span>
          {t(`row.${rowTitleKey(row.kind, row.status)}`, { amount: money(row.crypto, 'crypto') ?? row.crypto.code })}
        </span>
        <span>{money(row.fiat, 'fiat') ?? '—'}</span>
        <StatusBadge status={row.status} extraStatus={row.extraStatus} step={step} kind={row.kind} bare />
        <span>{t(`blockchain.${row.blockchain}`)}</span>
        <span>
          <LocalTime iso={row.startedAt} />
        </span>
      </Link>
      {action ? (
        <Link href={action} prefetch={false}>
          {t(`row.${step as 'verify' | 'finish'}`)}
        </Link>
      ) : null}
    </li>
  );
}
