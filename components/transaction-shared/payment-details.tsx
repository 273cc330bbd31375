'use client';

/**
 * The payment details of a transaction waiting for the person's transfer, shared by the interactive flow's transfer
 * step (components/interactive/transfer-instructions.tsx) and /transaction (components/transactions): what to pay and
 * where, or where to send the USDC. Optional data (spec §8): the screens decide what shows when they fail to load.
 */
import { useTranslations } from 'next-intl';
import { LocalTime } from '@/components/final-step/local-time';
import { LabelValue, LabelValueList, LabelValueListSkeleton } from '@/components/ui/label-value-list';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { CopyButton } from './copy-button';

/** The framed box of the payment details (and of their skeleton). */
const DETAILS_BOX = 'rounded-2xl border border-grey-100 px-4 py-1';

/**
 * The payment details of a transaction waiting for the person's transfer (GET /transaction-info/{id} `payment`): for a
 * deposit the method, the copyable reference and the instructions; for a withdrawal the copyable anchor account on the
 * transaction's blockchain and memo (SEP-24 withdraw_anchor_account / withdraw_memo), else the instructions; the
 * deadline when there is one. Used by the interactive flow and by /transaction.
 * @param tx the transaction (its kind decides which details show).
 * @param payment the payment details.
 */
export function PaymentDetails({ tx, payment }: { tx: Transaction; payment: TransactionPayment }) {
  const t = useTranslations('interactive.instructions');
  const deposit = tx.kind === 'deposit';
  return (
    <LabelValueList divided className={DETAILS_BOX}>
      {deposit ? (
        <>
          {payment.method ? (
            <LabelValue label={t('method')} stacked>
              {payment.method}
            </LabelValue>
          ) : null}
          {payment.reference ? (
            <LabelValue
              label={t('reference')}
              stacked
              action={<CopyButton value={payment.reference} label={t('copyReference')} />}
              testId="transfer-reference"
            >
              <span className="font-mono">{payment.reference}</span>
            </LabelValue>
          ) : null}
          {payment.instructions ? (
            <LabelValue label={t('instructions')} stacked>
              {payment.instructions}
            </LabelValue>
          ) : null}
        </>
      ) : (
        <>
          {payment.account ? (
            <LabelValue
              label={t('account')}
              stacked
              action={<CopyButton value={payment.account} label={t('copyAccount')} />}
              testId="transfer-account"
            >
              <span className="font-mono text-xs">{payment.account}</span>
            </LabelValue>
          ) : null}
          {payment.memo ? (
            <LabelValue
              label={t('memo')}
              stacked
              action={<CopyButton value={payment.memo} label={t('copyMemo')} />}
              testId="transfer-memo"
            >
              <span className="font-mono">{payment.memo}</span>
            </LabelValue>
          ) : null}
          {!payment.account && payment.instructions ? (
            <LabelValue label={t('instructions')} stacked>
              {payment.instructions}
            </LabelValue>
          ) : null}
        </>
      )}
      {payment.expires_at ? (
        <LabelValue label={deposit ? t('expires') : t('expiresWithdrawal')} stacked>
          <LocalTime iso={payment.expires_at} />
        </LabelValue>
      ) : null}
    </LabelValueList>
  );
}

/**
 * {@link PaymentDetails} while it loads: the rows a transaction of this kind shows
 * (the sandbox and the product API give all of them while the person must pay or send), with grey bars for the
 * values, in a busy live region that says the payment details are loading. Used by the interactive flow and as the
 * Suspense fallback of /transaction.
 * @param kind the transaction's kind (a deposit: method, reference, instructions, deadline; a withdrawal: account,
 *   memo, deadline).
 */
export function PaymentDetailsSkeleton({ kind }: { kind: Transaction['kind'] }) {
  const t = useTranslations('interactive.instructions');
  const rows =
    kind === 'deposit'
      ? [
          { label: t('method') },
          { label: t('reference'), copy: true },
          { label: t('instructions') },
          { label: t('expires') },
        ]
      : [
          { label: t('account'), copy: true, twoLines: true },
          { label: t('memo'), copy: true },
          { label: t('expiresWithdrawal') },
        ];
  return (
    <LabelValueListSkeleton
      divided
      className={DETAILS_BOX}
      label={t('loading')}
      rows={rows.map((row) => ({ ...row, stacked: true }))}
    />
  );
}
