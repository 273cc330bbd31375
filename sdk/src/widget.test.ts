/**
 * @jest-environment jsdom
 *
 * The controller: an embedded frame's height follows `resize` within its bounds, `close_request` closes unless a
 * handler returns false, commands wait for `ready`, and a destroyed widget refuses to be used.
 */
import { FRAME_ALLOW, FRAME_SANDBOX, clampHeight } from './frame';
import { APP, baseOptions, envelope, receive, widgetFrame } from './testing';
import { RampWidgetError } from './types';
import { createRampWidget } from './widget';

const READY = envelope('ready', { path: '/widget', partner: 'lobstr', mode: null, language: 'en', theme: 'light' });

afterEach(() => document.body.replaceChildren());

function embedded(overrides = {}) {
  document.body.innerHTML = '<div id="ramp"></div>';
  const widget = createRampWidget(baseOptions({ variant: 'embedded', container: '#ramp', ...overrides }));
  widget.open();
  const frame = widgetFrame();
  return { widget, frame, source: frame.contentWindow };
}

describe('an embedded frame', () => {
  it('is the widget URL with the allow list, and the sandbox tokens only when asked', () => {
    const { widget, frame } = embedded({ wallet: 'GABC', amount: '10.5', sep24: 'both' });
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe(`${APP}/widget`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_url: 'http://localhost/wallet',
      theme: 'light',
      language: 'en',
      wallet: 'GABC',
      amount: '10.5',
      callback: 'postMessage',
      on_change_callback: 'postMessage',
    });
    expect(frame.getAttribute('allow')).toBe(FRAME_ALLOW);
    expect(frame.hasAttribute('sandbox')).toBe(false);
    widget.destroy();
    const sandboxed = embedded({ sandbox: true });
    expect(sandboxed.frame.getAttribute('sandbox')).toBe(FRAME_SANDBOX);
    sandboxed.widget.destroy();
  });

  it('follows resize between minHeight and maxHeight, and keeps its height when a page changes', () => {
    const { widget, frame, source } = embedded({ minHeight: 500, maxHeight: 900 });
    receive(envelope('resize', { height: 640 }), { source });
    expect(frame.style.height).toBe('640px');
    receive(envelope('resize', { height: 120 }), { source });
    expect(frame.style.height).toBe('500px');
    receive(envelope('resize', { height: 5000 }), { source });
    expect(frame.style.height).toBe('900px');
    receive(READY, { source });
    expect(frame.style.height).toBe('900px');
    receive(envelope('resize', { height: 700 }), { source: window, origin: APP });
    expect(frame.style.height).toBe('900px');
    widget.destroy();
  });

  it('clampHeight rounds up and clamps', () => {
    expect(clampHeight(600.2, 560, 1400)).toBe(601);
    expect(clampHeight(10, 560, 1400)).toBe(560);
    expect(clampHeight(99999, 560, 1400)).toBe(1400);
  });
});

describe('close_request', () => {
  it('closes the widget and calls onClose', () => {
    const onClose = jest.fn();
    const { widget, source } = embedded({ onClose });
    receive(envelope('close_request', { reason: 'done' }), { source });
    expect(document.querySelector('iframe')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    widget.destroy();
  });

  it.each(['onCloseRequest', 'onEvent'])('stays open when %s returns false', (handler) => {
    const onClose = jest.fn();
    const { widget, source } = embedded({ onClose, [handler]: () => false });
    receive(envelope('close_request', { reason: 'user' }), { source });
    expect(document.querySelector('iframe')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    widget.destroy();
  });

  it('closes when the handler returns anything else, and when it throws', () => {
    jest.useFakeTimers();
    const { widget, source } = embedded({
      onCloseRequest: () => {
        throw new Error('partner bug');
      },
    });
    receive(envelope('close_request', { reason: 'user' }), { source });
    expect(document.querySelector('iframe')).toBeNull();
    expect(() => jest.runAllTimers()).toThrow('partner bug');
    jest.useRealTimers();
    widget.destroy();
  });
});

describe('setTheme and setLanguage', () => {
  it('send set_theme / set_language to the app origin once the widget is ready', () => {
    const { widget, source } = embedded();
    const postMessage = jest.spyOn(source!, 'postMessage').mockImplementation(() => undefined);
    widget.setTheme('dark');
    expect(postMessage).not.toHaveBeenCalled();
    receive(READY, { source });
    expect(postMessage).toHaveBeenCalledWith(envelope('set_theme', { theme: 'dark' }), APP);
    widget.setLanguage('pt-BR');
    expect(postMessage).toHaveBeenLastCalledWith(envelope('set_language', { language: 'pt-BR' }), APP);
    widget.destroy();
  });

  it('check their value, naming it', () => {
    const { widget } = embedded();
    expect(() => widget.setTheme('blue' as never)).toThrow(RampWidgetError);
    expect(() => widget.setLanguage('fr')).toThrow('language must be en, pt');
    widget.destroy();
  });

  it('go into the URL of the next open() when the widget is closed', () => {
    const { widget } = embedded();
    widget.close();
    widget.setTheme('dark');
    widget.open();
    expect(new URL(widgetFrame().src).searchParams.get('theme')).toBe('dark');
    widget.destroy();
  });
});

it('a destroyed widget refuses open()', () => {
  const { widget } = embedded();
  widget.destroy();
  expect(() => widget.open()).toThrow('open() was called after destroy()');
});

describe('frameAttributes', () => {
  it('are set on the frame, which the SDK still builds and styles itself', () => {
    const { widget, frame } = embedded({ frameAttributes: { id: 'widget', 'data-testid': 'widget-frame' } });
    expect(document.getElementById('widget')).toBe(frame);
    expect(frame.dataset.testid).toBe('widget-frame');
    expect(frame.getAttribute('allow')).toBe(FRAME_ALLOW);
    widget.destroy();
  });
});
