/** The payment provider's hosted card form (GET /__sandbox/pages/card, POST /__sandbox/pages/card/{id}). */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { checkCard, checkCardSource, cardPage } from './card-check';
import { escapeHtml, htmlPage } from './html';
import type { PageContext } from './types';
import { transactionSchema } from '../../../lib/api/schemas';
import { encodeToken } from '../../api/handlers';

/** The handlers of this part, in matching order. */
export function cardPageHandlers(ctx: PageContext): HttpHandler[] {
  const { store, appOrigin, log, at } = ctx;

  return [
    /**
     * GET /__sandbox/pages/card?transaction=ID → the payment provider's hosted card form of a card order (the
     * `payment.url` of GET /transaction-info/{id}), made to sit in the app's /payment frame. It posts to the
     * app's window (target _parent, not _top: the app may itself be framed by a partner's page, which must stay),
     * so the person leaves the card frame for the app's next screen.
     */
    http.get(at('/__sandbox/pages/card'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction') ?? '';
      const found = store.findTransaction(id);
      if (!found) return htmlPage('Order not found', '<h1>Order not found</h1><p>No such order.</p>', 404);
      const t = found.transaction;
      const currency = t.details.amount_in_asset.split(':')[1] ?? '';
      return cardPage(
        `<form method="post" action="/__sandbox/pages/card/${encodeURIComponent(t.id)}" target="_parent" id="card" novalidate>
<p class="amount">${escapeHtml(t.amount_in ?? '')} ${escapeHtml(currency)}</p>
<label>Name on card<input name="holder" autocomplete="cc-name" required maxlength="80"></label>
<label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" maxlength="23"></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" inputmode="numeric" autocomplete="cc-exp" required placeholder="12/30" maxlength="5"></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123" maxlength="4"></label></div>
<p id="error" role="alert"></p>
<button type="submit">Pay ${escapeHtml(t.amount_in ?? '')} ${escapeHtml(currency)}</button>
<p class="hint">Sandbox cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
</form>
<script>
(function () {
  var form = document.getElementById('card');
  var error = document.getElementById('error');
  form.addEventListener('submit', function (event) {
    var problem = ${checkCardSource}(form.holder.value, form.number.value, form.expiry.value, form.cvc.value, new Date());
    error.textContent = problem || '';
    if (problem) event.preventDefault();
  });
})();
</script>`,
      );
    }),
    /**
     * POST /__sandbox/pages/card/{id} (form: holder, number, expiry, cvc) → 303 to the app: paid (4242…) →
     * status completed, declined (4000 0000 0000 0002) → status error; both to
     * `/final-step?id=ID&transaction=<three-part token of the transaction>`. Invalid card data → back to
     * `/payment?id=ID&error=invalid_card`.
     */
    http.post(at('/__sandbox/pages/card/:id'), async ({ request, params }) => {
      const id = String(params.id);
      const found = store.findTransaction(id);
      if (!found) return htmlPage('Order not found', '<h1>Order not found</h1><p>No such order.</p>', 404);
      const form = new URLSearchParams(await request.text());
      const back = (path: string) =>
        new HttpResponse(null, { status: 303, headers: { Location: `${appOrigin}${path}` } });
      const problem = checkCard(
        form.get('holder') ?? '',
        form.get('number') ?? '',
        form.get('expiry') ?? '',
        form.get('cvc') ?? '',
        new Date(),
      );
      if (problem) return back(`/payment?id=${encodeURIComponent(id)}&error=invalid_card`);
      if (found.transaction.status !== 'incomplete')
        return back(`/payment?id=${encodeURIComponent(id)}&error=not_payable`);
      const declined = (form.get('number') ?? '').replace(/\D/g, '') === '4000000000000002';
      const next = transactionSchema.parse({
        ...found.transaction,
        status: declined ? 'error' : 'completed',
        extra_status: declined ? 'fpf-error' : null,
        message: declined ? 'The card was declined.' : null,
        updated_at: new Date().toISOString(),
      });
      Object.assign(found.transaction, next);
      log(`card payment ${id}: ${declined ? 'declined' : 'paid'}`);
      const token = await encodeToken({ transaction: found.transaction });
      return back(`/final-step?id=${encodeURIComponent(id)}&transaction=${encodeURIComponent(token)}`);
    }),
  ];
}
