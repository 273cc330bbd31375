'use client';

/**
 * What the interactive flow's confirm step shows before the person confirms (spec §2 /interactive-flow, §3 amounts as
 * decimal strings): "You pay", "You get", the fee and the network, as money (components/ui/money). The transaction's
 * own amounts when it has them; otherwise the amount the person entered and the estimate of GET /rates for it (a
 * spinner while it loads, "—" for no valid amount).
 */
import { useTranslations } from 'next-intl';
import { AssetAmount } from '@/components/transaction-shared/asset-amount';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import type { Transaction } from '@/lib/api/schemas';
import { assetCode } from '@/lib/transactions/pay';
import { sidesOf } from '@/lib/transactions/sides';
import type { ConfirmAmount } from './use-confirm-amount';

/** Props of {@link ConfirmSummary}. */
export interface ConfirmSummaryProps {
  /** The incomplete transaction. */
  tx: Transaction;
  /** The entered amount and its estimate (./use-confirm-amount); unused when the transaction has its amounts. */
  entered: Pick<ConfirmAmount, 'needsAmount' | 'amount' | 'quote' | 'estimateLoading'>;
}

/** The confirm step's summary list (test id `confirm-summary`). */
export function ConfirmSummary({ tx, entered }: ConfirmSummaryProps) {
  const t = useTranslations('interactive.confirm');
  const tt = useTranslations('transactions');
  const { needsAmount, amount, quote, estimateLoading } = entered;
  const inCode = assetCode(tx.details.amount_in_asset);
  const fiat = sidesOf(tx).fiat.code;
  const fee = needsAmount ? quote?.fee : tx.amount_fee;
  return (
    <LabelValueList divided className="mb-4 rounded-2xl bg-grey-50 px-4 py-2" testId="confirm-summary">
      <LabelValue label={t('youPay')}>
        {needsAmount ? (
          amount ? (
            <Money amount={amount} code={inCode} side="pay" />
          ) : (
            '—'
          )
        ) : (
          <AssetAmount amount={tx.amount_in} asset={tx.details.amount_in_asset} side="pay" testId="confirm-amount-in" />
        )}
      </LabelValue>
      <LabelValue label={t('youGet')}>
        {needsAmount ? (
          estimateLoading && !quote ? (
            <Spinner label={t('quoteLoading')} />
          ) : (
            <AssetAmount
              amount={quote?.amount_out ?? null}
              asset={tx.details.amount_out_asset}
              side="get"
              testId="confirm-amount-out"
            />
          )
        ) : (
          <AssetAmount
            amount={tx.amount_out}
            asset={tx.details.amount_out_asset}
            side="get"
            testId="confirm-amount-out"
          />
        )}
      </LabelValue>
      {fee ? (
        <LabelValue label={t('fee')}>
          <Money amount={fee} code={fiat} />
        </LabelValue>
      ) : null}
      <LabelValue label={t('network')}>{tt(`blockchain.${tx.blockchain}`)}</LabelValue>
    </LabelValueList>
  );
}
