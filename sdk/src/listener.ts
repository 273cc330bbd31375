/**
 * Receives the widget's messages (docs/partner-guide.md §6): only those whose `event.origin` is the app's origin
 * AND whose `event.source` is the widget's own window (its iframe's or its popup's); anything else — another
 * origin, another frame of the same app, a browser extension — is ignored without a handler being called.
 */
import type { RampWidgetEvent } from './events';
import { readMessage } from './protocol';

/**
 * Listens for the widget's events on the partner's window.
 * @param win the partner page's window.
 * @param appOrigin the app's origin (the only sender accepted).
 * @param source the widget's current window (null while none is shown); read on every message.
 * @param deliver called with each accepted event.
 * @returns the function that stops listening.
 */
export function listen(
  win: Window,
  appOrigin: string,
  source: () => Window | null,
  deliver: (event: RampWidgetEvent) => void,
): () => void {
  const onMessage = (event: MessageEvent) => {
    const expected = source();
    if (event.origin !== appOrigin || !expected || event.source !== expected) return;
    const read = readMessage(event.data);
    if (read) deliver(read);
  };
  win.addEventListener('message', onMessage);
  return () => win.removeEventListener('message', onMessage);
}
