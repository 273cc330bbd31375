/**
 * @jest-environment jsdom
 *
 * The SDK-based host pages: the options a page takes from its query (redirect_url defaulting to the page's origin,
 * `none` leaving it out, the rest through `params`), the script tag pinned to the committed script's sha384, and the
 * /widget page's script run against the real SDK: the frame under `#widget`, the event log with `sep24` and
 * `rejected` lines, the clamped height, close and reopen, theme and language through the SDK.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as sdk from '../../../sdk/src/index';
import { SDK_SCRIPT_FILE } from '../sdk-assets';
import { hostOptions } from './sdk-host';
import { embeddedOptions, widgetPage } from './widget';
import { overlayOptions, widgetOverlayPage } from './widget-overlay';

const APP = 'http://localhost:3000';
const OWN = window.location.origin; // jsdom's page stands in for the partner host
const LOBSTR = { partner: 'lobstr', name: 'LOBSTR', port: 4012, origin: 'http://localhost:4012' } as const;

const render = (query = '') =>
  widgetPage.render({ host: LOBSTR, origin: OWN, appOrigin: APP, url: new URL(`${OWN}/widget${query}`) });

describe('hostOptions', () => {
  it('defaults redirect_url to the page origin, leaves theme and language to the person; the rest goes through params', () => {
    const url = new URL(`${OWN}/widget?amount_in=100&isHeaderDisabled=true&wallet=GABC&amount=20&variant=popup`);
    expect(hostOptions(url, OWN, ['variant'])).toEqual({
      redirectUrl: OWN,
      wallet: 'GABC',
      amount: '20',
      params: { amount_in: '100', isHeaderDisabled: 'true' },
    });
  });

  it('takes redirect_url or return_to, lang, and leaves redirect_url out with none', () => {
    expect(hostOptions(new URL(`${OWN}/w?return_to=${OWN}/back&lang=pt&theme=dark`), OWN)).toMatchObject({
      redirectUrl: `${OWN}/back`,
      language: 'pt',
      theme: 'dark',
      params: {},
    });
    expect(hostOptions(new URL(`${OWN}/w?redirect_url=none`), OWN).redirectUrl).toBeNull();
  });

  it('gives /widget an embedded widget and /widget-overlay the variant of its query', () => {
    const url = new URL(`${OWN}/widget-overlay?variant=auto&mode=on-ramp`);
    expect(embeddedOptions(APP, OWN, url)).toMatchObject({ variant: 'embedded', minHeight: 480, maxHeight: 1400 });
    expect(overlayOptions(APP, OWN, url)).toMatchObject({ variant: 'auto', params: { mode: 'on-ramp' } });
    expect(overlayOptions(APP, OWN, new URL(`${OWN}/widget-overlay`)).variant).toBe('overlay');
  });
});

describe('the pages', () => {
  it('load the script from the app with the sha384 of the committed script, or the module from their own origin', () => {
    const hash = `sha384-${createHash('sha384').update(readFileSync(SDK_SCRIPT_FILE)).digest('base64')}`;
    expect(render()).toContain(
      `<script src="${APP}/sdk/v1/ramp-widget.js" integrity="${hash}" crossorigin="anonymous"></script>`,
    );
    const overlay = widgetOverlayPage.render({ host: LOBSTR, origin: OWN, appOrigin: APP, url: new URL(OWN) });
    expect(overlay).toContain(`import { createRampWidget } from '/sdk.mjs';`);
    expect(overlay).toContain('data-testid="open-widget"');
  });
});

describe("/widget's script with the SDK", () => {
  /** Renders the page into jsdom and runs its inline script with the SDK as `window.RampWidget`. */
  function run(query = '') {
    const html = render(query);
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
    const inline = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('\n');
    (window as unknown as { RampWidget: typeof sdk }).RampWidget = sdk;
    window.eval(inline);
    const frame = document.getElementById('widget') as HTMLIFrameElement;
    const from = (data: unknown, source: Window | null = frame.contentWindow, origin = APP) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    const lines = () =>
      [...document.querySelectorAll('[data-testid="host-event"]')].map((li) => (li as HTMLElement).dataset.type);
    return { frame, from, lines };
  }
  const envelope = (type: string, payload: unknown) => ({ source: 'ramp-widget', version: 1, type, payload });

  afterEach(() => document.body.replaceChildren());

  it('embeds the frame with the query as options and params, and logs events, sep24 and rejected lines', () => {
    const { frame, from, lines } = run('?theme=dark&language=pt&amount_in=100&callback=postMessage');
    expect(frame.dataset.testid).toBe('widget-frame');
    expect(Object.fromEntries(new URL(frame.src).searchParams)).toEqual({
      redirect_url: OWN,
      theme: 'dark',
      language: 'pt',
      amount_in: '100',
      callback: 'postMessage',
    });
    from(envelope('ready', { path: '/widget', partner: 'lobstr', mode: null, language: 'pt', theme: 'dark' }));
    from({ transaction: { id: 't1', status: 'completed' } });
    from(envelope('complete', { id: 't1', status: 'completed' }), window, OWN); // wrong window and origin
    from(envelope('complete', { id: 't1', status: 'completed' }), frame.contentWindow, 'http://localhost:4019');
    expect(lines()).toEqual(['ready', 'sep24', 'rejected', 'rejected']);
    const ready = document.querySelector('[data-type="ready"]')!;
    expect(ready.getAttribute('data-origin')).toBe(APP);
    expect(ready.textContent).toMatch(/^ready http:\/\/localhost:3000 \{"path":"\/widget"/);
  });

  it('clamps the height to 480–1400, closes on close_request and opens again', () => {
    const { frame, from } = run();
    from(envelope('resize', { height: 100 }));
    expect(frame.style.height).toBe('480px');
    from(envelope('resize', { height: 5000 }));
    expect(frame.style.height).toBe('1400px');
    from(envelope('close_request', { reason: 'done' }));
    expect(document.getElementById('widget')).toBeNull();
    expect(document.getElementById('closed')!.hidden).toBe(false);
    document.getElementById('reopen')!.click();
    expect(document.getElementById('widget')).not.toBeNull();
    expect(document.getElementById('closed')!.hidden).toBe(true);
  });

  it('sends set_theme and set_language through the SDK once the widget is ready', () => {
    const { frame, from } = run();
    const posted = jest.spyOn(frame.contentWindow!, 'postMessage');
    from(envelope('ready', { path: '/widget', partner: 'lobstr', mode: null, language: 'en', theme: 'light' }));
    (document.querySelector('[data-testid="send-theme-dark"]') as HTMLButtonElement).click();
    (document.querySelector('[data-testid="send-language-pt"]') as HTMLButtonElement).click();
    expect(posted.mock.calls).toEqual([
      [envelope('set_theme', { theme: 'dark' }), APP],
      [envelope('set_language', { language: 'pt' }), APP],
    ]);
  });

  it('shows what the SDK refused instead of a frame', () => {
    run('?utm_source=news');
    expect(document.getElementById('widget')).toBeNull();
    expect(document.getElementById('sdk-error')!.textContent).toContain('params.utm_source');
  });
});
