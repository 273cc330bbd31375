/**
 * @jest-environment jsdom
 *
 * The overlay variant: a modal dialog with a close button and Escape, focus kept inside and returned to the opener,
 * the page behind inert and its scroll locked.
 */
import { baseOptions, widgetFrame } from './testing';
import { createRampWidget } from './widget';

afterEach(() => document.body.replaceChildren());

function openOverlay(overrides = {}) {
  document.body.innerHTML = '<main><button id="buy">Buy</button></main><aside inert>already inert</aside>';
  const opener = document.getElementById('buy')!;
  opener.focus();
  const onClose = jest.fn();
  const widget = createRampWidget(baseOptions({ variant: 'overlay', language: 'pt', onClose, ...overrides }));
  widget.open();
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
  return { widget, opener, onClose, dialog };
}

describe('the overlay', () => {
  it('is a labelled modal dialog holding the frame, with a close button in the language', () => {
    const { widget, dialog } = openOverlay({ title: 'Comprar USDC' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-label')).toBe('Comprar USDC');
    expect(dialog.contains(widgetFrame())).toBe(true);
    expect(dialog.querySelector('button')!.getAttribute('aria-label')).toBe('Fechar');
    widget.destroy();
  });

  it('makes the page behind inert, locks its scroll, and gives both back on close', () => {
    const { widget } = openOverlay();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    widget.close();
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('aside')!.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('moves focus into the frame and keeps Tab inside (sentinels around the dialog)', () => {
    const { widget, dialog } = openOverlay();
    const frame = widgetFrame();
    expect(document.activeElement).toBe(frame);
    const root = dialog.parentElement!;
    const [before, , after] = Array.from(root.children) as HTMLElement[];
    after!.focus();
    expect(document.activeElement).toBe(dialog.querySelector('button'));
    before!.focus();
    expect(document.activeElement).toBe(frame);
    widget.destroy();
  });

  it.each([
    ['the close button', () => document.querySelector<HTMLElement>('[role="dialog"] button')!.click()],
    ['Escape', () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
  ])('closes with %s and returns focus to the opener', (_, dismiss) => {
    const { widget, opener, onClose } = openOverlay();
    dismiss();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    widget.destroy();
  });

  it('ignores other keys', () => {
    const { widget } = openOverlay();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    widget.destroy();
  });
});
