/**
 * /order-form (spec §2): the order form of the card flow (FPF). The same three steps as /order, buying
 * only, paid by card: the order is created with `payment_method: 'card'` and continues on /payment, where the
 * payment provider's card form takes the card. The later steps' messages come with those steps
 * (components/order/later-step-messages).
 */
import { LaterStepMessages } from '@/components/order/later-step-messages';
import { OrderFlow } from '@/components/order/order-flow';
import { Card } from '@/components/ui/card';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { loadOrderScreen } from '@/lib/order/server';

export const generateMetadata = routeMetadata('/order-form');

export default async function OrderFormPage({ searchParams }: QueryPageProps) {
  const query = await pageQueryOf(searchParams);
  const data = await loadOrderScreen('/order-form', query);
  return (
    <Card>
      <LaterStepMessages step={query.step}>
        <OrderFlow {...data} />
      </LaterStepMessages>
    </Card>
  );
}
