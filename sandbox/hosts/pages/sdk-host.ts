/**
 * What the SDK-based host pages (./widget.ts, ./widget-overlay.ts) share: the SDK options a page's own query asks for,
 * the event log, the theme and language buttons, and the page script's `startHost`, which creates the widget with
 * the SDK (docs/partner-guide.md "Quick start with the SDK") and logs what it hears.
 *
 * The log (`data-testid="event-log"`): one `<li data-testid="host-event">` per message, with `data-type`,
 * `data-origin` and the text `type origin json`. Typed lines are the SDK's events (`onEvent`; SEP-24's
 * `{transaction}` body as `sep24`, the whole body); a page listener added after the SDK's own logs every message the
 * SDK turned into no event (another origin, another window, not an envelope) as `rejected`, with its origin and data
 * (`after-close` for one the widget's own window sent as it was closing).
 */
import { escapeHtml } from './types';

/** JSON for inside a <script>: "<" escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The SDK options a host page takes from its query (see {@link hostOptions}). */
export interface HostOptions {
  redirectUrl: string | null;
  theme?: string;
  language?: string;
  wallet?: string;
  amount?: string;
  params: Record<string, string>;
}

/** Query parameters that have an SDK option of their own (the SDK refuses them in `params`). */
const OPTION_PARAMS = new Set(['redirect_url', 'return_to', 'theme', 'language', 'lang', 'wallet', 'amount']);

/**
 * The widget's options from the page's own query: `redirect_url` (or `return_to`) defaults to the page's origin and
 * `none` leaves it out; `theme`, `language` (or `lang`), `wallet` and `amount` when given (without a theme or a
 * language the widget keeps the person's own); every other parameter, except the page's own `pageParams`, goes through `params`, where the
 * SDK checks it against the guide's §4 table.
 * @param url the requested URL.
 * @param ownOrigin the page's origin.
 * @param pageParams query names the page reads itself (e.g. `variant`).
 */
export function hostOptions(url: URL, ownOrigin: string, pageParams: readonly string[] = []): HostOptions {
  const query = url.searchParams;
  const redirect = query.get('redirect_url') ?? query.get('return_to');
  const params: Record<string, string> = {};
  for (const [name, value] of query) if (!OPTION_PARAMS.has(name) && !pageParams.includes(name)) params[name] = value;
  const given = {
    theme: query.get('theme'),
    language: query.get('language') ?? query.get('lang'),
    wallet: query.get('wallet'),
    amount: query.get('amount'),
  };
  return {
    redirectUrl: redirect === 'none' ? null : (redirect ?? ownOrigin),
    ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null)),
    params,
  };
}

/** Styles of the log, the buttons and the error line. */
export const HOST_STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1c232b;background:#eef2f7}
h1{margin:0 0 4px;font-size:22px}.sub{margin:0 0 12px;color:#5b6673;font-size:14px}[hidden]{display:none!important}
.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 10px}
button{font:inherit;font-size:14px;font-weight:600;padding:8px 12px;cursor:pointer;border-radius:8px;border:1px solid #9aa3ae;background:#fff}
#log{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:6px}
#log li{background:#fff;border:1px solid #d5d9df;border-radius:8px;padding:6px 8px;font:12px/1.4 ui-monospace,monospace;word-break:break-all}
#log li[data-type="rejected"]{border-color:#e42626}#sdk-error{color:#b00020;font-weight:600}code{font-size:12px}`;

/** The theme and language buttons, the SDK's error line and the event log. */
export function hostControls(): string {
  const themes = ['light', 'dark', 'auto']
    .map((t) => `<button type="button" data-theme="${t}" data-testid="send-theme-${t}">Theme: ${t}</button>`)
    .join('');
  const languages = ['en', 'pt']
    .map((l) => `<button type="button" data-language="${l}" data-testid="send-language-${l}">Language: ${l}</button>`)
    .join('');
  return `<div class="row">${themes}</div><div class="row">${languages}</div>
<p id="sdk-error" role="alert" data-testid="sdk-error" hidden></p>
<h2 style="font-size:16px;margin:12px 0 6px">Events from the widget</h2><ol id="log" data-testid="event-log"></ol>`;
}

/** A line under the heading: the partner and origin, or why the app refuses this origin. */
export function hostSubtitle(host: { partner: string } | null, origin: string): string {
  return host
    ? `Partner <code>${escapeHtml(host.partner)}</code> on <code>${escapeHtml(origin)}</code>`
    : `Origin <code>${escapeHtml(origin)}</code> is not a partner: the app refuses to be framed here`;
}

/**
 * The page script's `startHost(createRampWidget, {appOrigin, options})`: creates the widget with the handlers that
 * log, adds the `rejected` listener after the SDK's, wires the theme and language buttons (`setTheme`,
 * `setLanguage`) and the reopen button; an SDK that did not load or an option it refused shows on `#sdk-error`.
 * Returns the widget, or null.
 */
export const START_HOST = `function startHost(create, config) {
  var APP = config.appOrigin;
  var log = document.getElementById('log');
  var closed = document.getElementById('closed');
  var failure = document.getElementById('sdk-error');
  function add(type, origin, data) {
    var li = document.createElement('li');
    li.setAttribute('data-testid', 'host-event');
    li.dataset.type = type;
    li.dataset.origin = origin;
    li.textContent = type + ' ' + origin + ' ' + JSON.stringify(data);
    log.appendChild(li);
  }
  function fail(message) { failure.textContent = message; failure.hidden = false; }
  if (typeof create !== 'function') { fail('The SDK did not load from ' + APP + '.'); return null; }
  var accepted = false;
  var isClosed = false;
  var widgetWindows = [];
  var widget;
  try {
    widget = create(Object.assign({}, config.options, {
      onEvent: function (event) {
        accepted = true;
        add(event.type === 'transaction' ? 'sep24' : event.type, APP, event.payload);
      },
      onClose: function () { isClosed = true; if (closed) closed.hidden = false; }
    }));
  } catch (error) { fail(String(error && error.message)); return null; }
  // Listeners run in the order they were added: by now the SDK has handled the message, or ignored it.
  // A message the closed widget's window sent on its way out (a last resize) is no forgery: 'after-close'.
  window.addEventListener('message', function (event) {
    var known = event.origin === APP && widgetWindows.indexOf(event.source) >= 0;
    if (accepted && !known) widgetWindows.push(event.source);
    if (!accepted) add(isClosed && known ? 'after-close' : 'rejected', event.origin, event.data);
    accepted = false;
  });
  document.querySelectorAll('[data-theme]').forEach(function (b) {
    b.addEventListener('click', function () { widget.setTheme(b.dataset.theme); });
  });
  document.querySelectorAll('[data-language]').forEach(function (b) {
    b.addEventListener('click', function () { widget.setLanguage(b.dataset.language); });
  });
  var reopen = document.getElementById('reopen');
  if (reopen) reopen.addEventListener('click', function () { isClosed = false; closed.hidden = true; widget.open(); });
  return widget;
}`;
