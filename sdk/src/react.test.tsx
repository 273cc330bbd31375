/**
 * @jest-environment jsdom
 *
 * The React wrapper: an embedded widget mounts its frame after render and goes away on unmount; a new theme is sent
 * live without a new frame; new handlers are used without recreating the widget.
 */
import { act, render } from '@testing-library/react';
import { RampWidget, useRampWidget } from './react';
import { baseOptions, envelope, receive, widgetFrame } from './testing';

const { appUrl, redirectUrl } = baseOptions();

describe('<RampWidget />', () => {
  it('mounts an embedded frame in its container and removes it on unmount', () => {
    const { container, unmount } = render(
      <RampWidget appUrl={appUrl} variant="embedded" redirectUrl={redirectUrl} theme="light" language="en" />,
    );
    expect(container.querySelector('div > iframe[allow]')).not.toBeNull();
    unmount();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps the frame when the theme or handlers change, sending set_theme and calling the latest handler', () => {
    const first = jest.fn();
    const latest = jest.fn();
    const props = { appUrl, variant: 'embedded' as const, redirectUrl, language: 'en' };
    const { rerender, unmount } = render(<RampWidget {...props} theme="light" onComplete={first} />);
    const frame = widgetFrame();
    const postMessage = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    act(() =>
      receive(envelope('ready', { path: '/widget', partner: null, mode: null, language: 'en', theme: 'light' }), {
        source: frame.contentWindow,
      }),
    );
    rerender(<RampWidget {...props} theme="dark" onComplete={latest} />);
    expect(widgetFrame()).toBe(frame);
    expect(postMessage).toHaveBeenCalledWith(envelope('set_theme', { theme: 'dark' }), appUrl);
    act(() => receive(envelope('complete', { id: 'tx1', status: 'completed' }), { source: frame.contentWindow }));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith({ id: 'tx1', status: 'completed' });
    unmount();
  });

  it('shows an overlay while open, and closes it when open turns false', () => {
    const props = { appUrl, variant: 'overlay' as const, redirectUrl, theme: 'light' as const, language: 'en' };
    const { rerender, unmount } = render(<RampWidget {...props} open={false} />);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    rerender(<RampWidget {...props} open />);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    rerender(<RampWidget {...props} open={false} />);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    unmount();
  });
});

describe('useRampWidget', () => {
  it('opens an overlay on demand and destroys it on unmount', () => {
    let open: () => boolean = () => false;
    function Buy() {
      ({ open } = useRampWidget({ appUrl, variant: 'overlay', redirectUrl, theme: 'auto', language: 'pt' }));
      return null;
    }
    const { unmount } = render(<Buy />);
    act(() => {
      expect(open()).toBe(true);
    });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    unmount();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
