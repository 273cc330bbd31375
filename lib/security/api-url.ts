/**
 * URLs the product API hands the browser (an order's payment page, a ramp order's next hop; spec §4) are used
 * only when they are https, or on the app's own origin: a plain-http page elsewhere could be
 * read or rewritten on the way, and `javascript:`/`data:` are never URLs to go to. A sandbox run also accepts plain
 * http on loopback (its provider pages are http://127.0.0.1:4010/…; no network sits between). Third-party URLs are
 * fetched without the app's cookies and without the X-XSRF-TOKEN header ({@link isSameOrigin} decides which client).
 * Unit-tested.
 */
import { isSandbox } from '@/lib/config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The URL when the browser may go to it or fetch it.
 * @param raw an absolute URL or a path (resolved against `pageOrigin`).
 * @param pageOrigin the page's origin, e.g. `window.location.origin`.
 * @param loopbackHttp accept plain http on loopback hosts (default: only in a sandbox run).
 * @returns the parsed URL, or null for anything that is neither same-origin http(s) nor https.
 */
export function usableApiUrl(raw: string, pageOrigin: string, loopbackHttp: boolean = isSandbox): URL | null {
  let url: URL;
  try {
    url = new URL(raw, pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.origin === new URL(pageOrigin).origin) return url;
  return url.protocol === 'https:' || (loopbackHttp && LOOPBACK.has(url.hostname)) ? url : null;
}

/** Is `url` on the page's own origin (so the app's credentials and XSRF header may go with it)? */
export function isSameOrigin(url: string | URL, pageOrigin: string): boolean {
  try {
    return new URL(url, pageOrigin).origin === new URL(pageOrigin).origin;
  } catch {
    return false;
  }
}

/** An API-given URL the page has no other way around (e.g. an order's payment page) but is not usable. */
export class UnusableApiUrlError extends Error {
  override name = 'UnusableApiUrlError';
}

/**
 * {@link usableApiUrl}, for a URL the screen must go to.
 * @throws UnusableApiUrlError (its message names the first 100 characters of the URL) when it is not usable.
 */
export function requireUsableApiUrl(raw: string, pageOrigin: string, loopbackHttp: boolean = isSandbox): URL {
  const url = usableApiUrl(raw, pageOrigin, loopbackHttp);
  if (!url) throw new UnusableApiUrlError(`Not an https or same-origin URL: ${raw.slice(0, 100)}`);
  return url;
}
