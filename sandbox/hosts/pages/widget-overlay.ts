/**
 * GET /widget-overlay on a partner host (and on the foreign origin 4019): a wallet's web page that imports the partner
 * SDK as an ES module (`/sdk.mjs` on this host's own origin, bundled from sdk/src at start, as a partner's bundler
 * would) and opens the widget from a button, as docs/partner-guide.md "Variants" describes.
 *
 * - `?variant=overlay|popup|new-tab|auto` (default overlay) picks the variant; links switch it. The rest of the query
 *   configures the widget as on /widget (./sdk-host.ts `hostOptions`).
 * - "Open the widget" (`data-testid="open-widget"`) calls `open()` in its click handler, which popups need. The
 *   overlay's frame carries `id="widget"` and `data-testid="widget-frame"` (`frameAttributes`).
 * - The same event log, theme and language buttons as /widget (./sdk-host.ts).
 */
import { SDK_MODULE_PATH } from '../sdk-assets';
import { HOST_STYLE, START_HOST, hostControls, hostOptions, hostSubtitle, scriptJson } from './sdk-host';
import { escapeHtml, type HostPage } from './types';

/** The variants the switch offers, the SDK's own. */
export const OVERLAY_PAGE_VARIANTS = ['overlay', 'popup', 'new-tab', 'auto'] as const;

/**
 * The `createRampWidget` options of this page (handlers aside).
 * @param appOrigin the app's origin.
 * @param origin this page's origin.
 * @param url the requested URL (`variant` and the widget's options).
 */
export function overlayOptions(appOrigin: string, origin: string, url: URL) {
  return {
    appUrl: appOrigin,
    variant: url.searchParams.get('variant') ?? 'overlay',
    ...hostOptions(url, origin, ['variant']),
    frameAttributes: { id: 'widget', 'data-testid': 'widget-frame' },
  };
}

/** Links to this page with another variant, the rest of the query kept. */
function variantLinks(url: URL, current: string): string {
  return OVERLAY_PAGE_VARIANTS.map((variant) => {
    const next = new URLSearchParams(url.searchParams);
    next.set('variant', variant);
    const label = escapeHtml(variant);
    return variant === current
      ? `<strong aria-current="page">${label}</strong>`
      : `<a href="?${escapeHtml(next.toString())}">${label}</a>`;
  }).join(' · ');
}

export const widgetOverlayPage: HostPage = {
  path: 'widget-overlay',
  title: 'Opens the ramp widget with the SDK (ES module): overlay, popup, new tab or auto; logs its events',
  render: ({ host, origin, appOrigin, url }) => {
    const name = host ? `${host.name} wallet` : 'A site the app does not allow';
    const options = overlayOptions(appOrigin, origin, url);
    const config = { appOrigin, options };
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)} · widget overlay host</title><style>${HOST_STYLE}</style></head><body>
<main id="page">
<h1>${escapeHtml(name)}</h1>
<p class="sub">${hostSubtitle(host, origin)}. Variant: ${variantLinks(url, options.variant)}</p>
<div class="row"><button type="button" id="open" data-testid="open-widget">Open the widget</button></div>
${hostControls()}
</main>
<script type="module">
import { createRampWidget } from '${SDK_MODULE_PATH}';
${START_HOST}
const widget = startHost(createRampWidget, ${scriptJson(config)});
document.getElementById('open').addEventListener('click', () => {
  if (!widget || widget.open()) return;
  const failure = document.getElementById('sdk-error');
  failure.textContent = 'The browser refused to open the window.';
  failure.hidden = false;
});
</script></body></html>`;
  },
};
