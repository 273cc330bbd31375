/**
 * The wallet a partner locks for its widget session (docs/partner-guide.md `lock_wallet`): the order's address
 * and, from the address's format, its network (spec §5 wallet address rules). The person sees the address and
 * cannot change it; a lock is the partner's wish, not a guarantee (the person can open the app without the
 * widget), so what must not change comes signed (`signature`, spec §1). Pure module.
 */
import type { Blockchain } from '@/lib/domain/blockchains';
import type { WidgetSession } from '@/lib/widget/session';
import type { OrderDraft } from './draft-fields';
import { blockchainOfAddress } from './rules';

/** A locked wallet: its address and the network that address belongs to. */
export interface WalletLock {
  address: string;
  blockchain: Blockchain;
}

/**
 * The lock of a widget session.
 * @param session the widget session (lib/widget/session parseWidgetSession, already re-checked), or null.
 * @returns the lock; null without a session, without a locked wallet, or when the address is no network's.
 */
export function walletLockOf(session: Pick<WidgetSession, 'wallet'> | null): WalletLock | null {
  const address = session?.wallet;
  const blockchain = address ? blockchainOfAddress(address) : undefined;
  return address && blockchain ? { address, blockchain } : null;
}

/**
 * The draft with the locked wallet: its address and network, and no saved wallet chosen instead.
 * @returns the draft unchanged when there is no lock.
 */
export function applyWalletLock(draft: OrderDraft, lock: WalletLock | null): OrderDraft {
  if (!lock) return draft;
  return { ...draft, address: lock.address, blockchain: lock.blockchain, walletId: undefined };
}
