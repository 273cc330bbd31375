/**
 * /order (spec §2): the order form. The server loads the currencies and rates, a signed order
 * (GET /order-flow?signature=…), the partner's wallet and the saved form (lib/order/server);
 * the client island runs the three steps (amount, wallet, review) and creates the order. The later steps'
 * messages come with those steps (components/order/later-step-messages).
 */
import { LaterStepMessages } from '@/components/order/later-step-messages';
import { OrderFlow } from '@/components/order/order-flow';
import { Card } from '@/components/ui/card';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { loadOrderScreen } from '@/lib/order/server';

export const generateMetadata = routeMetadata('/order');

export default async function OrderPage({ searchParams }: QueryPageProps) {
  const query = await pageQueryOf(searchParams);
  const data = await loadOrderScreen('/order', query);
  return (
    <Card>
      <LaterStepMessages step={query.step}>
        <OrderFlow {...data} />
      </LaterStepMessages>
    </Card>
  );
}
