/**
 * GET /interactive on a partner host (and on the foreign origin): a wallet's web page that starts a SEP-24
 * interactive deposit or withdrawal and logs what the app tells it.
 *
 * 1. "Start" creates the interactive transaction the way a wallet's server would ask the anchor for it: the
 *    sandbox control call POST {API}/__sandbox/interactive/{kind} (CORS), which answers {id, url}.
 * 2. It opens `url` + `callback`, `on_change_callback`, `lang`, `theme` in a popup with window.open (the popup is
 *    opened first, as about:blank, so the click's user activation allows it), or in an iframe with `?frame=1`.
 * 3. Every message event is listed with its origin and data (`data-testid="host-message"`, `data-origin`,
 *    `data-status`, `data-kind` = `sep24` for a `{transaction}` body, else `other`), as a wallet would receive
 *    them; "trusted" says whether the origin is the app's (a real wallet acts only on those).
 * "Anchor: next status" moves the transaction one step (POST /__sandbox/transactions/{id}/advance).
 *
 * Query (all optional; the form shows them): kind (deposit|withdrawal), amount, currency (BRL|EUR|USD),
 * blockchain, email (default demo@example.com), lang, theme, frame (1 = iframe), step_ms (ms between automatic
 * status steps after confirmation; default 4000, 0 = only "next status"), callback and on_change_callback
 * (default postMessage; "none" leaves the parameter out).
 */
import { escapeHtml, type HostPage } from './types';
import { API_ORIGIN, SEED_EMAILS } from '../../config';

/** JSON for inside a <script>: "<" escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page's settings from its query, with defaults. */
export function interactiveHostSettings(url: URL) {
  const q = url.searchParams;
  const kind = q.get('kind') === 'withdrawal' ? 'withdrawal' : 'deposit';
  return {
    kind,
    amount: q.get('amount') ?? (kind === 'deposit' ? '100' : '20'),
    currency: (q.get('currency') ?? 'BRL').toUpperCase(),
    blockchain: q.get('blockchain') ?? 'stellar',
    email: q.get('email') ?? SEED_EMAILS.demo,
    lang: q.get('lang') ?? 'en',
    theme: q.get('theme') ?? 'light',
    frame: q.get('frame') === '1',
    stepMs: q.get('step_ms') ?? '4000',
    callback: q.get('callback') ?? 'postMessage',
    onChangeCallback: q.get('on_change_callback') ?? 'postMessage',
  };
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1c232b;background:#f4f1ea}
h1{margin:0 0 4px;font-size:22px}.sub{margin:0 0 16px;color:#5b6673}
form{display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px;align-items:end;margin-bottom:12px}
label{display:flex;flex-direction:column;gap:2px;font-size:13px;color:#5b6673}input,select{font:inherit;padding:6px 8px}
button{font:inherit;font-weight:600;padding:8px 12px;cursor:pointer}.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:8px 0}
#log{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:6px}
#log li{background:#fff;border:1px solid #ddd;border-radius:8px;padding:6px 8px;font:12px/1.4 ui-monospace,monospace;word-break:break-all}
#log li[data-trusted="false"]{border-color:#e42626}.layout{display:flex;flex-wrap:wrap;gap:16px}.layout>*{flex:1 1 340px;min-width:0}
iframe{border:1px solid #ccc;border-radius:12px;width:100%;max-width:420px;height:720px;background:#fff}`;

export const interactivePage: HostPage = {
  path: 'interactive',
  title: 'Opens the SEP-24 interactive flow and logs its messages',
  render: ({ host, origin, appOrigin, url }) => {
    const s = interactiveHostSettings(url);
    const name = host?.name ?? 'Foreign site';
    const option = (value: string, current: string, label = value) =>
      `<option value="${escapeHtml(value)}"${value === current ? ' selected' : ''}>${escapeHtml(label)}</option>`;
    const input = (id: string, label: string, value: string) =>
      `<label>${escapeHtml(label)}<input id="${id}" name="${id}" value="${escapeHtml(value)}"></label>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(name)} wallet: interactive deposit and withdrawal</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(name)} wallet</h1>
<p class="sub">${host ? `Partner <strong>${escapeHtml(host.partner)}</strong>` : 'An origin the app does <strong>not</strong> allow'} on ${escapeHtml(origin)}: starts a SEP-24 interactive flow of ${escapeHtml(appOrigin)} and lists the messages it receives.</p>
<form id="start-form">
<label>Kind<select id="kind" name="kind">${option('deposit', s.kind, 'Deposit')}${option('withdrawal', s.kind, 'Withdrawal')}</select></label>
${input('amount', 'Amount in (empty: the person enters it)', s.amount)}
${input('currency', 'Fiat currency', s.currency)}
<label>Blockchain<select id="blockchain" name="blockchain">${['stellar', 'tron', 'ethereum'].map((b) => option(b, s.blockchain)).join('')}</select></label>
${input('email', 'Account (e-mail)', s.email)}
<label>lang<select id="lang" name="lang">${['en', 'pt-BR', 'pt', 'fr'].map((l) => option(l, s.lang)).join('')}</select></label>
<label>theme<select id="theme" name="theme">${['light', 'dark'].map((t) => option(t, s.theme)).join('')}</select></label>
${input('step_ms', 'Step after confirmation (ms, 0 = manual)', s.stepMs)}
${input('callback', 'callback', s.callback)}
${input('on_change_callback', 'on_change_callback', s.onChangeCallback)}
<label>Open in<select id="frame" name="frame">${option('0', s.frame ? '1' : '0', 'Popup (window.open)')}${option('1', s.frame ? '1' : '0', 'Iframe')}</select></label>
<button type="submit" data-testid="start">Start</button>
</form>
<div class="row"><span>Transaction: <code data-testid="interactive-id" id="tx-id">none yet</code></span>
<button type="button" id="advance" data-testid="advance" disabled>Anchor: next status</button>
<a id="reopen" data-testid="reopen" hidden target="ramp-interactive">Open again</a>
<span id="problem" role="alert" style="color:#e42626"></span></div>
<div class="layout"><section><h2>Messages received (<span data-testid="message-count" id="count">0</span>)</h2><ol id="log" data-testid="host-messages"></ol></section>
<section id="frame-box" hidden><h2>Interactive flow (iframe)</h2><iframe id="flow" title="Interactive flow" allow="clipboard-write"></iframe></section></div>
<script>
(function () {
  var API = ${scriptJson(API_ORIGIN)};
  var APP_ORIGIN = ${scriptJson(appOrigin)};
  var form = document.getElementById('start-form');
  var log = document.getElementById('log');
  var count = document.getElementById('count');
  var problem = document.getElementById('problem');
  var advance = document.getElementById('advance');
  var reopen = document.getElementById('reopen');
  var currentId = null;
  function value(id) { return document.getElementById(id).value.trim(); }

  window.addEventListener('message', function (event) {
    var data = event.data;
    var li = document.createElement('li');
    li.setAttribute('data-testid', 'host-message');
    li.setAttribute('data-origin', event.origin);
    li.setAttribute('data-trusted', String(event.origin === APP_ORIGIN));
    var tx = data && typeof data === 'object' && data.transaction && typeof data.transaction === 'object' ? data.transaction : null;
    li.setAttribute('data-status', tx && typeof tx.status === 'string' ? tx.status : '');
    // SEP-24 callbacks carry {transaction}; other messages (e.g. the app's widget host events) are listed too.
    li.setAttribute('data-kind', tx ? 'sep24' : 'other');
    li.textContent = event.origin + ' ' + JSON.stringify(data);
    log.appendChild(li);
    count.textContent = String(log.children.length);
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    problem.textContent = '';
    var framed = value('frame') === '1';
    // Open the popup now, while the click still counts as a user gesture; it is navigated once the id is known.
    var popup = framed ? null : window.open('about:blank', 'ramp-interactive', 'popup,width=480,height=780');
    if (!framed && !popup) { problem.textContent = 'The browser blocked the popup.'; return; }
    var kind = value('kind');
    var body = { email: value('email'), currency: value('currency'), blockchain: value('blockchain'), step_ms: value('step_ms') || '0' };
    if (value('amount')) body.amount = value('amount');
    fetch(API + '/__sandbox/interactive/' + encodeURIComponent(kind), {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body)
    }).then(function (response) {
      return response.json().then(function (answer) {
        if (!response.ok) throw new Error(answer.message + (answer.errors ? ' ' + JSON.stringify(answer.errors) : ''));
        return answer;
      });
    }).then(function (answer) {
      currentId = answer.id;
      document.getElementById('tx-id').textContent = answer.id;
      advance.disabled = false;
      var target = new URL(answer.url);
      [['callback', value('callback')], ['on_change_callback', value('on_change_callback')], ['lang', value('lang')], ['theme', value('theme')]]
        .forEach(function (pair) { if (pair[1] && pair[1] !== 'none') target.searchParams.set(pair[0], pair[1]); });
      reopen.href = target.href;
      reopen.hidden = framed;
      if (framed) {
        document.getElementById('frame-box').hidden = false;
        document.getElementById('flow').src = target.href;
      } else {
        popup.location.href = target.href;
      }
    }).catch(function (error) {
      if (popup) popup.close();
      problem.textContent = 'Could not start: ' + error.message;
    });
  });

  advance.addEventListener('click', function () {
    if (!currentId) return;
    fetch(API + '/__sandbox/transactions/' + encodeURIComponent(currentId) + '/advance', { method: 'POST' })
      .then(function (response) { return response.json(); })
      .then(function (answer) { problem.textContent = answer.transaction ? '' : 'Not moved: ' + answer.message; })
      .catch(function (error) { problem.textContent = 'Not moved: ' + error.message; });
  });
})();
</script>
</body></html>`;
  },
};
