/**
 * @jest-environment jest-fixed-jsdom
 *
 * Render errors reach the host page (host events): through the bridge when it is still mounted, else
 * posted directly to the framing partner page on its allowed origin — and only the code, never the error's text.
 */
import { render } from '@testing-library/react';
import { subscribe, type Announcement } from '@/lib/widget/bus';
import { RenderErrorEvent } from './render-error-event';

const PARTNER = 'http://localhost:4012';
const host = { postMessage: jest.fn() };

beforeAll(() => {
  Object.defineProperty(window, 'parent', { value: host, configurable: true });
  Object.defineProperty(document, 'referrer', { value: `${PARTNER}/home`, configurable: true });
});

it('goes through the host-event bridge when one listens (the main layout is still mounted)', () => {
  const heard: Announcement[] = [];
  const unsubscribe = subscribe((a) => heard.push(a));
  render(<RenderErrorEvent />);
  unsubscribe();
  expect(heard).toEqual([{ type: 'error', code: 'render_error' }]);
  expect(host.postMessage).not.toHaveBeenCalled();
});

it('posts the event itself to the framing partner page when no bridge is left (the boundary replaced it)', () => {
  render(<RenderErrorEvent />);
  expect(host.postMessage).toHaveBeenCalledTimes(1);
  expect(host.postMessage).toHaveBeenCalledWith(
    { source: 'ramp-widget', version: 1, type: 'error', payload: { code: 'render_error' } },
    PARTNER,
  );
});

it('sends nothing to a page on an origin that is not allowed', () => {
  Object.defineProperty(document, 'referrer', { value: 'http://localhost:4019/', configurable: true });
  render(<RenderErrorEvent />);
  expect(host.postMessage).not.toHaveBeenCalled();
});
