/** The identity verification provider's hosted page (GET /__sandbox/pages/kyc). */
import { http, type HttpHandler } from 'msw';
import { escapeHtml, htmlPage } from './html';
import type { PageContext } from './types';

/** The handlers of this part, in matching order. */
export function kycPageHandlers(ctx: PageContext): HttpHandler[] {
  const { appOrigin, at } = ctx;

  return [
    /**
     * GET /__sandbox/pages/kyc?token=sbx_kyc_…&app_id=… → the identity verification provider's hosted page (the
     * `url` of GET /kyc/token). Approve / Reject post `{type:'kyc.outcome', status, token}` to the opener, or the
     * parent when framed, with the app's origin as the explicit target origin; `{type:'kyc.ready', token}` on load.
     */
    http.get(at('/__sandbox/pages/kyc'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const token = q.get('token') ?? '';
      if (!/^sbx_kyc_[A-Za-z0-9]{8,64}$/.test(token)) {
        return htmlPage(
          'Invalid verification link',
          '<h1>Invalid verification link</h1><p>This verification link has no valid token.</p>',
          400,
        );
      }
      const appId = q.get('app_id') ?? '-';
      // JSON inside <script>: escape "<" so no value can close the script element.
      const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
      return htmlPage(
        'Sandbox identity check',
        `<h1>Sandbox identity check</h1>
<p>A stand-in for the identity verification provider: choose the outcome of this verification.</p>
<div class="card"><p>Verification <code>${escapeHtml(token.slice(0, 16))}…</code> for app <code>${escapeHtml(appId)}</code></p></div>
<button type="button" id="approve">Approve</button> <button type="button" id="reject">Reject</button>
<p id="result" role="status"></p>
<script>
(function () {
  var target = window.opener || (window.parent !== window ? window.parent : null);
  var origin = ${js(appOrigin)};
  var token = ${js(token)};
  var result = document.getElementById('result');
  function send(message) { if (target) target.postMessage(message, origin); }
  if (!target) result.textContent = 'Open this page from the app to send the outcome back.';
  send({ type: 'kyc.ready', token: token });
  function decide(status) {
    send({ type: 'kyc.outcome', status: status, token: token });
    document.getElementById('approve').disabled = true;
    document.getElementById('reject').disabled = true;
    result.textContent = 'Outcome sent: ' + status + '.';
  }
  document.getElementById('approve').addEventListener('click', function () { decide('approved'); });
  document.getElementById('reject').addEventListener('click', function () { decide('rejected'); });
})();
</script>`,
      );
    }),
  ];
}
