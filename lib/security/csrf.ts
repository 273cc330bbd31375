/**
 * CSRF checks of state-changing calls through the app's API proxy: for POST, PUT, PATCH and
 * DELETE the proxy requires, whatever the upstream does,
 * - a JSON body (`Content-Type: application/json`) whenever there is a body or a content type, which a cross-site
 *   form or `text/plain` fetch cannot send without a CORS preflight (a call without a body, e.g. PUT …/refund,
 *   carries no payload to forge and is held by the two checks below);
 * - the browser's `Origin` of the app or an allowed partner (or `Sec-Fetch-Site: same-origin` when a browser sent
 *   no Origin);
 * - the double-submit token: the `X-XSRF-TOKEN` header equal to the `XSRF-TOKEN` cookie the app issues (middleware),
 *   which a page of another site can neither read nor set.
 * The token cookie is host-only and a browser session cookie, `Secure` whenever the page came over https
 * ({@link xsrfCookie}); the identity service proxy renews it at sign-in and expires it at sign-out
 * (lib/auth/xsrf-renewal.ts). Pure.
 */
import type { SerializeOptions } from 'cookie';
import { COOKIE, cookieAttributes, type CookieContext } from '@/lib/cookies';
import { EXPIRED, setCookieLine } from '@/lib/cookies/set-cookie-line';

/** The methods that change state. */
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfInput {
  method: string;
  contentType: string | null;
  origin: string | null;
  secFetchSite: string | null;
  /** The XSRF-TOKEN cookie's value. */
  cookieToken: string | undefined;
  /** The X-XSRF-TOKEN header. */
  headerToken: string | null;
  /** Whether the request has a body (content-length > 0 or chunked). */
  hasBody: boolean;
  /** The app's origin and the allowed partner origins. */
  allowedOrigins: readonly string[];
}

/** Why a call was refused, or null when it may pass. */
export type CsrfRefusal = 'content-type' | 'origin' | 'token' | null;

/** Constant-time string comparison (length leaks, content does not). */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * @param input see {@link CsrfInput}.
 * @returns null when the call may go upstream, else what failed (the proxy answers 403).
 */
export function csrfRefusal(input: CsrfInput): CsrfRefusal {
  if (!UNSAFE.has(input.method.toUpperCase())) return null;
  const type = (input.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if ((input.hasBody || type) && type !== 'application/json') return 'content-type';
  const originOk = input.origin ? input.allowedOrigins.includes(input.origin) : input.secFetchSite === 'same-origin';
  if (!originOk) return 'origin';
  if (!input.cookieToken || !input.headerToken || !sameToken(input.cookieToken, input.headerToken)) return 'token';
  return null;
}

/** A new random XSRF token (128 bits, hex), for the XSRF-TOKEN cookie. */
export function newXsrfToken(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The SameSite family and Secure of the token cookie: {@link cookieAttributes}, plus `Secure` over https. */
function xsrfAttributes(context: CookieContext): Pick<SerializeOptions, 'sameSite' | 'secure' | 'partitioned'> {
  const attributes = cookieAttributes(context);
  return attributes.sameSite === 'none' || !context.https ? attributes : { ...attributes, secure: true };
}

/**
 * The Set-Cookie value that writes the XSRF-TOKEN cookie: host-only (no sibling domain shares it), path /, a browser
 * session cookie, readable by the app's script (not HttpOnly: it echoes the value), `Secure` over https.
 * @param token the token ({@link newXsrfToken}); hex, so written as is.
 * @param context the request's cookie context (lib/cookies requestCookieContext: https from the URL or
 *   X-Forwarded-Proto, and whether the page sits in a cross-site frame).
 */
export function xsrfCookie(token: string, context: CookieContext): string {
  return setCookieLine(COOKIE.xsrfToken, token, { path: '/', ...xsrfAttributes(context) });
}

/** The Set-Cookie value that expires the XSRF-TOKEN cookie written by {@link xsrfCookie} in the same context. */
export function xsrfCookieExpiry(context: CookieContext): string {
  return setCookieLine(COOKIE.xsrfToken, '', { path: '/', maxAge: 0, expires: EXPIRED, ...xsrfAttributes(context) });
}
