/**
 * What one row of /transactions shows of a transaction (spec §3: kind, status with its extra code, pay amount with
 * its currency, blockchain, start date), and of a wallet what the wallet filter shows. The server hands the list's
 * client island these views, not whole transactions and wallets: an island's props are serialized into the page's
 * HTML, so only what it renders goes there. The browser's own pages of the list are mapped the same way. Pure module.
 */
import type { Transaction } from '@/lib/api/schemas';
import type { UserWallet } from '@/lib/api/wallets';
import { payAmountWithCode, type AmountWithCode } from './pay';

/** A transaction as its /transactions row shows it. */
export interface TransactionRowView {
  id: string;
  kind: Transaction['kind'];
  status: string;
  /** The status's extra code (`kyc_started`, …), shown below the status; absent when there is none. */
  extraStatus?: string;
  /**
   * The pay amount of spec §3 with the code of the asset it is in (lib/transactions/pay): what the person paid
   * (amount_in), or, marked `get: true`, what they get when only amount_out is known; that decides how it rounds on
   * screen (lib/money/format ROUNDING). Only the rarer case is marked, since the row views travel in the page's
   * HTML. null when unknown.
   */
  pay: (AmountWithCode & { get?: true }) | null;
  blockchain: Transaction['blockchain'];
  /** ISO 8601, formatted in the browser's time zone. */
  startedAt: string;
}

/** The row view of a transaction (GET /user/transactions item). */
export function toRowView(tx: Transaction): TransactionRowView {
  const pay = payAmountWithCode(tx);
  return {
    id: tx.id,
    kind: tx.kind,
    status: tx.status,
    ...(tx.extra_status ? { extraStatus: tx.extra_status } : {}),
    pay: pay ? { ...pay, ...(tx.amount_in ? {} : { get: true as const }) } : null,
    blockchain: tx.blockchain,
    startedAt: tx.started_at,
  };
}

/** A wallet as the wallet filter lists it: its id (the filter's value), name, blockchain and address. */
export type WalletOption = Pick<UserWallet, 'id' | 'name' | 'blockchain' | 'address'>;

/** The wallet filter's view of a wallet (GET /user/wallets item). */
export function toWalletOption({ id, name, blockchain, address }: UserWallet): WalletOption {
  return { id, name, blockchain, address };
}
