/**
 * @jest-environment jest-fixed-jsdom
 *
 * The host-event bridge's message listener (REFERENCES.md "Host messages"): `set_theme` and
 * `set_language` are applied only when they come from the window that frames the widget AND from that window's
 * allowed origin; a message from the right window on a foreign origin, or from the right origin in another window
 * (e.g. a popup the partner's page opened, or another frame), is ignored. Also: `resize` reports the content's
 * height, falling too.
 */
import { act } from '@testing-library/react';
import { renderWithIntl as render } from '@/lib/i18n/test-intl';
import { earlyMessages } from './host-bridge';
import HostBridge from './host-bridge-connected';
import { SETTLE_MS } from './use-host-resize';

const setSelector = jest.fn();
const changeLanguage = jest.fn(() => Promise.resolve());

jest.mock('next/navigation', () => ({ usePathname: () => '/widget' }));
jest.mock('@/components/theme/theme-provider', () => ({
  useTheme: () => ({ theme: 'light', selector: 'light', setSelector }),
}));
let mockAuthorised = false;
jest.mock('@/components/session/session-provider', () => ({
  useSession: () => ({ authorised: mockAuthorised, config: null }),
}));
jest.mock('@/components/layout/language-select', () => ({
  useChangeLanguage: () => ({ change: changeLanguage, pending: false }),
}));

const PARTNER = 'http://localhost:4012';

/** The partner page that frames the widget: window.parent, with the partner's origin as the referrer. */
const host = { postMessage: jest.fn() };

let observed: ResizeObserverCallback | null = null;

beforeAll(() => {
  Object.defineProperty(window, 'parent', { value: host, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${PARTNER}/home`, configurable: true });
  // jsdom has no layout: a ResizeObserver the test triggers by hand.
  globalThis.ResizeObserver = class {
    constructor(callback: ResizeObserverCallback) {
      observed = callback;
    }
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  mockAuthorised = false;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});

const setTheme = { source: 'ramp-widget', version: 1, type: 'set_theme', payload: { theme: 'dark' } };

/** Delivers a message as the browser would: data, the sender's origin and its window. */
function deliver(data: unknown, origin: string, source: unknown) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  act(() => {
    window.dispatchEvent(event);
  });
}

describe('HostBridge: commands from the host page', () => {
  it('says ready to the framing window, on its origin only', () => {
    render(<HostBridge session={null} />);
    expect(host.postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ source: 'ramp-widget', type: 'ready' }),
      PARTNER,
    );
    for (const [, targetOrigin] of host.postMessage.mock.calls) expect(targetOrigin).toBe(PARTNER);
  });

  it('ignores set_theme from the framing window when it comes from a foreign origin', () => {
    render(<HostBridge session={null} />);
    deliver(setTheme, 'http://localhost:4019', host);
    expect(setSelector).not.toHaveBeenCalled();
  });

  it('ignores set_theme from the right origin when another window sent it', () => {
    render(<HostBridge session={null} />);
    deliver(setTheme, PARTNER, { postMessage: jest.fn() });
    deliver(setTheme, PARTNER, null);
    expect(setSelector).not.toHaveBeenCalled();
  });

  it('applies set_theme and set_language from the framing window on its origin', () => {
    render(<HostBridge session={null} />);
    deliver(setTheme, PARTNER, host);
    expect(setSelector).toHaveBeenCalledWith('dark');
    deliver({ source: 'ramp-widget', version: 1, type: 'set_language', payload: { language: 'pt' } }, PARTNER, host);
    expect(changeLanguage).toHaveBeenCalledWith('pt');
  });

  it('keeps a signed-in person in their profile’s language when the host sends set_language (spec §4)', () => {
    mockAuthorised = true;
    render(<HostBridge session={null} />);
    deliver({ source: 'ramp-widget', version: 1, type: 'set_language', payload: { language: 'pt' } }, PARTNER, host);
    expect(changeLanguage).not.toHaveBeenCalled();
  });

  it('replays the messages that came while it loaded, through the same checks', () => {
    const early = (data: unknown, origin: string, source: unknown) => {
      const event = new MessageEvent('message', { data, origin });
      Object.defineProperty(event, 'source', { value: source });
      return event;
    };
    const queue = earlyMessages();
    queue.keep(early(setTheme, 'http://localhost:4019', host));
    queue.keep(early(setTheme, PARTNER, host));
    render(<HostBridge session={null} early={queue} />);
    expect(setSelector).toHaveBeenCalledTimes(1);
    expect(setSelector).toHaveBeenCalledWith('dark');
    // Taken: from now on the bridge listens itself.
    expect(queue.take()).toEqual([]);
  });

  it('ignores a malformed command even from the right window and origin', () => {
    render(<HostBridge session={null} />);
    deliver({ source: 'ramp-widget', version: 1, type: 'set_theme', payload: { theme: 'purple' } }, PARTNER, host);
    expect(setSelector).not.toHaveBeenCalled();
  });
});

describe('HostBridge: resize', () => {
  let height = 812.4;
  const heights = () => host.postMessage.mock.calls.filter(([m]) => m.type === 'resize').map(([m]) => m.payload.height);
  /** The content takes `next` px and the ResizeObserver reports it. */
  const resizeTo = (next: number) => {
    height = next;
    act(() => observed!([], {} as ResizeObserver));
  };
  beforeEach(() => {
    jest.useFakeTimers();
    height = 812.4;
    jest.spyOn(document.body, 'getBoundingClientRect').mockImplementation(() => ({ height }) as DOMRect);
    // The frame at once; its id 0 as the hook reads it after the frame ran (the frame is no longer pending).
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      callback(0);
      return 0;
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    document.querySelector('[data-screen-loading]')?.remove();
  });

  it("reports the content's height, a taller one at once and a smaller one once it has settled", () => {
    render(<HostBridge session={null} />);
    expect(heights()).toEqual([]);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    expect(heights()).toEqual([813]);
    resizeTo(900);
    expect(heights()).toEqual([813, 900]);
    resizeTo(420);
    expect(heights()).toEqual([813, 900]);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    expect(heights()).toEqual([813, 900, 420]);
    // Inside the frame the layouts' full-viewport minimum is released, so the content can be shorter than the frame.
    expect(document.documentElement.hasAttribute('data-widget-framed')).toBe(true);
  });

  it('never reports the short moment between two pages', () => {
    render(<HostBridge session={null} />);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    resizeTo(89);
    act(() => jest.advanceTimersByTime(SETTLE_MS - 50));
    resizeTo(851);
    act(() => jest.advanceTimersByTime(SETTLE_MS * 3));
    expect(heights()).toEqual([813, 851]);
  });

  it("a document's first height waits for the content, not the loading screen", () => {
    height = 89;
    const spinner = document.createElement('div');
    spinner.setAttribute('data-screen-loading', '');
    document.body.appendChild(spinner);
    render(<HostBridge session={null} />);
    act(() => jest.advanceTimersByTime(SETTLE_MS * 3));
    expect(heights()).toEqual([]);
    spinner.remove();
    resizeTo(769);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    expect(heights()).toEqual([769]);
  });

  it('holds a smaller height while the full-screen spinner shows, and reports it after', () => {
    render(<HostBridge session={null} />);
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    const spinner = document.createElement('div');
    spinner.setAttribute('data-screen-loading', '');
    document.body.appendChild(spinner);
    resizeTo(89);
    act(() => jest.advanceTimersByTime(SETTLE_MS * 5));
    expect(heights()).toEqual([813]);
    // The next page is as short as the loading screen: no resize comes, the held height is reported all the same.
    spinner.remove();
    act(() => jest.advanceTimersByTime(SETTLE_MS));
    expect(heights()).toEqual([813, 89]);
  });
});
