/**
 * /order (spec §2): the order form. The server loads the currencies and rates, a signed order
 * (GET /order-flow?signature=…), the partner's wallet and the saved form (lib/order/server);
 * the client island runs the three steps (amount, wallet, review) and creates the order.
 */
import { OrderFlow } from '@/components/order/order-flow';
import { Card } from '@/components/ui/card';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { loadOrderScreen } from '@/lib/order/server';

export const generateMetadata = routeMetadata('/order');

export default async function OrderPage({ searchParams }: QueryPageProps) {
  const data = await loadOrderScreen('/order', await pageQueryOf(searchParams));
  return (
    <Card>
      <OrderFlow {...data} />
    </Card>
  );
}
