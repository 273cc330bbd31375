/**
 * The payment details of an order the person still has to pay (spec §4 "Final step": what happens next), as
 * GET /transaction-info/{id} gives them: method, reference, deadline and instructions. A sale that waits for USDC at
 * a known deposit address shows components/final-step/send-usdc.tsx instead.
 */
import { getTranslations } from 'next-intl/server';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import type { TransactionPayment } from '@/lib/api/transactions';
import { LocalTime } from './local-time';

/** The rows of `payment` that it has, under a hairline. */
export async function PaymentDetailsList({ payment }: { payment: TransactionPayment }) {
  const t = await getTranslations('finalStep');
  return (
    <LabelValueList divided className="mt-3 border-t border-grey-100" testId="payment-details">
      {payment.method ? <LabelValue label={t('paymentMethod')}>{payment.method}</LabelValue> : null}
      {payment.reference ? (
        <LabelValue label={t('reference')}>
          <span className="font-mono select-all">{payment.reference}</span>
        </LabelValue>
      ) : null}
      {payment.expires_at ? (
        <LabelValue label={t('payBefore')}>
          <LocalTime iso={payment.expires_at} />
        </LabelValue>
      ) : null}
      {payment.instructions ? (
        <LabelValue label={t('instructions')} stacked>
          {payment.instructions}
        </LabelValue>
      ) : null}
    </LabelValueList>
  );
}
