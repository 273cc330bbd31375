/**
 * The `overlay` variant's modal (WAI-ARIA dialog pattern): `role="dialog"` with `aria-modal`, a visible close
 * button, Escape to close, focus kept inside (sentinels around the dialog send Tab back in, which works although the
 * frame's own document is another origin's), the rest of the page `inert` and its scroll locked, full screen on
 * phones, and focus back on the element that opened it when it closes.
 */
import { style } from './frame';

/** An overlay around a frame. */
export interface Overlay {
  /** The dialog element (the frame's parent). */
  dialog: HTMLElement;
  /** Puts a notice bar (e.g. the new-window offer) above the frame, or removes it with null. */
  notice(content: HTMLElement | null): void;
  /** Removes the overlay, gives the page back and returns focus to the opener. */
  remove(): void;
}

/** What the overlay shows. */
export interface OverlayOptions {
  title: string;
  closeLabel: string;
  /** Cover the whole viewport (phones). */
  fullscreen: boolean;
  /** Dark chrome around the frame. */
  dark: boolean;
  /** The close button or Escape. */
  onDismiss: () => void;
}

function sentinel(doc: Document, onFocus: () => void): HTMLElement {
  const element = doc.createElement('span');
  element.tabIndex = 0;
  element.addEventListener('focus', onFocus);
  return element;
}

/** Makes every other child of <body> inert. @returns the function that restores them. */
function isolate(doc: Document, keep: Element): () => void {
  const changed = Array.from(doc.body.children).filter((child) => child !== keep && !child.hasAttribute('inert'));
  for (const child of changed) child.setAttribute('inert', '');
  const root = doc.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  return () => {
    for (const child of changed) child.removeAttribute('inert');
    root.style.overflow = overflow;
  };
}

/**
 * Shows `frame` in a modal overlay and focuses it.
 * @param doc the partner page's document.
 * @param frame the widget's iframe (./frame).
 * @returns the overlay, already in the page.
 */
export function showOverlay(doc: Document, frame: HTMLIFrameElement, options: OverlayOptions): Overlay {
  const opener = doc.activeElement as HTMLElement | null;
  const root = doc.createElement('div');
  style(root, { position: 'fixed', inset: '0', zIndex: '2147483000', display: 'flex', alignItems: 'center' });
  style(root, { justifyContent: 'center', background: 'rgba(15,20,25,.6)' });
  const dialog = doc.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', options.title);
  const [fg, bg] = options.dark ? ['#f4f6f8', '#14181d'] : ['#1c232b', '#ffffff'];
  style(dialog, { display: 'flex', flexDirection: 'column', background: bg, color: fg, overflow: 'hidden' });
  style(
    dialog,
    options.fullscreen
      ? { width: '100%', height: '100%' }
      : { width: 'min(420px, calc(100vw - 32px))', height: 'min(760px, calc(100vh - 32px))', borderRadius: '16px' },
  );
  const bar = doc.createElement('div');
  style(bar, { display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flex: 'none', gap: '8px' });
  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', options.closeLabel);
  close.textContent = '\u00d7';
  style(close, { width: '44px', height: '44px', font: '28px/1 system-ui,sans-serif', color: fg });
  style(close, { background: 'transparent', border: '0', cursor: 'pointer' });
  close.addEventListener('click', options.onDismiss);
  bar.append(close);
  style(frame, { flex: '1 1 auto', height: '100%', minHeight: '0' });
  dialog.append(bar, frame);
  root.append(
    sentinel(doc, () => frame.focus()),
    dialog,
    sentinel(doc, () => close.focus()),
  );
  doc.body.append(root);
  const restore = isolate(doc, root);
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    options.onDismiss();
  };
  doc.addEventListener('keydown', onKey, true);
  frame.focus();
  let current: HTMLElement | null = null;
  return {
    dialog,
    notice(content) {
      current?.remove();
      current = content;
      if (content) bar.prepend(content);
    },
    remove() {
      doc.removeEventListener('keydown', onKey, true);
      restore();
      root.remove();
      if (opener?.isConnected && typeof opener.focus === 'function') opener.focus();
    },
  };
}
