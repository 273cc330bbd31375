/**
 * The payment details of /transaction (GET /transaction-info/{id} `payment`, spec §8 optional data), shown only while
 * they say what to do: how to pay a purchase waiting for the person's payment (method, reference, instructions,
 * deadline: components/transaction-shared/payment-details `PaymentDetails`), or the reference to collect a sale's
 * money with. A sale waiting for the USDC sends it from the final step (its address, QR code and memo,
 * ./transaction-status.tsx), and a completed or ended order shows what happened instead: no instructions.
 */
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CopyButton } from '@/components/transaction-shared/copy-button';
import { PaymentDetails, PaymentDetailsSkeleton } from '@/components/transaction-shared/payment-details';
import { LabelValue, LabelValueList, LabelValueListSkeleton } from '@/components/ui/label-value-list';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment as Payment } from '@/lib/api/transactions';

/** The framed payment section of /transaction, with its heading. */
function PaymentSection({
  title,
  testId = 'transaction-payment',
  children,
}: {
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="mb-4 rounded-2xl border border-grey-100 p-4" data-testid={testId}>
      <h2 className="mb-2 font-semibold text-text">{title}</h2>
      {children}
    </section>
  );
}

/**
 * How to pay (a purchase), or the reference to collect with (a sale ready to collect); nothing when there is none.
 * @param collect the sale's money is ready to collect (else: the purchase is to be paid).
 */
export function TransactionPayment({ tx, payment, collect }: { tx: Transaction; payment: Payment; collect: boolean }) {
  const t = useTranslations('transactions.detail');
  if (!collect) {
    return (
      <PaymentSection title={t('paymentTitle')}>
        <PaymentDetails tx={tx} payment={payment} />
      </PaymentSection>
    );
  }
  if (!payment.reference) return null;
  return (
    <PaymentSection title={t('collectTitle')}>
      <LabelValueList divided>
        <LabelValue
          label={t('reference')}
          stacked
          action={<CopyButton value={payment.reference} label={t('copyReference')} />}
          testId="transfer-reference"
        >
          <span className="font-mono">{payment.reference}</span>
        </LabelValue>
      </LabelValueList>
    </PaymentSection>
  );
}

/**
 * {@link TransactionPayment} while the payment details load: the section it will most likely render, with the real
 * heading and labels and grey bars for the values, marked busy for screen readers.
 */
export function TransactionPaymentSkeleton({ tx, collect }: { tx: Transaction; collect: boolean }) {
  const t = useTranslations('transactions.detail');
  return (
    <PaymentSection title={collect ? t('collectTitle') : t('paymentTitle')} testId="transaction-payment-loading">
      {collect ? (
        <LabelValueListSkeleton
          divided
          label={t('paymentLoading')}
          rows={[{ label: t('reference'), stacked: true, copy: true }]}
        />
      ) : (
        <PaymentDetailsSkeleton kind={tx.kind} />
      )}
    </PaymentSection>
  );
}
