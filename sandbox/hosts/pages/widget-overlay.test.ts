/**
 * @jest-environment jsdom
 *
 * /widget-overlay's module script run against the real SDK (its `import` from /sdk.mjs stood in for): "Open the
 * widget" opens the overlay with the frame under `#widget`, the page behind goes inert, and a refused window shows.
 */
import { widgetOverlayPage } from './widget-overlay';
import * as sdk from '../../../sdk/src/index';

const APP = 'http://localhost:3000';
const OWN = window.location.origin;
const LOBSTR = { partner: 'lobstr', name: 'LOBSTR', port: 4012, origin: 'http://localhost:4012' } as const;

/** Renders the page for `query` into jsdom and runs its module script with the SDK in place of the import. */
function run(query: string) {
  const html = widgetOverlayPage.render({ host: LOBSTR, origin: OWN, appOrigin: APP, url: new URL(`${OWN}/${query}`) });
  document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
  const script = document.querySelector('script[type="module"]')!.textContent!;
  (window as unknown as { RampWidget: typeof sdk }).RampWidget = sdk;
  const classic = script.replace(/^import \{ createRampWidget \} from '\/sdk\.mjs';$/m, '');
  expect(classic).not.toContain('import ');
  window.eval(`(function (createRampWidget) {${classic}})(window.RampWidget.createRampWidget)`);
  return document.querySelector<HTMLButtonElement>('[data-testid="open-widget"]')!;
}

afterEach(() => {
  document.body.replaceChildren();
  jest.restoreAllMocks();
});

it('opens the overlay with the widget frame; the page behind is inert until it closes', () => {
  const open = run('widget-overlay?mode=on-ramp');
  open.focus();
  open.click();
  const dialog = document.querySelector('[role="dialog"]')!;
  const frame = dialog.querySelector<HTMLIFrameElement>('#widget')!;
  expect(frame.dataset.testid).toBe('widget-frame');
  expect(new URL(frame.src).searchParams.get('mode')).toBe('on-ramp');
  expect(document.getElementById('page')!.hasAttribute('inert')).toBe(true);
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  expect(document.querySelector('[role="dialog"]')).toBeNull();
  expect(document.getElementById('page')!.hasAttribute('inert')).toBe(false);
  expect(document.activeElement).toBe(open);
});

it('says so when the browser refuses the popup', () => {
  jest.spyOn(window, 'open').mockReturnValue(null);
  run('widget-overlay?variant=popup').click();
  const failure = document.getElementById('sdk-error')!;
  expect(failure.hidden).toBe(false);
  expect(failure.textContent).toBe('The browser refused to open the window.');
});
