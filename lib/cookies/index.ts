/**
 * Browser cookies of spec §3 in one module: their names, and the options every one of them is written with
 * (spec §9: parent domain = the last two host labels, path /, expiring in the year 9999).
 * Reading and writing go through cookies-next on both sides (client: `setCookie(name, value, cookieOptions(host))`,
 * server: the same with `{ cookies }` from next/headers).
 */

/** Cookie names (spec §3). `language` is the language cookie read by next-intl (lib/i18n). */
export const COOKIE = {
  transactionGUID: 'transactionGUID',
  orderFormData: 'orderFormData',
  userEmail: 'userEmail',
  countryResidence: 'countryResidence',
  transactionFilters: 'transactionFilters',
  transactionSignatureData: 'transactionSignatureData',
  theme: 'theme',
  themeSelector: 'themeSelector',
  language: 'language',
  /** Read only: set by the product API, echoed as the X-XSRF-TOKEN header (spec §7). */
  xsrfToken: 'XSRF-TOKEN',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** 9999-12-31T23:59:59Z: "cookies last until the year 9999" (spec §9). */
export const COOKIE_EXPIRES = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/**
 * The domain attribute for a host (spec §9: parent domain, the last two host labels).
 * @param host a hostname, with or without port ("app.ramp.example.com:443").
 * @returns ".ramp-like" parent domain such as "example.com"; undefined for localhost, IP addresses and
 *   single-label hosts, where the attribute must be omitted (browsers reject Domain=localhost / IPs).
 */
export function cookieDomain(host: string): string | undefined {
  const hostname = host.replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
  if (!hostname || hostname === 'localhost') return undefined;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.').filter(Boolean);
  if (labels.length < 2) return undefined;
  return labels.slice(-2).join('.');
}

export interface CookieWriteOptions {
  domain?: string;
  path: '/';
  expires: Date;
  sameSite: 'lax';
}

/** Options for writing any of the app's cookies from a page served on `host` (spec §9). */
export function cookieOptions(host: string): CookieWriteOptions {
  return { domain: cookieDomain(host), path: '/', expires: COOKIE_EXPIRES, sameSite: 'lax' };
}
