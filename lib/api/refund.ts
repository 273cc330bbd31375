/**
 * PUT /user/transactions/{id}/refund (spec §7), the refund of /transaction, declared with its spec §8 policy
 * (lib/http/policy.ts). A module of its own: only /transaction's refund loads it.
 */
import { defineCall } from '@/lib/http/policy';
import { transactionEnvelopeSchema, type Transaction } from './schemas';

/**
 * PUT /user/transactions/{id}/refund (spec §7): asks for the refund of a transaction.
 * @returns the transaction as the API holds it after the request.
 */
export const refundTransaction = /* @__PURE__ */ defineCall(
  'screen-handles',
  async (http, id: string): Promise<Transaction> =>
    transactionEnvelopeSchema.parse(await http.put(`user/transactions/${encodeURIComponent(id)}/refund`).json())
      .transaction,
);
