/**
 * The body the interactive flow sends to the wallet (SEP-24 v3.7 callbacks; REFERENCES.md "SEP-24"): the same
 * object as SEP-24 GET /transaction, `{transaction: {...}}`, built from our transaction (spec §3) and, when
 * known, its payment details (GET /transaction-info/{id}). Pure module.
 *
 * Field mapping (units: amounts are decimal strings as the API gives them, times ISO 8601):
 * - id (the SEP-24 guid), kind, status (spec §4 values are SEP-24 values), message;
 * - amount_in / amount_out / amount_fee and their assets in SEP-38 form (`iso4217:BRL`; `stellar:USDC:G…` on
 *   stellar; other blockchains keep our `code:issuer`, SEP-38 has no scheme for them). amount_fee is in the fiat
 *   currency (the quote's fee, lib/order/quote), so amount_fee_asset is the transaction's iso4217 side;
 * - started_at, updated_at, completed_at (= updated_at once completed), refunded (status refunded);
 * - more_info_url: the app's /transaction?id= page (status, next step, refund);
 * - withdrawals: withdraw_anchor_account, withdraw_memo, withdraw_memo_type from the payment details.
 * Absent values are left out rather than sent as null.
 */
import { z } from 'zod/mini';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';

/** The SEP-24 transaction object the flow sends (parsed by tests and by a wallet that wants to check it). */
export const sep24TransactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(['deposit', 'withdrawal']),
  status: z.string().check(z.minLength(1)),
  more_info_url: z.url(),
  amount_in: z.optional(z.string()),
  amount_in_asset: z.optional(z.string()),
  amount_out: z.optional(z.string()),
  amount_out_asset: z.optional(z.string()),
  amount_fee: z.optional(z.string()),
  amount_fee_asset: z.optional(z.string()),
  started_at: z.string(),
  updated_at: z.optional(z.string()),
  completed_at: z.optional(z.string()),
  message: z.optional(z.string()),
  refunded: z.boolean(),
  withdraw_anchor_account: z.optional(z.string()),
  withdraw_memo: z.optional(z.string()),
  withdraw_memo_type: z.optional(z.string()),
});
export type Sep24Transaction = z.infer<typeof sep24TransactionSchema>;

/** The message: `{transaction}`. */
export const sep24MessageSchema = z.object({ transaction: sep24TransactionSchema });
export type Sep24Message = z.infer<typeof sep24MessageSchema>;

/**
 * An asset of ours in SEP-38 form: `iso4217:…` and `stellar:…` unchanged, `CODE:ISSUER` on stellar →
 * `stellar:CODE:ISSUER`, anything else unchanged.
 */
export function toSep38Asset(asset: string, blockchain: Transaction['blockchain']): string {
  if (/^(iso4217|stellar):/i.test(asset)) return asset;
  if (blockchain === 'stellar' && /^[A-Za-z0-9]{1,12}:G[A-Z2-7]{55}$/.test(asset)) return `stellar:${asset}`;
  return asset;
}

/** The app page a wallet opens for more about a transaction (SEP-24 more_info_url). */
export function moreInfoUrl(appOrigin: string, id: string): string {
  return new URL(`/transaction?${new URLSearchParams({ id }).toString()}`, appOrigin).href;
}

/**
 * Builds the SEP-24 message of a transaction.
 * @param tx our transaction (GET /user/transactions/{id}).
 * @param options appOrigin: this app's origin (clientConfig.appOrigin); payment: the payment details when loaded.
 * @throws ZodError only if `tx` itself is malformed (it was parsed already, so not in practice).
 */
export function sep24Message(
  tx: Transaction,
  options: { appOrigin: string; payment?: TransactionPayment | null },
): Sep24Message {
  const inAsset = toSep38Asset(tx.details.amount_in_asset, tx.blockchain);
  const outAsset = toSep38Asset(tx.details.amount_out_asset, tx.blockchain);
  const fiatAsset = [inAsset, outAsset].find((a) => a.startsWith('iso4217:'));
  const payment = options.payment;
  const withdrawal = tx.kind === 'withdrawal';
  const optional = (value: string | null | undefined) => (value ? value : undefined);
  const transaction: Record<string, unknown> = {
    id: tx.id,
    kind: tx.kind,
    status: tx.status,
    more_info_url: moreInfoUrl(options.appOrigin, tx.id),
    amount_in: optional(tx.amount_in),
    amount_in_asset: tx.amount_in ? inAsset : undefined,
    amount_out: optional(tx.amount_out),
    amount_out_asset: tx.amount_out ? outAsset : undefined,
    amount_fee: optional(tx.amount_fee),
    amount_fee_asset: tx.amount_fee ? fiatAsset : undefined,
    started_at: tx.started_at,
    updated_at: optional(tx.updated_at),
    completed_at: tx.status === 'completed' ? optional(tx.updated_at) : undefined,
    message: optional(tx.message),
    refunded: tx.status === 'refunded',
    withdraw_anchor_account: withdrawal ? optional(payment?.account) : undefined,
    withdraw_memo: withdrawal ? optional(payment?.memo) : undefined,
    withdraw_memo_type: withdrawal && payment?.memo ? (payment.memo_type ?? 'text') : undefined,
  };
  const present = Object.fromEntries(Object.entries(transaction).filter(([, value]) => value !== undefined));
  return sep24MessageSchema.parse({ transaction: present });
}
