/**
 * @jest-environment jsdom
 *
 * Origin and source filtering (docs/partner-guide.md §6): a handler runs only for a message from the app's origin
 * AND the widget's own window, with a well-formed envelope or SEP-24 body.
 */
import { readMessage } from './protocol';
import { baseOptions, envelope, receive, widgetFrame } from './testing';
import { createRampWidget } from './widget';

describe('the widget events', () => {
  afterEach(() => document.body.replaceChildren());

  function openEmbedded(handlers: Record<string, jest.Mock>) {
    document.body.innerHTML = '<div id="ramp"></div>';
    const widget = createRampWidget(baseOptions({ variant: 'embedded', container: '#ramp', ...handlers }));
    widget.open();
    return { widget, source: widgetFrame().contentWindow };
  }

  it('passes an envelope from the app and the widget window to its handler, then onEvent', () => {
    const onComplete = jest.fn();
    const onEvent = jest.fn();
    const { widget, source } = openEmbedded({ onComplete, onEvent });
    receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source });
    expect(onComplete).toHaveBeenCalledWith({ id: 'tx1', status: 'completed' });
    expect(onEvent).toHaveBeenCalledWith({ type: 'complete', payload: { id: 'tx1', status: 'completed' } });
    widget.destroy();
  });

  it('ignores a message from another origin, another window, or no window', () => {
    const onEvent = jest.fn();
    const { widget, source } = openEmbedded({ onEvent });
    const other = document.createElement('iframe');
    document.body.append(other);
    receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source, origin: 'https://evil.example' });
    receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source: other.contentWindow });
    receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source: window });
    receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source: null });
    expect(onEvent).not.toHaveBeenCalled();
    widget.destroy();
  });

  it('ignores messages once closed or destroyed', () => {
    const onEvent = jest.fn();
    const { widget, source } = openEmbedded({ onEvent });
    widget.destroy();
    receive(envelope('ready', { path: '/widget', partner: null, mode: null, language: 'en', theme: 'light' }), {
      source,
    });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('passes SEP-24 bodies as the transaction event', () => {
    const onTransaction = jest.fn();
    const { widget, source } = openEmbedded({ onTransaction });
    const body = { transaction: { id: 'tx1', kind: 'deposit', status: 'completed', refunded: false } };
    receive(body, { source });
    expect(onTransaction).toHaveBeenCalledWith(body);
    widget.destroy();
  });
});

describe('readMessage', () => {
  it.each([
    ['another source', { ...envelope('resize', { height: 600 }), source: 'other' }],
    ['another version', { ...envelope('resize', { height: 600 }), version: 2 }],
    ['an unknown type', envelope('toString', {})],
    ['a bad payload', envelope('resize', { height: 'tall' })],
    ['a bad reason', envelope('close_request', { reason: 'bored' })],
    ['no payload', { source: 'ramp-widget', version: 1, type: 'ready' }],
    ['a string', JSON.stringify(envelope('resize', { height: 600 }))],
  ])('reads %s as nothing', (_, data) => {
    expect(readMessage(data)).toBeNull();
  });

  it('reads each envelope of §6', () => {
    expect(readMessage(envelope('error', { code: 'cookies_blocked' }))).toEqual({
      type: 'error',
      payload: { code: 'cookies_blocked' },
    });
  });
});
