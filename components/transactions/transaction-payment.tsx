/**
 * The payment details of /transaction (spec §8 optional data): an async server
 * component that loads GET /transaction-info/{id} itself (lib/transactions/server, quiet client), so the page
 * streams it inside <Suspense> instead of holding the whole screen for it. While the person must pay or send
 * (pending_user_transfer_start) it shows how (a withdrawal's copyable anchor account and memo); otherwise the
 * reference and instructions when there are any; a failed load says the details are unavailable.
 */
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PaymentDetails, PaymentDetailsSkeleton } from '@/components/interactive/transfer-instructions';
import { Banner } from '@/components/ui/banner';
import { LabelValue, LabelValueList, LabelValueListSkeleton } from '@/components/ui/label-value-list';
import type { Transaction } from '@/lib/api/schemas';
import { loadTransactionInfo } from '@/lib/transactions/server';

/** The payment section of one transaction; renders nothing when there is nothing to show. */
export async function TransactionPayment({ tx }: { tx: Transaction }) {
  const [t, info] = await Promise.all([getTranslations('transactions'), loadTransactionInfo(tx.id)]);
  if (info === null) {
    return (
      <Banner tone="info" className="mb-4">
        <span data-testid="info-unavailable">{t('detail.infoUnavailable')}</span>
      </Banner>
    );
  }
  const payment = info.payment;
  if (!payment) return null;
  if (tx.status === 'pending_user_transfer_start') {
    return (
      <PaymentSection title={t('detail.paymentTitle')}>
        <PaymentDetails tx={tx} payment={payment} />
      </PaymentSection>
    );
  }
  if (!payment.reference && !payment.instructions) return null;
  return (
    <PaymentSection title={t('detail.paymentTitle')}>
      <LabelValueList divided>
        {payment.reference ? <LabelValue label={t('detail.reference')}>{payment.reference}</LabelValue> : null}
        {payment.instructions ? (
          <LabelValue label={t('detail.instructions')} stacked>
            {payment.instructions}
          </LabelValue>
        ) : null}
      </LabelValueList>
    </PaymentSection>
  );
}

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
 * The Suspense fallback of {@link TransactionPayment}: the section it will most
 * likely render, with the real heading and labels and grey bars for the values, marked busy for screen readers.
 * While the person must pay or send, the rows of the payment details; otherwise the reference and instructions
 * (the product API gives both for every transaction). When the section then renders nothing, the place closes.
 */
export function TransactionPaymentSkeleton({ tx }: { tx: Transaction }) {
  const t = useTranslations('transactions.detail');
  return (
    <PaymentSection title={t('paymentTitle')} testId="transaction-payment-loading">
      {tx.status === 'pending_user_transfer_start' ? (
        <PaymentDetailsSkeleton kind={tx.kind} />
      ) : (
        <LabelValueListSkeleton
          divided
          label={t('paymentLoading')}
          rows={[{ label: t('reference') }, { label: t('instructions'), stacked: true, twoLines: true }]}
        />
      )}
    </PaymentSection>
  );
}
