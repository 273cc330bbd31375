/**
 * The `popup` and `new-tab` variants: the widget as a top-level window opened by the partner's page, where its
 * cookies are first-party (docs/partner-guide.md §7) and Google sign-in runs in place. The window keeps
 * `window.opener`, which is how the widget finds the page to send its events to (§6), so it is not opened with
 * `noopener`.
 */

/** The popup's size in CSS px (the widget is made for 375 to 420 px wide). */
const POPUP = { width: 480, height: 780 };

/**
 * Opens the widget's window; call it during a click, or the browser refuses.
 * @param win the partner page's window.
 * @param url the widget's URL.
 * @param kind a small `popup` window, centred on the page, or a `new-tab`.
 * @returns the window, or null when the browser refused to open it.
 */
export function openWindow(win: Window, url: string, kind: 'popup' | 'new-tab'): Window | null {
  if (kind === 'new-tab') return win.open(url, '_blank');
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP.width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP.height) / 2));
  return win.open(url, 'ramp-widget', `popup,width=${POPUP.width},height=${POPUP.height},left=${left},top=${top}`);
}

/**
 * Calls `onClosed` once the person closes the window themselves (browsers fire no event for it, so it is polled).
 * @returns the function that stops watching.
 */
export function watchClosed(win: Window, popup: Window, onClosed: () => void): () => void {
  const timer = win.setInterval(() => {
    if (!popup.closed) return;
    win.clearInterval(timer);
    onClosed();
  }, 500);
  return () => win.clearInterval(timer);
}
