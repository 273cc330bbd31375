/** The payment provider's checkout page of ramp orders (GET /__sandbox/pages/checkout). */
import { http, type HttpHandler } from 'msw';
import { escapeHtml, htmlPage } from './html';
import type { PageContext } from './types';

/** The handlers of this part, in matching order. */
export function checkoutPageHandlers(ctx: PageContext): HttpHandler[] {
  const { store, appOrigin, at } = ctx;

  return [
    /**
     * GET /__sandbox/pages/checkout?transaction=ID (or ?mode&amount&payment_currency&crypto_currency) → the
     * payment provider's page of a ramp order; its buttons set the transaction status and return to /final-step.
     */
    http.get(at('/__sandbox/pages/checkout'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const id = q.get('transaction');
      if (!id) {
        const rows = ['mode', 'amount', 'payment_currency', 'crypto_currency', 'crypto_method_guid']
          .map((k) => `<li>${k}: ${escapeHtml(q.get(k) ?? '-')}</li>`)
          .join('');
        return htmlPage(
          'Sandbox checkout',
          `<h1>Sandbox checkout</h1><p>The payment provider's page of a ramp order.</p><div class="card"><ul>${rows}</ul></div>
<p><a href="${escapeHtml(appOrigin)}/transactions">Back to the app</a></p>`,
        );
      }
      const found = store.findTransaction(id);
      if (!found) return htmlPage('Order not found', '<h1>Order not found</h1><p>No such order.</p>', 404);
      const t = found.transaction;
      const button = (status: string, label: string) =>
        `<form method="post" action="/__sandbox/transactions/${encodeURIComponent(t.id)}" style="display:inline">
<input type="hidden" name="status" value="${status}"><input type="hidden" name="return" value="final-step">
<button type="submit">${label}</button></form>`;
      return htmlPage(
        'Sandbox checkout',
        `<h1>Sandbox checkout</h1>
<div class="card"><p>Order <code>${escapeHtml(t.id)}</code> (${escapeHtml(t.kind)}, ${escapeHtml(t.blockchain)})</p>
<p>Status: <strong>${escapeHtml(t.status)}</strong></p>
<p>You pay: ${escapeHtml(t.amount_in ?? '-')} ${escapeHtml(t.details.amount_in_asset.split(':')[0] === 'iso4217' ? (t.details.amount_in_asset.split(':')[1] ?? '') : 'USDC')}</p>
<p>You get: ${escapeHtml(t.amount_out ?? '-')} ${escapeHtml(t.details.amount_out_asset.split(':')[0] === 'iso4217' ? (t.details.amount_out_asset.split(':')[1] ?? '') : 'USDC')}</p></div>
${button('completed', 'Pay (complete the order)')} ${button('error', 'Fail the payment')} ${button('expired', 'Let it expire')}`,
      );
    }),
  ];
}
