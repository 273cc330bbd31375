/**
 * Are cookies usable inside the frame? (issue #5; REFERENCES.md "Cookies in a cross-site iframe"). Sign-in is a
 * cookie session (spec §6), and browsers increasingly block cookies in third-party frames: Safari always (until
 * the Storage Access API grants access), Chrome with third-party cookies off, Android WebView unless the host app
 * allows them. Rather than fail silently, the widget detects it and offers to continue in a new window
 * (components/widget/storage-gate).
 *
 * The probe writes a cookie shaped like the identity service's session cookie — `SameSite=None; Secure` and not
 * partitioned over https, `SameSite=Lax` on plain http — reads it back and deletes it; and asks
 * `document.hasStorageAccess()` where the browser has it. Firefox answers false there even though its
 * partitioned cookies work in the frame, so the offer never blocks: it explains and lets the person choose.
 */

/** What the probe found. */
export interface StorageFacts {
  /** The page is in a frame (top-level pages always have their cookies). */
  framed: boolean;
  /** The test cookie could be written and read back. */
  cookieRoundTrip: boolean;
  /** document.hasStorageAccess(), or null where the API is missing or failed. */
  hasStorageAccess: boolean | null;
}

export type StorageVerdict = 'ok' | 'blocked';

/**
 * The decision: blocked when framed and either the test cookie did not come back or the browser says the frame
 * has no storage access; a top-level page is never "blocked" (a new window would not help there).
 */
export function storageVerdict(facts: StorageFacts): StorageVerdict {
  if (!facts.framed) return 'ok';
  return !facts.cookieRoundTrip || facts.hasStorageAccess === false ? 'blocked' : 'ok';
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
export function probeCookie(doc: CookieDocument, attributes: string, nonce: string = Math.random().toString(36).slice(2, 10)): boolean {
  const name = `ramp_cookie_probe_${nonce}`;
  try {
    doc.cookie = `${name}=1; Path=/; ${attributes}`;
    const ok = doc.cookie.split('; ').includes(`${name}=1`);
    doc.cookie = `${name}=; Path=/; Max-Age=0; ${attributes}`;
    return ok;
  } catch {
    // A sandboxed frame without allow-same-origin throws on document.cookie: no cookies at all.
    return false;
  }
}

/** Attributes of the probe cookie: like the identity service's session cookie where it matters (https). */
export function probeAttributes(https: boolean): string {
  return https ? 'SameSite=None; Secure' : 'SameSite=Lax';
}
