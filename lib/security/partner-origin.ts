/**
 * Who the app may talk to across windows (spec §1, §5; REFERENCES.md "Host ↔ widget messages", "postMessage").
 * Shared by the SEP-24 interactive flow's callbacks (lib/interactive) and the widget's host events
 * (lib/widget): both post only to an allow-listed partner origin, never to `*`, and accept messages only
 * from one. Pure functions over the values they are given, so they are unit-tested without a browser.
 */

/**
 * Normalises `value` to an origin ("https://wallet.example") when it is an http(s) URL or origin.
 * @returns the origin, or null for anything else (opaque "null" origins, other schemes, garbage).
 */
export function toOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Is `origin` one of the partner origins? Compares normalised origins exactly (scheme, host and port):
 * no suffix or prefix matching, so `https://lobstr.example.evil` never passes for `https://lobstr.example`.
 * @param origin candidate, e.g. `event.origin` of a received message.
 * @param allowed the configured partner origins (clientConfig.partnerOrigins).
 */
export function isAllowedOrigin(origin: string | null | undefined, allowed: readonly string[]): boolean {
  const normalised = toOrigin(origin);
  return normalised !== null && allowed.some((a) => toOrigin(a) === normalised);
}

/** The window facts {@link embeddingOrigin} and {@link messageTarget} read; `window` satisfies it. */
export interface WindowLike {
  opener: unknown;
  parent: unknown;
  self?: unknown;
  top?: unknown;
  /** Chromium and Safari: origins of the ancestors, nearest first. */
  location: { ancestorOrigins?: { length: number; [index: number]: string } | null };
  document: { referrer: string };
}

/**
 * The origin of the page that opened or framed this one, as far as the browser tells: the nearest
 * ancestor origin when framed (location.ancestorOrigins), else the referrer's origin.
 * @returns an origin, or null when unknown. NOT a permission: check it with {@link isAllowedOrigin}.
 */
export function embeddingOrigin(win: WindowLike): string | null {
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return toOrigin(ancestors[0]);
  return toOrigin(win.document.referrer);
}

/** Where a cross-window message goes: which window and which origin it is restricted to. */
export interface MessageTarget {
  /** 'opener' for a popup (window.open), 'parent' for a frame. */
  via: 'opener' | 'parent';
  /** The window object to call postMessage on. */
  window: { postMessage: (message: unknown, targetOrigin: string) => void };
  /** The allow-listed origin passed as targetOrigin (never `*`). */
  origin: string;
}

/**
 * Picks the window to post to, SEP-24 style: window.opener, else window.parent when framed; and the
 * origin to restrict the message to: `preferredOrigin` (e.g. the origin of a validated callback or return
 * URL) or the embedding page's origin, whichever is known first, and only when it is allow-listed.
 * @returns the target, or null when there is no other window or no allowed origin (then nothing is sent).
 */
export function messageTarget(
  win: WindowLike,
  allowed: readonly string[],
  preferredOrigin?: string | null,
): MessageTarget | null {
  const framed = win.parent !== undefined && win.parent !== null && win.parent !== (win.self ?? win);
  const other = win.opener
    ? { via: 'opener' as const, window: win.opener }
    : framed
      ? { via: 'parent' as const, window: win.parent }
      : null;
  if (!other || typeof (other.window as { postMessage?: unknown }).postMessage !== 'function') return null;
  const origin = [preferredOrigin, embeddingOrigin(win)]
    .map(toOrigin)
    .find((o) => o !== null && isAllowedOrigin(o, allowed));
  if (!origin) return null;
  return { via: other.via, window: other.window as MessageTarget['window'], origin };
}
