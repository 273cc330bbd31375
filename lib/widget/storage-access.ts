/**
 * Are cookies usable inside the frame? (REFERENCES.md "Cookies in a cross-site iframe"). Sign-in is a
 * cookie session (spec §6), and browsers increasingly block cookies in third-party frames: Safari always (until
 * the Storage Access API grants access), Chrome with third-party cookies off, Android WebView unless the host app
 * allows them. Rather than fail silently, the widget detects it and offers to continue in a new window
 * (components/widget/storage-gate).
 *
 * The probe writes a cookie shaped like the identity service's session cookie — `SameSite=None; Secure` and not
 * partitioned over https, `SameSite=Lax` on plain http — reads it back and deletes it. The probe decides: a cookie
 * that comes back means the frame's cookies work, whatever `document.hasStorageAccess()` says (Firefox answers
 * false in every third-party frame although its partitioned cookies work, so asking it first would show the
 * banner and send `cookies_blocked` on every Firefox visit). Only when the probe fails is hasStorageAccess asked,
 * to know whether the Storage Access API may still grant access on a click (Safari, Chrome with third-party
 * cookies off) before the new window is offered.
 */
import { widgetLog } from './log';

/** What the probe found. */
export interface StorageFacts {
  /** The page is in a frame (top-level pages always have their cookies). */
  framed: boolean;
  /** The test cookie could be written and read back. */
  cookieRoundTrip: boolean;
  /**
   * document.hasStorageAccess() — asked only when the probe failed — or null where it was not asked, the API is
   * missing or it failed.
   */
  hasStorageAccess: boolean | null;
}

/**
 * - `ok`: the frame's cookies work (or the page is not framed);
 * - `request-access`: they do not, and the browser says the frame has no storage access yet: a click may get it
 *   with document.requestStorageAccess() (where that exists), else a new window;
 * - `blocked`: they do not, and storage access will not help: offer a new window.
 */
export type StorageVerdict = 'ok' | 'request-access' | 'blocked';

/**
 * The decision, from the cookie probe first: a top-level page or a working test cookie is `ok`; a failed probe
 * is `request-access` when the browser says the frame has no storage access (it may be granted), else `blocked`.
 */
export function storageVerdict(facts: StorageFacts): StorageVerdict {
  if (!facts.framed || facts.cookieRoundTrip) return 'ok';
  return facts.hasStorageAccess === false ? 'request-access' : 'blocked';
}

/** The bit of `document` the cookie probe uses. */
export interface CookieDocument {
  cookie: string;
}

/**
 * Writes, reads back and deletes a test cookie.
 * @param attributes e.g. "SameSite=None; Secure" (see {@link probeAttributes}).
 * @param nonce makes the name unique per probe (tests pass a fixed one).
 * @returns true when the cookie came back.
 */
export function probeCookie(
  doc: CookieDocument,
  attributes: string,
  nonce: string = Math.random().toString(36).slice(2, 10),
): boolean {
  const name = `ramp_cookie_probe_${nonce}`;
  try {
    doc.cookie = `${name}=1; Path=/; ${attributes}`;
    const ok = doc.cookie.split('; ').includes(`${name}=1`);
    doc.cookie = `${name}=; Path=/; Max-Age=0; ${attributes}`;
    return ok;
  } catch (error) {
    // A sandboxed frame without allow-same-origin throws on document.cookie: no cookies at all.
    widgetLog.warn('document.cookie is not available in this frame (sandboxed?)', error);
    return false;
  }
}

/** Attributes of the probe cookie: like the identity service's session cookie where it matters (https). */
export function probeAttributes(https: boolean): string {
  return https ? 'SameSite=None; Secure' : 'SameSite=Lax';
}
