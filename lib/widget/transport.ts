/**
 * How the widget reaches its host (REFERENCES.md "Host ↔ widget messages", coinbase/cbpay-js): the
 * window that opened or frames it, through postMessage restricted to the partner's allow-listed origin
 * (lib/security/partner-origin `messageTarget`, never `*`); or, in a partner's native app webview with no such
 * window, the app's own bridge — React Native WebView (`window.ReactNativeWebView.postMessage(string)`) or a
 * WKWebView script message handler named `rampWidget` (`window.webkit.messageHandlers.rampWidget`). A native
 * bridge only exists inside the app that injected it, so it reaches nobody else. Pure over the window given.
 */
import { messageTarget, type MessageTarget, type WindowLike } from '@/lib/security/partner-origin';

/** The native bridges {@link hostChannel} looks for. */
export interface NativeBridgeWindow {
  ReactNativeWebView?: { postMessage?: (message: string) => void };
  webkit?: { messageHandlers?: { rampWidget?: { postMessage?: (message: unknown) => void } } };
}

/** A way to send messages to the host. */
export type HostChannel =
  | { kind: 'window'; target: MessageTarget; send: (message: unknown) => void }
  | { kind: 'react-native' | 'webkit'; target: null; send: (message: unknown) => void };

/**
 * The channel to the host, if any.
 * @param win the window (framed, opened, or a native webview's).
 * @param allowed the partner origins (clientConfig.partnerOrigins).
 * @param preferredOrigin the origin the widget session learnt from redirect_url, tried first.
 * @returns null when nobody (allowed) is listening: then nothing is sent.
 */
export function hostChannel(
  win: WindowLike & NativeBridgeWindow,
  allowed: readonly string[],
  preferredOrigin?: string | null,
): HostChannel | null {
  const target = messageTarget(win, allowed, preferredOrigin);
  if (target) return { kind: 'window', target, send: (message) => target.window.postMessage(message, target.origin) };
  const rn = win.ReactNativeWebView;
  if (typeof rn?.postMessage === 'function')
    return { kind: 'react-native', target: null, send: (message) => rn.postMessage!(JSON.stringify(message)) };
  const handler = win.webkit?.messageHandlers?.rampWidget;
  if (typeof handler?.postMessage === 'function')
    return { kind: 'webkit', target: null, send: (message) => handler.postMessage!(message) };
  return null;
}
