/**
 * What one row of /transactions shows of a transaction (spec §3: kind, status with its extra code, its amounts with
 * their currencies, blockchain, start date), and of a wallet what the wallet filter shows. The server hands the list's
 * client island these views, not whole transactions and wallets: an island's props are serialized into the page's
 * HTML, so only what it renders goes there. The browser's own pages of the list are mapped the same way. Pure module.
 */
import type { Transaction } from '@/lib/api/schemas';
import type { UserWallet } from '@/lib/api/wallets';
import { sidesOf } from './sides';

/** One side of a row: the code of its asset and, when the API gives it, the amount (a decimal string). */
export interface RowSide {
  amount?: string;
  code: string;
}

/** A transaction as its /transactions row shows it. */
export interface TransactionRowView {
  id: string;
  kind: Transaction['kind'];
  status: string;
  /** The status's extra code (`kyc_started`, …), shown below the status; absent when there is none. */
  extraStatus?: string;
  /**
   * The USDC side (lib/transactions/sides): the row's title, "Bought 89.10 USDC" (lib/transactions/row-title). With
   * {@link fiat}, both sides of spec §3's amounts: the pay amount is the fiat of a purchase and the USDC of a sale.
   * How each rounds on screen follows from the kind (lib/transactions/sides `moneySideOf`). The views travel in the
   * page's HTML, so an unknown amount is left out rather than written as null.
   */
  crypto: RowSide;
  /** The fiat side: what a purchase pays, what a sale pays out. */
  fiat: RowSide;
  blockchain: Transaction['blockchain'];
  /** ISO 8601, formatted in the browser's time zone. */
  startedAt: string;
}

/** A row side from an amount that may be absent. */
function rowSide(amount: string | null | undefined, code: string): RowSide {
  return amount ? { amount, code } : { code };
}

/** The row view of a transaction (GET /user/transactions item). */
export function toRowView(tx: Transaction): TransactionRowView {
  const { crypto, fiat } = sidesOf(tx);
  const amountOf = (side: 'in' | 'out') => (side === 'in' ? tx.amount_in : tx.amount_out);
  return {
    id: tx.id,
    kind: tx.kind,
    status: tx.status,
    ...(tx.extra_status ? { extraStatus: tx.extra_status } : {}),
    crypto: rowSide(amountOf(crypto.side), crypto.code),
    fiat: rowSide(amountOf(fiat.side), fiat.code),
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
