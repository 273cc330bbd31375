/** Sandbox API: the interactive flow's confirmation and SEP-24 URL callbacks, spec §7. */
import { http, type HttpHandler } from 'msw';
import { transactionEnvelopeSchema, transactionSchema } from '../../../lib/api/schemas';
import { json, error, readJsonObject, param } from '../http';
import { accountGateRefusal, priceOrder } from '../order-checks';
import { PARTNER_CALLBACK_ORIGINS, type HandlerContext } from './context';

/** The handlers of this area, in matching order. */
export function interactiveHandlers(ctx: HandlerContext): HttpHandler[] {
  const { store, api, authed, ownTransaction } = ctx;
  return [
    /**
     * POST /user/transactions/{id}/confirm {amount?} → {transaction} now pending_user_transfer_start: the person
     * confirmed an incomplete transaction in the interactive flow. `amount` (the amount in, decimal string) is
     * required when the transaction has none and re-prices it with the quote when given (priceOrder: an amount that
     * delivers nothing or is over the order form's cap is refused). 404; 409 not incomplete; 409 billing_incomplete, then
     * kyc_required (the account gates of POST on-/off-ramp); 400 {errors: {amount}}.
     */
    http.post(
      api('/user/transactions/:id/confirm'),
      authed(async ({ request, user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        if (!tx) return error(404, 'not_found', 'Transaction not found');
        if (tx.status !== 'incomplete')
          return error(409, 'not_incomplete', `A transaction in status ${tx.status} cannot be confirmed`);
        // The account gates of every order, as POST on-/off-ramp (SEP-24's interactive flow is /start → /kyc).
        const gate = accountGateRefusal(user, 'confirming a transaction');
        if (gate) return gate;
        const body = await readJsonObject(request);
        if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
        const amountRaw = body.amount;
        if (amountRaw !== undefined && typeof amountRaw !== 'string') {
          return error(400, 'validation_error', 'amount must be a decimal string', {
            errors: { amount: 'Must be a decimal string' },
          });
        }
        if (!amountRaw && !tx.amount_in) {
          return error(400, 'validation_error', 'The transaction has no amount yet', {
            errors: { amount: 'Required' },
          });
        }
        if (amountRaw) {
          const fiat =
            (tx.kind === 'deposit' ? tx.details.amount_in_asset : tx.details.amount_out_asset).split(':')[1] ?? 'BRL';
          const priced = priceOrder(tx.kind === 'deposit' ? 'on-ramp' : 'off-ramp', amountRaw, fiat, tx.blockchain);
          if ('error' in priced)
            return error(400, 'validation_error', `amount: ${priced.error}`, { errors: { amount: priced.error } });
          Object.assign(tx, { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee });
        }
        const now = Date.now();
        Object.assign(tx, { status: 'pending_user_transfer_start', updated_at: new Date(now).toISOString() });
        store.markConfirmed(tx, now);
        return json(transactionEnvelopeSchema.parse({ transaction: tx }));
      }),
    ),
    /**
     * POST /user/transactions/{id}/callback {url, kind: callback|on_change_callback} → 202 {status:'queued'}: the
     * API would POST the signed SEP-24 body to the wallet's https URL; the sandbox records it instead
     * (GET /__sandbox/callbacks). 400 for a URL that is not https or a bad kind; 403 for an origin that is not a
     * partner's registered callback origin (PARTNER_CALLBACK_ORIGINS); 404.
     */
    http.post(
      api('/user/transactions/:id/callback'),
      authed(async ({ request, user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        if (!tx) return error(404, 'not_found', 'Transaction not found');
        const body = await readJsonObject(request);
        const kind = body?.kind;
        let url: URL | null = null;
        try {
          url = typeof body?.url === 'string' ? new URL(body.url) : null;
        } catch {
          url = null;
        }
        const errors: Record<string, string> = {};
        if (!url || url.protocol !== 'https:') errors.url = 'Must be an https URL';
        if (kind !== 'callback' && kind !== 'on_change_callback')
          errors.kind = 'Must be callback or on_change_callback';
        if (Object.keys(errors).length) return error(400, 'validation_error', 'The callback is invalid', { errors });
        // Like the real API: only to a callback origin registered for a partner (SEP-24 callbacks go to the wallet).
        if (!PARTNER_CALLBACK_ORIGINS.includes(url!.origin)) {
          return error(403, 'callback_origin_not_allowed', `Callbacks to ${url!.origin} are not allowed`);
        }
        store.callbacks.unshift({
          transaction_id: tx.id,
          url: url!.href,
          kind: kind as 'callback' | 'on_change_callback',
          transaction: transactionSchema.parse(tx),
          received_at: new Date().toISOString(),
        });
        store.callbacks.length = Math.min(store.callbacks.length, 500);
        return json({ status: 'queued' }, 202);
      }),
    ),
  ];
}
