/** Sandbox API: transactions (list, count, refund, one, transaction info), spec §3, §7. */
import { http, type HttpHandler } from 'msw';
import {
  transactionCountSchema,
  transactionEnvelopeSchema,
  transactionListSchema,
  transactionSchema,
  type Transaction,
} from '../../../lib/api/schemas';
import { json, error, param, listParam, dateParam, intParam } from '../http';
import { anchorAccount, newestFirst } from '../store';
import { tokenGrants } from '../tokens';
import type { HandlerContext } from './context';

/** Filters of GET /user/transactions and /count (spec §3), or an error answer. */
function transactionFilter(search: URLSearchParams): ((t: Transaction) => boolean) | Response {
  const kinds = listParam(search, 'kind');
  const statuses = listParam(search, 'status');
  const chains = listParam(search, 'blockchain');
  const walletIds = listParam(search, 'wallet_id');
  const start = dateParam(search, 'start_created_at', false);
  const end = dateParam(search, 'end_created_at', true);
  if (start === null) return error(400, 'invalid_filter', 'start_created_at is not a valid date');
  if (end === null) return error(400, 'invalid_filter', 'end_created_at is not a valid date');
  return (t) => {
    const at = Date.parse(t.started_at);
    return (
      (!kinds.length || kinds.includes(t.kind)) &&
      (!statuses.length || statuses.includes(t.status)) &&
      (!chains.length || chains.includes(t.blockchain)) &&
      (!walletIds.length || walletIds.includes(t.wallet_id ?? '')) &&
      (start === undefined || at >= start) &&
      (end === undefined || at <= end)
    );
  };
}

/** How long the person has to pay or send, from when the order starts waiting for it. */
const TRANSFER_WINDOW_MS = 30 * 60_000;

/**
 * The deadline of the person's payment or transfer (ISO 8601): 30 minutes from when the transaction started
 * waiting for it, which is its confirmation (updated_at) once in pending_user_transfer_start, else its start.
 */
function transferDeadline(tx: Transaction): string {
  const waiting = tx.status === 'pending_user_transfer_start' && tx.updated_at ? tx.updated_at : tx.started_at;
  return new Date(Date.parse(waiting) + TRANSFER_WINDOW_MS).toISOString();
}

/** A withdrawal's instructions, in the anchor's words: the exact amount, the network, the account and the memo. */
function withdrawalInstructions(tx: Transaction, receiving: { account: string; memo: string | null }): string {
  const network = tx.blockchain.charAt(0).toUpperCase() + tx.blockchain.slice(1);
  const send = `Send exactly ${tx.amount_in ?? ''} USDC on ${network} to ${receiving.account}`;
  return receiving.memo
    ? `${send} with memo ${receiving.memo}. Without the memo the USDC can be lost.`
    : `${send}. This address is for this order only.`;
}

/** The handlers of this area, in matching order. */
export function transactionHandlers(ctx: HandlerContext): HttpHandler[] {
  const { store, api, authed, ownTransaction, cardOrders, sandboxOrigin, whoami } = ctx;
  return [
    /** GET /user/transactions?offset&limit&filters → {transactions}, newest first. */
    http.get(
      api('/user/transactions'),
      authed(({ user, url }) => {
        const filter = transactionFilter(url.searchParams);
        if (filter instanceof Response) return filter;
        const offset = intParam(url.searchParams, 'offset', 0);
        const limit = intParam(url.searchParams, 'limit', 10);
        if (offset === null || limit === null)
          return error(400, 'invalid_filter', 'offset and limit must be integers ≥ 0');
        const list = user.transactions
          .filter(filter)
          .sort(newestFirst)
          .slice(offset, offset + Math.min(limit, 100));
        return json(transactionListSchema.parse({ transactions: list }));
      }),
    ),
    /** GET /user/transactions/count?filters → {count}. */
    http.get(
      api('/user/transactions/count'),
      authed(({ user, url }) => {
        const filter = transactionFilter(url.searchParams);
        if (filter instanceof Response) return filter;
        return json(transactionCountSchema.parse({ count: user.transactions.filter(filter).length }));
      }),
    ),
    /** PUT /user/transactions/{id}/refund → {transaction} (status refunded); 404 unknown; 409 not refundable. */
    http.put(
      api('/user/transactions/:id/refund'),
      authed(({ user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        if (!tx) return error(404, 'not_found', 'Transaction not found');
        if (!['error', 'expired', 'pending_user'].includes(tx.status)) {
          return error(409, 'not_refundable', `A transaction in status ${tx.status} cannot be refunded`);
        }
        Object.assign(tx, { status: 'refunded', extra_status: 'fpf-refunded', updated_at: new Date().toISOString() });
        return json(transactionEnvelopeSchema.parse({ transaction: tx }));
      }),
    ),
    /** GET /user/transactions/{id} → {transaction}; 404 for an unknown guid (or another user's). */
    http.get(
      api('/user/transactions/:id'),
      authed(({ user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        return tx
          ? json(transactionEnvelopeSchema.parse({ transaction: tx }))
          : error(404, 'not_found', 'Transaction not found');
      }),
    ),
    /**
     * GET /transaction-info/{id} → {transaction, payment: {method, reference, instructions, expires_at}} (a
     * withdrawal adds the anchor's `account` that receives the USDC and, on stellar, its `memo`) for the
     * transaction's owner (session) or a caller holding its signed token (`X-Transaction-Token` header or `?token=`);
     * anyone else gets the same 404 as for an unknown guid: an id alone reveals nothing.
     */
    http.get(api('/transaction-info/:id'), async ({ request, params }) => {
      const id = param(params, 'id');
      const found = store.findTransaction(id);
      const token = request.headers.get('x-transaction-token') ?? new URL(request.url).searchParams.get('token');
      const owner = found ? await whoami(request).catch(() => null) : null;
      const allowed = !!found && (owner?.email === found.user.email || (await tokenGrants(token, id)));
      if (!found || !allowed) return error(404, 'not_found', 'Transaction not found');
      const tx = found.transaction;
      if (cardOrders.has(tx.id)) {
        return json({
          transaction: transactionSchema.parse(tx),
          payment: {
            method: 'CARD',
            reference: tx.id.slice(0, 8).toUpperCase(),
            instructions: `Pay ${tx.amount_in ?? ''} ${tx.details.amount_in_asset.split(':')[1] ?? ''} by card`,
            expires_at: new Date(Date.parse(tx.started_at) + 30 * 60_000).toISOString(),
            // The payment provider's hosted card form (GET /__sandbox/pages/card).
            url: `${sandboxOrigin}/__sandbox/pages/card?transaction=${encodeURIComponent(tx.id)}`,
          },
        });
      }
      const receiving = tx.kind === 'withdrawal' ? anchorAccount(tx.blockchain, tx.id) : null;
      return json({
        transaction: transactionSchema.parse(tx),
        payment: {
          ...(receiving
            ? { account: receiving.account, memo: receiving.memo, memo_type: receiving.memo ? 'text' : null }
            : {}),
          method: tx.kind === 'deposit' ? 'PIX' : 'BANK_TRANSFER',
          reference: tx.id.slice(0, 8).toUpperCase(),
          instructions: receiving
            ? withdrawalInstructions(tx, receiving)
            : `Pay ${tx.amount_in ?? tx.amount_out} ${tx.details.amount_in_asset.split(':')[1]} with reference ${tx.id.slice(0, 8).toUpperCase()}`,
          expires_at: transferDeadline(tx),
        },
      });
    }),
  ];
}
