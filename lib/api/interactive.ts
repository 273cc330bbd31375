/**
 * Product API calls of the SEP-24 interactive flow (spec §2 /interactive-flow, §7). The spec's §7 list
 * has no interactive calls; these two are the smallest this front end needs and the sandbox implements
 * (sandbox/README.md). Reading the transaction uses the §7 calls (lib/api/transactions `getOwnTransaction` and
 * `getTransactionInfo`). Declared with their spec §8 policy (lib/http/policy.ts), answers parsed with zod.
 *
 * - POST /user/transactions/{sep24Guid}/confirm `{amount?}`: the person confirms an `incomplete` transaction
 *   (amount and asset); it moves to `pending_user_transfer_start`. `amount` (a decimal string, the amount in)
 *   is required only when the transaction has none yet. 409 when it is no longer incomplete, 400 for a bad amount.
 * - POST /user/transactions/{sep24Guid}/callback `{url, kind}`: asks the API to POST the SEP-24 transaction body
 *   to a wallet's https callback URL (SEP-24 URL callbacks are signed by the server, which holds the key).
 *   202 `{status: 'queued'}`; 400 for a URL that is not https.
 * Both are left to the screen (policy 'screen-handles': the flow must not leave a payment in progress).
 * Errors: ky HTTPError; ZodError for a bad answer.
 */
import { z } from 'zod/mini';
import { defineCall } from '@/lib/http/policy';
import { transactionEnvelopeSchema, type Transaction } from './schemas';

/**
 * POST /user/transactions/{id}/confirm.
 * @param amount the amount in as a decimal string, when the person entered it (the transaction had none).
 * @returns the transaction, now `pending_user_transfer_start`.
 */
export const confirmInteractive = /* @__PURE__ */ defineCall(
  'screen-handles',
  async (http, id: string, amount?: string): Promise<Transaction> => {
    const json = await http
      .post(`user/transactions/${encodeURIComponent(id)}/confirm`, { json: amount ? { amount } : {} })
      .json();
    return transactionEnvelopeSchema.parse(json).transaction;
  },
);

/** Which SEP-24 callback a URL delivery is for. */
export type CallbackKind = 'callback' | 'on_change_callback';

/** The 202 answer of POST /user/transactions/{id}/callback. */
export const callbackAnswerSchema = z.object({ status: z.string() });

/**
 * POST /user/transactions/{id}/callback: the API delivers the transaction's SEP-24 body to `url` (https, on an
 * allowed partner origin: the caller checks with lib/interactive/params first).
 */
export const requestUrlCallback = /* @__PURE__ */ defineCall(
  'screen-handles',
  async (http, id: string, url: string, kind: CallbackKind): Promise<void> => {
    callbackAnswerSchema.parse(
      await http.post(`user/transactions/${encodeURIComponent(id)}/callback`, { json: { url, kind } }).json(),
    );
  },
);
