'use client';

/**
 * The order the demo widget starts (spec §1 demo widget): a purchase into the demo wallet just created, written into
 * the order form's own cookie (spec §3 orderFormData) before the way to /order is followed. The address goes through
 * the cookie, not the URL: /order takes a `wallet=` parameter only inside an allowed partner's widget session
 * (lib/order/draft trustedPrefillQuery), so a stranger's link cannot put their address in someone's order; the
 * cookie is written by this browser, for the wallet it has just been given, as if the person had typed it.
 * Loaded with the demo wallet's creation, not with /widget.
 */
import { saveOrderDraft } from '@/components/order/order-cookies';
import type { UserWallet } from '@/lib/api/wallets';
import { EMPTY_DRAFT } from '@/lib/order/draft-fields';

/**
 * Saves a buy into `wallet` as the order form's draft (amount still empty, the person types it on /order).
 * @param wallet the demo wallet of GET /demo/create: its blockchain and address.
 */
export function saveDemoOrder(wallet: Pick<UserWallet, 'blockchain' | 'address'>): void {
  saveOrderDraft({ ...EMPTY_DRAFT, mode: 'on-ramp', blockchain: wallet.blockchain, address: wallet.address });
}
