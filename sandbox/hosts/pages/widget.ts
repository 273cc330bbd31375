/**
 * GET /widget on a partner host (and on the foreign origin 4019): a wallet's web page that frames the app's
 * /widget the way a partner integrates it, and shows what the widget tells it.
 *
 * - The frame: `<iframe id="widget" allow="camera; microphone; payment; clipboard-read; clipboard-write">` on `{app}/widget`, with this
 *   page's own query passed through (e.g. ?theme=dark&language=pt&amount_in=100) and `redirect_url` set to this
 *   page's origin unless the query gives one (`redirect_url=none` leaves it out). On the foreign origin the app's
 *   Content-Security-Policy (frame-ancestors) refuses to be framed: the frame stays empty.
 * - The log (`data-testid="event-log"`): one `<li data-testid="host-event">` per message received, with
 *   `data-type` (the envelope's type, `sep24` for SEP-24 `{transaction}` messages, `rejected` for anything that
 *   fails the checks), `data-origin` and the JSON. A message is accepted only when `event.origin` is the app's
 *   origin, `event.source` is the frame's window and the data is a `ramp-widget` version 1 envelope.
 * - Buttons send `set_theme` (light, dark, auto) and `set_language` (en, pt) to the frame with the app's origin
 *   as targetOrigin (never `*`).
 * - `resize` sets the frame's height (between 480 and 1400 px); `close_request` hides the frame, with a button to
 *   open it again.
 * - Below 400 px the frame runs edge to edge, as a wallet app's screen would (no page padding, no border), so a
 *   375 px phone gives the widget exactly 375 px.
 */
import { escapeHtml, type HostPage } from './types';

/** JSON for inside a <script>: "<" escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The /widget URL this page frames: its own query passed through, redirect_url defaulting to its own origin. */
export function widgetFrameUrl(appOrigin: string, ownOrigin: string, url: URL): string {
  const query = new URLSearchParams(url.searchParams);
  if (query.get('redirect_url') === 'none') query.delete('redirect_url');
  else if (!query.has('redirect_url')) query.set('redirect_url', ownOrigin);
  const search = query.toString();
  return `${appOrigin}/widget${search ? `?${search}` : ''}`;
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1c232b;background:#eef2f7}
h1{margin:0 0 4px;font-size:22px}.sub{margin:0 0 12px;color:#5b6673;font-size:14px}
.layout{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}.frame{flex:0 1 420px;min-width:0;width:100%}
.side{flex:1 1 320px;min-width:0}.row{display:flex;flex-wrap:wrap;gap:8px;align-items:center;margin:0 0 10px}
button{font:inherit;font-size:14px;font-weight:600;padding:8px 12px;cursor:pointer;border-radius:8px;border:1px solid #9aa3ae;background:#fff}
iframe{display:block;border:1px solid #c9d1db;border-radius:16px;width:100%;max-width:420px;height:720px;background:#fff}
#log{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:6px}
#log li{background:#fff;border:1px solid #d5d9df;border-radius:8px;padding:6px 8px;font:12px/1.4 ui-monospace,monospace;word-break:break-all}
#log li[data-type="rejected"]{border-color:#e42626}#closed{display:none;padding:24px;background:#fff;border-radius:16px;text-align:center}
code{font-size:12px}
@media (max-width:399px){body{padding:16px 0}h1,.sub,.side{padding:0 16px}iframe{border:0;border-radius:0}}`;

/** The page's script: checks and logs messages, sends commands, follows resize and close requests. */
function script(appOrigin: string): string {
  return `(function(){
var APP=${scriptJson(appOrigin)};
var frame=document.getElementById('widget');var log=document.getElementById('log');var closed=document.getElementById('closed');
function add(type,origin,data){var li=document.createElement('li');li.setAttribute('data-testid','host-event');li.dataset.type=type;li.dataset.origin=origin;
li.textContent=type+' '+origin+' '+JSON.stringify(data);log.appendChild(li);}
function isEnvelope(d){return d&&typeof d==='object'&&d.source==='ramp-widget'&&d.version===1&&typeof d.type==='string'&&d.payload&&typeof d.payload==='object';}
window.addEventListener('message',function(e){
  if(e.origin!==APP||e.source!==frame.contentWindow){add('rejected',e.origin,e.data);return;}
  var d=e.data;
  if(d&&typeof d==='object'&&d.transaction&&typeof d.transaction==='object'){add('sep24',e.origin,d);return;}
  if(!isEnvelope(d)){add('rejected',e.origin,d);return;}
  add(d.type,e.origin,d.payload);
  if(d.type==='resize'&&typeof d.payload.height==='number'){frame.style.height=Math.max(480,Math.min(1400,d.payload.height))+'px';}
  if(d.type==='close_request'){frame.style.display='none';closed.style.display='block';}
});
function send(type,payload){frame.contentWindow.postMessage({source:'ramp-widget',version:1,type:type,payload:payload},APP);}
document.querySelectorAll('[data-theme]').forEach(function(b){b.addEventListener('click',function(){send('set_theme',{theme:b.dataset.theme});});});
document.querySelectorAll('[data-language]').forEach(function(b){b.addEventListener('click',function(){send('set_language',{language:b.dataset.language});});});
document.getElementById('reopen').addEventListener('click',function(){closed.style.display='none';frame.style.display='block';});
})();`;
}

export const widgetPage: HostPage = {
  path: 'widget',
  title: 'Frames the ramp widget, logs its events, sends set_theme and set_language',
  render: ({ host, origin, appOrigin, url }) => {
    const name = host ? `${host.name} wallet` : 'A site the app does not allow';
    const src = widgetFrameUrl(appOrigin, origin, url);
    const themeButtons = ['light', 'dark', 'auto']
      .map((t) => `<button type="button" data-theme="${t}" data-testid="send-theme-${t}">Theme: ${t}</button>`)
      .join('');
    const languageButtons = ['en', 'pt']
      .map((l) => `<button type="button" data-language="${l}" data-testid="send-language-${l}">Language: ${l}</button>`)
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)} · widget host</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(name)}</h1>
<p class="sub">${host ? `Partner <code>${escapeHtml(host.partner)}</code> on <code>${escapeHtml(origin)}</code>` : `Origin <code>${escapeHtml(origin)}</code> is not a partner: the app refuses to be framed here`}. Frame: <code data-testid="frame-src">${escapeHtml(src)}</code></p>
<div class="layout">
<div class="frame"><iframe id="widget" title="Ramp widget" src="${escapeHtml(src)}" allow="camera; microphone; payment; clipboard-read; clipboard-write" data-testid="widget-frame"></iframe>
<div id="closed" data-testid="widget-closed"><p>The widget asked to close.</p><button type="button" id="reopen">Open it again</button></div></div>
<div class="side"><div class="row">${themeButtons}</div><div class="row">${languageButtons}</div>
<h2 style="font-size:16px;margin:12px 0 6px">Events from the widget</h2><ol id="log" data-testid="event-log"></ol></div>
</div>
<script>${script(appOrigin)}</script></body></html>`;
  },
};
