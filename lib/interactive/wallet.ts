/**
 * Where the interactive flow's postMessage callbacks go (SEP-24: window.opener, else window.parent; body
 * `{transaction}`), over lib/security/partner-origin: only to an allow-listed partner origin, never `*`.
 * Pure functions over the window facts they are given, so they are unit-tested without a browser.
 *
 * The wallet's origin is what the browser says about the page that opened or framed the flow (ancestorOrigins
 * in a frame, the referrer in a popup). A popup loses its referrer when it navigates within the app (a reload
 * keeps it; signing in inside the popup does not), so the flow remembers the first allowed origin it saw for the
 * tab ({@link originToRemember}, kept in sessionStorage by the caller) and prefers it afterwards.
 */
import {
  embeddingOrigin,
  isAllowedOrigin,
  messageTarget,
  type MessageTarget,
  type WindowLike,
} from '@/lib/security/partner-origin';

/**
 * The window and origin a postMessage callback goes to.
 * @param win the window (or a stand-in with the same facts).
 * @param allowed the partner origins (clientConfig.partnerOrigins).
 * @param remembered an origin remembered for this tab by {@link originToRemember}, if any.
 * @returns the target, or null when there is no opener/parent or its origin is not allowed (then nothing is sent).
 */
export function walletTarget(
  win: WindowLike,
  allowed: readonly string[],
  remembered: string | null,
): MessageTarget | null {
  return messageTarget(win, allowed, remembered);
}

/**
 * The origin worth remembering for this tab: the embedding page's origin when it is allowed, else null (an
 * unknown or foreign origin is never remembered, so it can never receive anything later).
 */
export function originToRemember(win: WindowLike, allowed: readonly string[]): string | null {
  const origin = embeddingOrigin(win);
  return origin && isAllowedOrigin(origin, allowed) ? origin : null;
}

/** Whether the flow runs inside a wallet: opened by another window or framed (then it offers Close). */
export function isOpenedByWallet(win: WindowLike): boolean {
  return Boolean(win.opener) || (win.parent !== undefined && win.parent !== null && win.parent !== (win.self ?? win));
}
