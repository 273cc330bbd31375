/**
 * /payment-options-unavailable (spec §2, §8): where the global rule sends an order with no payment option
 * ('no payment methods found', or a failed order URL with upstream 500). Explains and offers a way back.
 */
import { getTranslations } from 'next-intl/server';
import { StatusScreen } from '@/components/errors/status-screen';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/payment-options-unavailable');

export default async function PaymentOptionsUnavailablePage() {
  const t = await getTranslations('errors');
  return (
    <StatusScreen
      testId="payment-options-unavailable"
      title={t('paymentUnavailableTitle')}
      body={t('paymentUnavailableBody')}
      action={{ href: '/decision-flow', label: t('changeOrder') }}
    />
  );
}
