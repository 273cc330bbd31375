/**
 * @jest-environment jsdom
 *
 * Which presentation a variant gets: auto is an overlay on desktop, full screen on phones, a popup once the frame
 * reported cookies_blocked (at once while the click still counts, else through a button), and from then on in the tab.
 */
import { baseOptions, envelope, receive, widgetFrame } from './testing';
import { choosePresentation } from './variant';
import { createRampWidget } from './widget';

const PHONE = { phone: true, cookiesBlocked: false };
const DESKTOP = { phone: false, cookiesBlocked: false };
const BLOCKED = { phone: false, cookiesBlocked: true };

describe('choosePresentation', () => {
  it.each([
    ['auto', DESKTOP, 'overlay'],
    ['auto', PHONE, 'fullscreen'],
    ['auto', BLOCKED, 'popup'],
    ['overlay', DESKTOP, 'overlay'],
    ['overlay', PHONE, 'fullscreen'],
    ['overlay', BLOCKED, 'overlay'],
    ['embedded', PHONE, 'embedded'],
    ['popup', DESKTOP, 'popup'],
    ['new-tab', PHONE, 'new-tab'],
  ] as const)('%s with %j → %s', (variant, facts, expected) => {
    expect(choosePresentation(variant, facts)).toBe(expected);
  });
});

describe('the auto variant', () => {
  let popup: Window;
  let open: jest.SpyInstance;

  beforeEach(() => {
    window.sessionStorage.clear();
    const stand = document.createElement('iframe');
    document.head.append(stand);
    popup = stand.contentWindow!;
    jest.spyOn(popup, 'close').mockImplementation(() => undefined);
    open = jest.spyOn(window, 'open').mockImplementation(() => popup);
  });
  afterEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    Object.defineProperty(window.navigator, 'userActivation', { value: undefined, configurable: true });
  });

  function setActivation(isActive: boolean) {
    Object.defineProperty(window.navigator, 'userActivation', { value: { isActive }, configurable: true });
  }

  it('is full screen on a phone', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as never;
    const widget = createRampWidget(baseOptions({ variant: 'auto' }));
    widget.open();
    expect(document.querySelector<HTMLElement>('[role="dialog"]')!.style.width).toBe('100%');
    widget.destroy();
    delete (window as Partial<Window>).matchMedia;
  });

  it('moves to a popup at once on cookies_blocked while the click still counts, and hears the popup', () => {
    setActivation(true);
    const onError = jest.fn();
    const onComplete = jest.fn();
    const widget = createRampWidget(baseOptions({ variant: 'auto', onError, onComplete }));
    widget.open();
    receive(envelope('error', { code: 'cookies_blocked' }), { source: widgetFrame().contentWindow });
    expect(onError).toHaveBeenCalledWith({ code: 'cookies_blocked' });
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('https://app.example/widget?'),
      'ramp-widget',
      expect.any(String),
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source: popup });
    expect(onComplete).toHaveBeenCalledWith({ id: 'tx1', status: 'completed' });
    widget.destroy();
  });

  it('offers a button when the browser no longer counts the click, and opens a popup from then on', () => {
    setActivation(false);
    const widget = createRampWidget(baseOptions({ variant: 'auto' }));
    widget.open();
    receive(envelope('error', { code: 'cookies_blocked' }), { source: widgetFrame().contentWindow });
    expect(open).not.toHaveBeenCalled();
    const offer = Array.from(document.querySelectorAll('[role="dialog"] button')).find(
      (b) => b.textContent === 'Continue in a new window',
    );
    (offer as HTMLElement).click();
    expect(open).toHaveBeenCalledTimes(1);
    widget.close();
    widget.open();
    expect(open).toHaveBeenCalledTimes(2);
    expect(document.querySelector('iframe[allow]')).toBeNull();
    widget.destroy();
  });

  it('leaves an overlay variant in place on cookies_blocked (the frame offers its own way)', () => {
    setActivation(true);
    const widget = createRampWidget(baseOptions({ variant: 'overlay' }));
    widget.open();
    receive(envelope('error', { code: 'cookies_blocked' }), { source: widgetFrame().contentWindow });
    expect(open).not.toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    widget.destroy();
  });
});

describe('popup and new-tab', () => {
  it('open() reports a window the browser refused', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    const widget = createRampWidget(baseOptions({ variant: 'new-tab' }));
    expect(widget.open()).toBe(false);
    expect(window.open).toHaveBeenCalledWith(expect.stringContaining('/widget?'), '_blank');
    widget.destroy();
  });
});
