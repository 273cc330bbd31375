/**
 * The payment details of /transaction (issue 12 visible exception 1; spec §8 optional data): an async server
 * component that loads GET /transaction-info/{id} itself (lib/transactions/server, quiet client), so the page
 * streams it inside <Suspense> instead of holding the whole screen for it. While the person must pay or send
 * (pending_user_transfer_start) it shows how (a withdrawal's copyable anchor account and memo); otherwise the
 * reference and instructions when there are any; a failed load says the details are unavailable.
 */
import { getTranslations } from 'next-intl/server';
import { PaymentDetails } from '@/components/interactive/transfer-instructions';
import { Banner } from '@/components/ui/banner';
import { DetailRow } from '@/components/ui/detail-row';
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
      <section className="mb-4 rounded-2xl border border-grey-100 p-4" data-testid="transaction-payment">
        <h2 className="mb-2 font-semibold text-text">{t('detail.paymentTitle')}</h2>
        <PaymentDetails tx={tx} payment={payment} />
      </section>
    );
  }
  if (!payment.reference && !payment.instructions) return null;
  return (
    <section className="mb-4 rounded-2xl border border-grey-100 p-4" data-testid="transaction-payment">
      <h2 className="mb-2 font-semibold text-text">{t('detail.paymentTitle')}</h2>
      <dl>
        {payment.reference ? <DetailRow label={t('detail.reference')}>{payment.reference}</DetailRow> : null}
        {payment.instructions ? <DetailRow label={t('detail.instructions')}>{payment.instructions}</DetailRow> : null}
      </dl>
    </section>
  );
}
