/**
 * Product API calls of one transaction (spec §3, §7):
 * - GET /transaction-info/{id}: the one schema and the one reader of a transaction and how it is paid, used by
 *   /final-step (outcome and payment details) and by /payment (the provider's card form `url` of card orders);
 * - GET /user/transactions/{id}: one of the signed-in person's own transactions (/transaction, the interactive
 *   flow);
 * Each is declared with its spec §8 policy (lib/http/policy.ts) and made through lib/http/client `callApi` or
 * lib/http/server `serverCaller`; the answers are parsed with zod. The shapes agree with sandbox/README.md. The
 * person's list of transactions is lib/api/user.ts.
 * Errors: ky HTTPError after the call's policy has run (under the global rule a 404 → /404, spec §8); ZodError for a
 * malformed answer.
 */
import { z } from 'zod/mini';
import { defineCall } from '@/lib/http/policy';
import { transactionSchema, type Transaction } from './schemas';

/**
 * Payment details of GET /transaction-info/{id}: what to pay, how, until when, and for card orders `url`, the
 * payment provider's hosted card form (optional: other orders have none). For a withdrawal, `account` is the
 * anchor's account on the transaction's blockchain that receives the USDC and `memo` (of `memo_type`, e.g.
 * `text`) identifies the transfer (SEP-24 withdraw_anchor_account / withdraw_memo); both optional.
 */
export const transactionPaymentSchema = z.object({
  method: z.nullish(z.string()),
  reference: z.nullish(z.string()),
  instructions: z.nullish(z.string()),
  expires_at: z.nullish(z.string()),
  url: z.nullish(z.url()),
  account: z.nullish(z.string()),
  memo: z.nullish(z.string()),
  memo_type: z.nullish(z.string()),
});
export type TransactionPayment = z.infer<typeof transactionPaymentSchema>;

/** GET /transaction-info/{id}: the transaction and, when there is one, its payment details. */
export const transactionInfoSchema = z.object({
  transaction: transactionSchema,
  payment: z.nullish(transactionPaymentSchema),
});
export type TransactionInfo = z.infer<typeof transactionInfoSchema>;

/** The header that carries a signed transaction token to GET /transaction-info. */
export const TRANSACTION_TOKEN_HEADER = 'X-Transaction-Token';

/**
 * GET /transaction-info/{sep24Guid} (spec §7): the transaction and how it is paid (`payment.url`: the card form of a
 * card order, spec §2 /payment). The API answers its owner (session) or the holder of its signed token; anyone
 * else gets a 404, which goes through the error rule (→ /404, spec §8 "a 404 while loading the final step's
 * transaction … goes to the no-match page").
 * @param token the signed transaction token (spec §3), for a caller without the owner's session.
 */
export const getTransactionInfo = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, id: string, token?: string): Promise<TransactionInfo> => {
    // No `headers` key at all without a token: ky would otherwise drop the instance's own (the forwarded cookie).
    const options = token ? { headers: { [TRANSACTION_TOKEN_HEADER]: token } } : {};
    return transactionInfoSchema.parse(await http.get(`transaction-info/${encodeURIComponent(id)}`, options).json());
  },
);

/** GET /transaction-info/{id} as optional data: the screen is shown without the payment details. */
export const getTransactionInfoOrEmpty = /* @__PURE__ */ defineCall('empty-on-failure', getTransactionInfo);

/** GET /user/transactions/{id} (spec §7) — one of the signed-in person's transactions (404 for someone else's). */
export const getOwnTransaction = /* @__PURE__ */ defineCall(
  'global-rule',
  async (http, id: string): Promise<Transaction> =>
    z
      .object({ transaction: transactionSchema })
      .parse(await http.get(`user/transactions/${encodeURIComponent(id)}`).json()).transaction,
);

/** GET /user/transactions/{id} as the interactive flow's status poll: a failed poll keeps the last known status. */
export const getOwnTransactionHandledByScreen = /* @__PURE__ */ defineCall('screen-handles', getOwnTransaction);
