/**
 * Browser cookies of spec §3 in one module: their names, and the options every one of them is written with
 * (spec §9: parent domain — the registrable domain by the public-suffix list — path /, expiring
 * in the year 9999).
 * Reading and writing go through cookies-next on both sides (client: `setCookie(name, value, cookieOptions(host))`,
 * server: the same with `{ cookies }` from next/headers).
 *
 * Inside a cross-site frame (a partner's page embedding the widget, spec §1) a SameSite=Lax cookie is never
 * sent, so there the cookies are written `SameSite=None; Secure; Partitioned` (CHIPS: one cookie jar per
 * embedding site) — but only over https, since browsers reject `Secure` + `None` on plain http (localhost), where
 * the current behaviour (Lax) stays. {@link cookieAttributes} is that decision; {@link browserCookieContext} reads
 * the facts from the window. The identity service's own session cookie is configured on the identity service
 * (docs/partner-guide.md "Cookies").
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
  /**
   * The widget session (lib/widget/session): which partner embeds this visit and its widget options,
   * for the screens after /widget. A session cookie (gone when the browser closes), unlike the others.
   */
  widgetSession: 'widgetSession',
  /** Read only: set by the product API, echoed as the X-XSRF-TOKEN header (spec §7). */
  xsrfToken: 'XSRF-TOKEN',
} as const;
export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** 9999-12-31T23:59:59Z: "cookies last until the year 9999" (spec §9). */
export const COOKIE_EXPIRES = new Date(Date.UTC(9999, 11, 31, 23, 59, 59));

/** The attribute of <html> on which the server renders the page's cookie domain (app/layout.tsx). */
export const COOKIE_DOMAIN_ATTRIBUTE = 'data-cookie-domain';

/**
 * The parent domain for cookies the browser writes (spec §9): the registrable domain the server
 * computed for this page's host by the public-suffix list (lib/cookies/domain.ts, tldts) and rendered on <html>, so
 * the list itself never ships to the browser. Undefined on the server, on localhost or an IP
 * address, and when the attribute is missing or empty (the attribute is then omitted: a host-only cookie).
 */
export function pageCookieDomain(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute(COOKIE_DOMAIN_ATTRIBUTE) || undefined;
}

/** Where a cookie is being written from: what decides its SameSite, Secure and Partitioned attributes. */
export interface CookieContext {
  /** The page is served over https (Secure cookies are possible). */
  https: boolean;
  /** The page sits in a frame whose top-level page is another site (or a site the browser does not tell). */
  framedCrossSite: boolean;
}

/** The SameSite family of attributes a cookie is written with. */
export type CookieAttributes =
  | { sameSite: 'lax'; secure?: undefined; partitioned?: undefined }
  | { sameSite: 'none'; secure: true; partitioned: true };

/**
 * The decision: `SameSite=None; Secure; Partitioned` in a cross-site frame served over https, where a Lax
 * cookie would never be sent; `SameSite=Lax` everywhere else, including a cross-site frame on plain http
 * (browsers reject None without Secure, and Secure needs https — localhost keeps working as it did).
 */
export function cookieAttributes(context: CookieContext): CookieAttributes {
  return context.framedCrossSite && context.https
    ? { sameSite: 'none', secure: true, partitioned: true }
    : { sameSite: 'lax' };
}

/** The facts {@link browserCookieContext} reads; `window` satisfies it. */
export interface CookieWindow {
  self: unknown;
  top: unknown;
  location: {
    protocol: string;
    hostname: string;
    ancestorOrigins?: { length: number; [index: number]: string } | null;
  };
}

/**
 * Does an ancestor origin belong to the same site (scheme and registrable domain) as the page? `site` is the page's
 * registrable domain (or its host when it has none): any host at or below a registrable domain shares it.
 */
function sameSiteAs(origin: string, protocol: string, site: string): boolean {
  try {
    const url = new URL(origin);
    const host = url.hostname.toLowerCase();
    return url.protocol === protocol && (host === site || host.endsWith(`.${site}`));
  } catch {
    return false;
  }
}

/**
 * Reads the {@link CookieContext} of a window. Browsers send SameSite=Lax cookies to a frame only when every
 * ancestor is same-site with it, so one cross-site ancestor makes the frame cross-site. The ancestors come from
 * location.ancestorOrigins (Chromium, Safari); a framed page whose browser does not tell them (Firefox) counts
 * as cross-site.
 * @param win the window; on the server (no window) the context is "top level, not https".
 * @param site the page's registrable domain (default {@link pageCookieDomain}, else the page's host).
 */
export function browserCookieContext(
  win: CookieWindow | undefined = typeof window === 'undefined' ? undefined : window,
  site: string | undefined = pageCookieDomain(),
): CookieContext {
  if (!win) return { https: false, framedCrossSite: false };
  const { protocol, hostname, ancestorOrigins } = win.location;
  const https = protocol === 'https:';
  if (win.self === win.top) return { https, framedCrossSite: false };
  const ancestors =
    ancestorOrigins && ancestorOrigins.length > 0
      ? Array.from({ length: ancestorOrigins.length }, (_, i) => ancestorOrigins[i] ?? '')
      : null;
  const pageSite = (site ?? hostname).toLowerCase();
  const sameSite = ancestors !== null && ancestors.every((origin) => sameSiteAs(origin, protocol, pageSite));
  return { https, framedCrossSite: !sameSite };
}

/** The request facts {@link requestCookieContext} reads (headers of the page request). */
export interface CookieRequest {
  /** The URL as the server saw it, e.g. request.nextUrl. */
  url: { protocol: string };
  headers: { get: (name: string) => string | null };
}

/**
 * Whether a page request goes into a frame (`Sec-Fetch-Dest: iframe`) from another site (`Sec-Fetch-Site:
 * cross-site`), by Fetch Metadata: such a request carries none of the app's Lax cookies, though the browser may hold
 * them. False for browsers without Fetch Metadata.
 */
export function framedCrossSiteRequest(headers: CookieRequest['headers']): boolean {
  return headers.get('sec-fetch-dest') === 'iframe' && headers.get('sec-fetch-site') === 'cross-site';
}

/**
 * The {@link CookieContext} of a page request, for cookies the server writes: {@link framedCrossSiteRequest};
 * https from the URL or a proxy's `X-Forwarded-Proto`. Browsers without Fetch Metadata get Lax (as before).
 */
export function requestCookieContext(request: CookieRequest): CookieContext {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const https = request.url.protocol === 'https:' || forwarded === 'https';
  return { https, framedCrossSite: framedCrossSiteRequest(request.headers) };
}

export type CookieWriteOptions = {
  domain?: string;
  path: '/';
  expires: Date;
} & CookieAttributes;

/**
 * Options for writing any of the app's cookies (spec §9), with the SameSite attributes {@link cookieAttributes}
 * chooses for where the page runs.
 * @param domain the parent domain: {@link pageCookieDomain} in the browser (the default), lib/cookies/domain.ts
 *   cookieDomain(host) on the server; undefined writes a host-only cookie.
 * @param context defaults to the current window's ({@link browserCookieContext}); top level on the server.
 */
export function cookieOptions(
  domain: string | undefined = pageCookieDomain(),
  context: CookieContext = browserCookieContext(),
): CookieWriteOptions {
  return { domain, path: '/', expires: COOKIE_EXPIRES, ...cookieAttributes(context) };
}

/** Options for a session cookie (no expiry: gone when the browser closes), e.g. the widget session. */
export function sessionCookieOptions(
  domain: string | undefined = pageCookieDomain(),
  context: CookieContext = browserCookieContext(),
): Omit<CookieWriteOptions, 'expires'> {
  return { domain, path: '/', ...cookieAttributes(context) };
}

/**
 * Options for deleting a cookie written with {@link cookieOptions}: a partitioned cookie is only removed by a
 * deletion that names the same domain, path and partition.
 */
export function cookieDeleteOptions(
  domain: string | undefined = pageCookieDomain(),
  context: CookieContext = browserCookieContext(),
): Omit<CookieWriteOptions, 'expires'> {
  return sessionCookieOptions(domain, context);
}
