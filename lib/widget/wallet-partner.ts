/**
 * Which wallet partner a partner origin belongs to, as GET /wallet names it when sent against that origin (spec §7
 * "optionally sent against the origin of the return URL"): the partner of a /widget visit (lib/widget/server) and of
 * the header's branding (lib/partners/server). A cosmetic lookup: a failure is empty data (spec §8 "If … the wallet
 * fail to load, empty data is used"), logged with the widget's logger. Server only.
 */
import 'server-only';
import { cache } from 'react';
import { getPartnerWallet } from '@/lib/api/wallets';
import { serverCaller } from '@/lib/http/server';
import { widgetLog } from './log';

/**
 * GET /wallet against a partner origin, at most once per request and origin.
 * @returns the partner name the API gives, or null when the call fails (logged).
 */
export const walletPartnerFor = cache(async (origin: string): Promise<string | null> => {
  // GET /wallet is 'empty-on-failure' (no redirect for a cosmetic lookup), with a short timeout.
  const call = await serverCaller({ timeoutMs: 5_000 });
  try {
    return (await call(getPartnerWallet, origin)).partner;
  } catch (error) {
    widgetLog.warn(`GET /wallet for ${origin} failed; showing the product's branding`, error);
    return null;
  }
});
