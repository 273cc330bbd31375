'use client';

/**
 * The payment details of a transaction waiting for the person's transfer, shared by the interactive flow's transfer
 * step (components/interactive/transfer-instructions.tsx) and /transaction (components/transactions): what to pay and
 * where, or where to send the USDC. Optional data (spec §8): the screens decide what shows when they fail to load.
 */
import { useTranslations } from 'next-intl';
import { LabelValueListSkeleton } from '@/components/ui/label-value-list';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { CopyButton } from './copy-button';
import { PaymentRows, type PaymentRow } from './payment-rows';

/** The framed box of the payment details (and of their skeleton). */
const DETAILS_BOX = 'rounded-2xl border border-grey-100 px-4 py-1';

/** The words of each row (`interactive.instructions`), and of its copy button where it has one. */
const LABELS = {
  method: 'method',
  reference: 'reference',
  instructions: 'instructions',
  account: 'account',
  memo: 'memo',
} as const;
const COPY_LABELS = { reference: 'copyReference', account: 'copyAccount', memo: 'copyMemo' } as const;

/**
 * The payment details of a transaction waiting for the person's transfer (GET /transaction-info/{id} `payment`): for a
 * deposit the method, the copyable reference and the instructions; for a withdrawal the copyable anchor account on the
 * transaction's blockchain and memo (SEP-24 withdraw_anchor_account / withdraw_memo), else the instructions; the
 * deadline when there is one. Used by the interactive flow and by /transaction; the rows are ./payment-rows.tsx.
 * @param tx the transaction (its kind decides which details show).
 * @param payment the payment details.
 */
export function PaymentDetails({ tx, payment }: { tx: Transaction; payment: TransactionPayment }) {
  const t = useTranslations('interactive.instructions');
  const deposit = tx.kind === 'deposit';
  const rows: readonly PaymentRow[] = deposit
    ? ['method', 'reference', 'instructions', 'expires']
    : ['account', 'memo', ...(payment.account ? [] : (['instructions'] as const)), 'expires'];
  return (
    <PaymentRows
      payment={payment}
      rows={rows}
      label={(row) => (row === 'expires' ? t(deposit ? 'expires' : 'expiresWithdrawal') : t(LABELS[row]))}
      action={(row, value) =>
        row in COPY_LABELS ? <CopyButton value={value} label={t(COPY_LABELS[row as keyof typeof COPY_LABELS])} /> : null
      }
      className={DETAILS_BOX}
    />
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
