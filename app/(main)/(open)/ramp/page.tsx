/**
 * /ramp (spec §2, §4, §7, §8): reads mode, crypto_method_guid, amount, payment_currency and crypto_currency,
 * looks the order up with GET /order-ramp on the server, and hands it to the client island that applies the
 * §4 redirect rule (components/ramp/ramp-redirect).
 *
 * Failures of the lookup:
 * - an answer with status 400 or above meets the global rule of spec §8 (serverApi → redirect): 'no payment
 *   methods found' and a failed order URL with upstream 500 → /payment-options-unavailable, 404 → /404,
 *   anything else → /error;
 * - a failed lookup without an error answer (transport error, timeout, an answer that is not order data) is
 *   "the ramp order lookup fails" of spec §8: the fallback order data is used (provider home url, empty mode).
 * Both in lib/order/server `loadRampOrder`.
 */
import { RampRedirect } from '@/components/ramp/ramp-redirect';
import { rampOrderQuery } from '@/lib/api/ramp';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { loadRampOrder } from '@/lib/order/server';

export const generateMetadata = routeMetadata('/ramp');

export default async function RampPage({ searchParams }: QueryPageProps) {
  const { order, fallback } = await loadRampOrder(rampOrderQuery(await pageQueryOf(searchParams)));
  return <RampRedirect order={order} fallback={fallback} />;
}
