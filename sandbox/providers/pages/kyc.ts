/** The identity verification provider's hosted page (GET /__sandbox/pages/kyc). */
import { http, type HttpHandler } from 'msw';
import { escapeHtml, htmlPage } from './html';
import type { PageContext } from './types';

/** The handlers of this part, in matching order. */
export function kycPageHandlers(ctx: PageContext): HttpHandler[] {
  const { appOrigin, at, store } = ctx;

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
    document.getElementById('approve').disabled = true;
    document.getElementById('reject').disabled = true;
    // The provider records the result on its side first; the app then asks the API, never trusting this message.
    fetch('/__sandbox/pages/kyc/result', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token, status: status }) })
      .then(function (response) {
        if (!response.ok) throw new Error('status ' + response.status);
        send({ type: 'kyc.outcome', status: status, token: token });
        result.textContent = 'Outcome sent: ' + status + '.';
      })
      .catch(function () {
        result.textContent = 'The outcome could not be recorded. Try again.';
        document.getElementById('approve').disabled = false;
        document.getElementById('reject').disabled = false;
      });
  }
  document.getElementById('approve').addEventListener('click', function () { decide('approved'); });
  document.getElementById('reject').addEventListener('click', function () { decide('rejected'); });
})();
</script>`,
      );
    }),
    /**
     * POST /__sandbox/pages/kyc/result {token, status: approved|rejected} → 204: the provider records the outcome of a
     * verification it issued (the token of GET /kyc/token) on the person's record, at the token's level. This, not
     * the browser, is where a KYC result comes from. 400 for an unknown token or status.
     */
    http.post(at('/__sandbox/pages/kyc/result'), async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { token?: unknown; status?: unknown } | null;
      const issued = typeof body?.token === 'string' ? store.kycTokens.get(body.token) : undefined;
      const status = body?.status;
      if (!issued || (status !== 'approved' && status !== 'rejected')) {
        return Response.json({ error: 'validation_error', message: 'Unknown token or status' }, { status: 400 });
      }
      const user = store.user(issued.email);
      user.kyc_status = status;
      if (status === 'approved') user.kyc_level = issued.level;
      return new Response(null, { status: 204 });
    }),
  ];
}
