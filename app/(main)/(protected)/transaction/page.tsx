/**
 * /transaction?id= (spec §2 protected, §3, §4, §7): one of the signed-in person's transactions.
 * GET /user/transactions/{id} (a 404 → /404 by the error rule; no or a malformed id → /404; a failed load → the
 * "could not be loaded" notice with a retry, spec §8) and GET /transaction-info/{id} for the payment details,
 * which is optional (quiet client: a failed load shows the transaction without them) and streams inside <Suspense>
 * (components/transactions/transaction-payment); both loaders are lib/transactions/server. Shows amounts with assets, blockchain, status, what to do next for
 * pending_user* statuses (lib/domain/statuses NEXT_STEP_STATUSES; for pending_user_transfer_start the payment
 * details: a deposit's reference and instructions, a withdrawal's copyable anchor account and memo, worded per kind)
 * and the refund action where allowed (lib/transactions/refund). The transactionGUID
 * cookie is set to this transaction.
 */
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { LoadFailed } from '@/components/errors/load-failed';
import { LocalTime } from '@/components/final-step/local-time';
import { AssetAmount } from '@/components/transactions/asset-amount';
import { RefundAction } from '@/components/transactions/refund-action';
import { RememberTransaction } from '@/components/transactions/remember-transaction';
import { StatusBadge } from '@/components/transactions/status-badge';
import { TransactionPayment, TransactionPaymentSkeleton } from '@/components/transactions/transaction-payment';
import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { nextStepStatus } from '@/lib/domain/statuses';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { NOT_FOUND_PATH } from '@/lib/routes';
import { isRefundable } from '@/lib/transactions/refund';
import { loadOwnTransaction } from '@/lib/transactions/server';
import { sidesOf } from '@/lib/transactions/sides';

export const generateMetadata = routeMetadata('/transaction');

function BackToList({ label }: { label: string }) {
  return (
    <Link href="/transactions" className={buttonVariants({ variant: 'link', className: 'mb-2' })}>
      ← {label}
    </Link>
  );
}

export default async function TransactionPage({ searchParams }: QueryPageProps) {
  const [t, query] = await Promise.all([getTranslations('transactions'), pageQueryOf(searchParams)]);
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
  const nextStep = nextStepStatus(tx.status);
  const sides = sidesOf(tx);
  const crypto = sides.crypto.code;

  return (
    <Card>
      <RememberTransaction id={tx.id} />
      <BackToList label={t('detail.back')} />
      <ScreenTitle>
        {t(`kind.${tx.kind}`)} · {t(`blockchain.${tx.blockchain}`)}
      </ScreenTitle>
      <div className="mb-4" data-testid="transaction-status">
        <StatusBadge status={tx.status} extraStatus={tx.extra_status} />
      </div>

      {nextStep ? (
        <Banner tone="warning" title={t('detail.next.title')} className="mb-4">
          <span data-testid="next-step">
            {nextStep === 'pending_user_transfer_start'
              ? t('detail.next.pending_user_transfer_start', { kind: tx.kind, asset: crypto })
              : t(`detail.next.${nextStep}`)}
          </span>
        </Banner>
      ) : null}

      <LabelValueList divided className="mb-4 rounded-2xl bg-grey-50 px-4 py-2" testId="transaction-detail">
        <LabelValue label={t('detail.amountIn')}>
          <AssetAmount amount={tx.amount_in} asset={tx.details.amount_in_asset} side="pay" testId="amount-in" />
        </LabelValue>
        <LabelValue label={t('detail.amountOut')}>
          <AssetAmount amount={tx.amount_out} asset={tx.details.amount_out_asset} side="get" testId="amount-out" />
        </LabelValue>
        {tx.amount_fee ? (
          <LabelValue label={t('detail.fee')}>
            {/* The fee is charged in the fiat currency (the quote's fee). */}
            <AssetAmount amount={tx.amount_fee} asset={sides.fiat.asset} />
          </LabelValue>
        ) : null}
        <LabelValue label={t('detail.blockchain')}>{t(`blockchain.${tx.blockchain}`)}</LabelValue>
        <LabelValue label={t('detail.started')}>
          <LocalTime iso={tx.started_at} />
        </LabelValue>
        {tx.updated_at ? (
          <LabelValue label={t('detail.updated')}>
            <LocalTime iso={tx.updated_at} />
          </LabelValue>
        ) : null}
        {tx.message ? <LabelValue label={t('detail.message')}>{tx.message}</LabelValue> : null}
        <LabelValue label={t('detail.id')}>
          <span className="font-mono text-xs break-all">{tx.id}</span>
        </LabelValue>
      </LabelValueList>

      {/* Optional data, streamed: the rest of the screen does not wait for it. */}
      <Suspense fallback={<TransactionPaymentSkeleton tx={tx} />}>
        <TransactionPayment tx={tx} />
      </Suspense>

      <p className="mb-4 text-xs text-grey-400">
        {t('detail.history')}: {t('detail.historyUnavailable')}
      </p>

      {/* Always rendered (same place): its result stays visible after the refresh that shows `refunded`. */}
      <RefundAction id={tx.id} refundable={isRefundable(tx.status)} />
    </Card>
  );
}
