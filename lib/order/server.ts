/**
 * Server loaders of the order flows (issue 12 "server loaders in lib/<domain>/server.ts").
 */
import 'server-only';
import { getPartnerWallet } from '@/lib/api/order';
import { getOrderRamp, rampFallbackHome, rampFallbackOrder, type RampOrder, type RampOrderQuery } from '@/lib/api/ramp';
import { allowedReturnOrigins, getServerConfig } from '@/lib/config';
import { loadOrEmpty, serverApi } from '@/lib/http/server';

/** What /ramp hands to its client part: the order to follow, or the fallback order data. */
export interface RampEntry {
  order: RampOrder;
  /** True when `order` is the fallback order data of spec §8. */
  fallback: boolean;
}

/**
 * GET /order-ramp for /ramp (spec §4, §7, §8). An error answer meets the global rule (serverApi: 'no payment
 * methods found' and a failed order URL with upstream 500 → /payment-options-unavailable, 404 → /404, else /error).
 * A lookup that fails without one (transport error, timeout, an answer that is not order data) is "the ramp order
 * lookup fails": the fallback order data, whose home url is the wallet's home_url (GET /wallet through the quiet
 * client: its own failure is empty data), else the configured provider home url, else /decision-flow
 * (lib/api/ramp `rampFallbackHome`; issue 14 item 8).
 */
export async function loadRampOrder(query: RampOrderQuery): Promise<RampEntry> {
  const http = await serverApi();
  const order = await loadOrEmpty('ramp order', () => getOrderRamp(http, query), null);
  if (order) return { order, fallback: false };
  const quiet = await serverApi({ quiet: true, timeoutMs: 10_000 });
  const wallet = await loadOrEmpty('partner wallet (ramp fallback)', () => getPartnerWallet(quiet), null);
  const home = rampFallbackHome({
    walletHomeUrl: wallet?.home_url,
    providerHomeUrl: getServerConfig().providerHomeUrl,
    allowedOrigins: allowedReturnOrigins(),
  });
  return { order: rampFallbackOrder(home), fallback: true };
}
