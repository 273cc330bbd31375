/**
 * GET /widget on a partner host (and on the foreign origin 4019): a wallet's web page that embeds the app's /widget
 * with the partner SDK loaded by script tag, as docs/partner-guide.md "Quick start with the SDK" shows, and logs what
 * the widget tells it.
 *
 * - The SDK: `<script src="{app}/sdk/v1/ramp-widget.js" integrity="sha384-…" crossorigin="anonymous">`, the hash
 *   computed from the committed script (../sdk-assets.ts). `createRampWidget` with `variant: 'embedded'` puts the
 *   frame (`id="widget"`, `data-testid="widget-frame"`, through `frameAttributes`) in the page; its options come from
 *   this page's own query (./sdk-host.ts `hostOptions`: e.g. ?theme=dark&language=pt&amount_in=100; `redirect_url`
 *   defaults to this page's origin and `redirect_url=none` leaves it out), the rest of the query through `params`.
 *   On the foreign origin the app's Content-Security-Policy (frame-ancestors) refuses to be framed: the frame stays
 *   empty.
 * - The log (`data-testid="event-log"`; ./sdk-host.ts): the SDK's events, and `rejected` for what it ignored.
 * - Buttons call `setTheme` (light, dark, auto) and `setLanguage` (en, pt): the SDK posts `set_theme` and
 *   `set_language` to the frame with the app's origin as targetOrigin.
 * - The SDK sets the frame's height from `resize` (between 480 and 1400 px, `minHeight` / `maxHeight`);
 *   `close_request` closes the widget (the SDK removes the frame) and shows a button that opens it again.
 * - Below 400 px the frame runs edge to edge, as a wallet app's screen would (no page padding, no border), so a
 *   375 px phone gives the widget exactly 375 px.
 */
import { sdkScriptTag } from '../sdk-assets';
import { HOST_STYLE, START_HOST, hostControls, hostOptions, hostSubtitle, scriptJson } from './sdk-host';
import { escapeHtml, type HostPage } from './types';

/** The frame's bounds (the SDK clamps the reported height to them). */
export const WIDGET_HOST_HEIGHTS = { minHeight: 480, maxHeight: 1400 };

// The SDK styles the frame inline (border 0, full width); the page's own frame border and width win with !important.
const STYLE = `${HOST_STYLE}
.layout{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}.frame{flex:0 1 420px;min-width:0;width:100%}
.side{flex:1 1 320px;min-width:0}
#widget{border:1px solid #c9d1db!important;border-radius:16px;max-width:420px;background:#fff}
#closed{padding:24px;background:#fff;border-radius:16px;text-align:center}
@media (max-width:399px){body{padding:16px 0}h1,.sub,.side{padding:0 16px}#widget{border:0!important;border-radius:0}}`;

/**
 * The `createRampWidget` options of this page (handlers aside: the page script adds them).
 * @param appOrigin the app's origin (`appUrl`).
 * @param origin this page's origin.
 * @param url the requested URL.
 */
export function embeddedOptions(appOrigin: string, origin: string, url: URL) {
  return {
    appUrl: appOrigin,
    variant: 'embedded',
    container: '#widget-container',
    ...hostOptions(url, origin),
    title: 'Ramp widget',
    ...WIDGET_HOST_HEIGHTS,
    frameAttributes: { id: 'widget', 'data-testid': 'widget-frame' },
  };
}

export const widgetPage: HostPage = {
  path: 'widget',
  title: 'Embeds the ramp widget with the SDK (script tag), logs its events, sets theme and language',
  render: ({ host, origin, appOrigin, url }) => {
    const name = host ? `${host.name} wallet` : 'A site the app does not allow';
    const config = { appOrigin, options: embeddedOptions(appOrigin, origin, url) };
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)} · widget host</title><style>${STYLE}</style></head><body>
<h1>${escapeHtml(name)}</h1>
<p class="sub">${hostSubtitle(host, origin)}. Frame: <code data-testid="frame-src"></code></p>
<div class="layout">
<div class="frame"><div id="widget-container" data-testid="widget-container"></div>
<div id="closed" data-testid="widget-closed" hidden><p>The widget asked to close.</p><button type="button" id="reopen">Open it again</button></div></div>
<div class="side">${hostControls()}</div>
</div>
${sdkScriptTag(appOrigin)}
<script>${START_HOST}
(function () {
  var widget = startHost(window.RampWidget && window.RampWidget.createRampWidget, ${scriptJson(config)});
  if (!widget) return;
  widget.open();
  document.querySelector('[data-testid="frame-src"]').textContent = document.getElementById('widget').src;
})();
</script></body></html>`;
  },
};
