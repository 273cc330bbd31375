/**
 * /transaction?id= (spec §2 protected, §3, §4, §7): one of the signed-in person's transactions, in their words.
 * GET /user/transactions/{id} (a 404 → /404 by the error rule; no or a malformed id → /404; a failed load → the
 * "could not be loaded" notice with a retry, spec §8); loaders in lib/transactions/server.
 *
 * Top to bottom: the title says what the person did with how much USDC ("Bought 89.10 USDC", lib/transactions/
 * row-title, as the list's rows); the status and what to do next, or that there is nothing to do
 * (components/transactions/transaction-status: continue the identity check, finish the order, pay with the details,
 * send the USDC on the final step, collect with the reference; a passed deadline says so; a completed or ended order
 * says what happened); the progress along that kind of order's path (the API gives only the current status); the
 * facts (amounts as money, the order number shortened and copyable, the transfer's hash with a link to the
 * blockchain's explorer, whose base URLs are settings: lib/config/server `explorerUrls`); the refund where allowed
 * (lib/transactions/refund). Only the steps that need the deadline or the payment details call GET /transaction-info
 * (optional data: 'empty-on-failure', streamed inside <Suspense>). The transactionGUID cookie is set to this
 * transaction.
 */
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoadFailed } from '@/components/errors/load-failed';
import { RememberTransaction } from '@/components/transaction-shared/remember-transaction';
import { RefundAction } from '@/components/transactions/refund-action';
import { TransactionFacts } from '@/components/transactions/transaction-facts';
import { TransactionProgress } from '@/components/transactions/transaction-progress';
import {
  TransactionStatus,
  TransactionStatusSkeleton,
  TransactionStatusWithDetails,
} from '@/components/transactions/transaction-status';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { getServerConfig } from '@/lib/config/server';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { formatMoney } from '@/lib/money/format';
import { NOT_FOUND_PATH } from '@/lib/routes';
import { nextStepOf, stepNeedsPaymentDetails } from '@/lib/transactions/next-step';
import { isRefundable } from '@/lib/transactions/refund';
import { rowTitleKey } from '@/lib/transactions/row-title';
import { loadOwnTransaction } from '@/lib/transactions/server';
import { moneySideOf, sidesOf } from '@/lib/transactions/sides';

export const generateMetadata = routeMetadata('/transaction');

function BackToList({ label }: { label: string }) {
  return (
    <Link href="/transactions" className={buttonVariants({ variant: 'link', className: 'mb-2' })}>
      ← {label}
    </Link>
  );
}

export default async function TransactionPage({ searchParams }: QueryPageProps) {
  const [t, locale, query] = await Promise.all([
    getTranslations('transactions'),
    getLocale(),
    pageQueryOf(searchParams),
  ]);
  const id = firstString(query.id)?.trim();
  if (!id || !/^[A-Za-z0-9-]{1,100}$/.test(id)) redirect(NOT_FOUND_PATH);
  const tx = await loadOwnTransaction(id);
  if (!tx) {
    return (
      <Card>
        <BackToList label={t('detail.back')} />
        <LoadFailed title={t('detail.loadFailed')} />
      </Card>
    );
  }
  const step = nextStepOf({ ...tx, extraStatus: tx.extra_status });
  const { crypto } = sidesOf(tx);
  const usdc = crypto.side === 'in' ? tx.amount_in : tx.amount_out;
  const amount = usdc ? formatMoney(usdc, crypto.code, locale, moneySideOf(tx.kind, 'crypto')) : crypto.code;

  return (
    <Card>
      <RememberTransaction id={tx.id} />
      <BackToList label={t('detail.back')} />
      <ScreenTitle>{t(`row.${rowTitleKey(tx.kind, tx.status)}`, { amount })}</ScreenTitle>

      {stepNeedsPaymentDetails(step) ? (
        // The deadline and the payment details stream in: the rest of the screen does not wait for them.
        <Suspense fallback={<TransactionStatusSkeleton tx={tx} step={step} />}>
          <TransactionStatusWithDetails tx={tx} />
        </Suspense>
      ) : (
        <TransactionStatus tx={tx} step={step} />
      )}

      <TransactionProgress tx={tx} />
      <TransactionFacts tx={tx} explorerUrls={getServerConfig().explorerUrls} />

      {/* Always rendered (same place): its result stays visible after the refresh that shows `refunded`. */}
      <RefundAction id={tx.id} refundable={isRefundable(tx.status)} />
    </Card>
  );
}
