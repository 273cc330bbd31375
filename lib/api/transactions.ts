/**
 * Product API call GET /transaction-info/{id} (spec §3, §7): the one schema and the one reader of a
 * transaction and how it is paid, used by /final-step (outcome and payment details) and by /payment (the
 * provider's card form `url` of card orders). Named function over a ky instance (client: lib/http/client `api`;
 * server: lib/http/server `serverApi()`), the answer parsed with zod. The shape agrees with sandbox/README.md.
 * Errors: ky HTTPError after the error rule has run (a 404 → /404, spec §8); ZodError for a malformed answer.
 */
import type { KyInstance } from 'ky';
import { z } from 'zod';
import { transactionSchema } from './schemas';

/**
 * Payment details of GET /transaction-info/{id}: what to pay, how, until when, and for card orders `url`, the
 * payment provider's hosted card form (optional: other orders have none). For a withdrawal, `account` is the
 * anchor's account on the transaction's blockchain that receives the USDC and `memo` (of `memo_type`, e.g.
 * `text`) identifies the transfer (SEP-24 withdraw_anchor_account / withdraw_memo); both optional.
 */
export const transactionPaymentSchema = z.object({
  method: z.string().nullish(),
  reference: z.string().nullish(),
  instructions: z.string().nullish(),
  expires_at: z.string().nullish(),
  url: z.string().url().nullish(),
  account: z.string().nullish(),
  memo: z.string().nullish(),
  memo_type: z.string().nullish(),
});
export type TransactionPayment = z.infer<typeof transactionPaymentSchema>;

/** GET /transaction-info/{id}: the transaction and, when there is one, its payment details. */
export const transactionInfoSchema = z.object({
  transaction: transactionSchema,
  payment: transactionPaymentSchema.nullish(),
});
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;

/**
 * GET /transaction-info/{sep24Guid} (spec §7); no session needed. A 404 goes through the error rule (→ /404).
 * The transaction and how it is paid (`payment.url`: the card form of a card order, spec §2 /payment).
 */
export async function getTransactionInfo(http: KyInstance, id: string): Promise<TransactionInfo> {
  return transactionInfoSchema.parse(await http.get(`transaction-info/${encodeURIComponent(id)}`).json());
}
