/**
 * The security headers of the app's pages (REFERENCES.md "Framing"), set by middleware.ts for
 * every page response it handles (lib/middleware/page-security.ts `applyPageSecurity`, through {@link preparePageSecurity}):
 * - Content-Security-Policy: `default-src 'self'`, scripts only with the request's nonce (`'strict-dynamic'`: what
 *   a trusted script loads is trusted, so Next's chunks and the configured vendors' loaders run), styles from the
 *   app plus inline (Tailwind and Ory Elements set style attributes), `frame-ancestors` exactly as
 *   lib/security/csp.ts decides (the widget's screens for the partners, `'none'` elsewhere);
 * - the nonce also goes on the REQUEST as `x-nonce` and `Content-Security-Policy`: Next.js reads the latter to put
 *   the nonce on its own scripts (Next's documented nonce pattern), the root layout reads the former;
 * - X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin;
 * - Permissions-Policy: camera and microphone only on /kyc, where the provider's hosted page (a frame that the
 *   /kyc screen delegates them to with `allow`) captures the document and the face; never elsewhere;
 * - Strict-Transport-Security when the request came over https (directly or per X-Forwarded-Proto).
 * /api and /auth answers get nosniff and `frame-ancestors 'none'` from lib/security/proxy-handler.ts.
 * Pure module (Edge and Node), unit-tested.
 */
import { cspForPath } from './csp';
import { httpOrigin } from './http-origin';

/** What the policy depends on besides the path. */
export interface PagePolicyOptions {
  /** The request's nonce (base64, fresh per request). */
  nonce: string;
  /** The configured partner origins (frame-ancestors of the widget's screens). */
  partnerOrigins: readonly string[];
  /** The Sentry DSN (its origin receives the browser's error reports); empty: none. */
  sentryDsn: string;
  /** Loader URLs of the configured third-party scripts (their origins may be fetched from). */
  scriptUrls?: readonly string[];
  /** `next dev`: React's dev build needs eval and the dev server's web socket. */
  development?: boolean;
  /** Sandbox run: the sandbox's hosted pages (card form, KYC) are plain http on loopback. */
  sandbox?: boolean;
  /** /security?flow=: the flow is the settings flow a recovery of this session made (./csp.ts cspForPath). */
  recoverySettingsFlow?: boolean;
}

/** The path where the KYC provider's hosted page runs in a frame (lib/kyc/hosted-page-provider.ts). */
export const CAMERA_PATHS = ['/kyc'] as const;

/** The path that fetches the provider's https hops of a ramp order (spec §4, components/ramp). */
export const RAMP_FOLLOW_PATHS = ['/ramp'] as const;

/** The path without trailing slashes ("/" stays). */
function bare(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** A fresh nonce: 16 random bytes, base64 (Web Crypto: Edge, Node and the browser). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of a page.
 * @param pathname the page path; `search` its query (frame-ancestors of /security?flow=…, lib/security/csp.ts).
 * @returns the header value, directives separated by `; `.
 */
export function pageContentSecurityPolicy(pathname: string, search: string, options: PagePolicyOptions): string {
  const connect = new Set(["'self'"]);
  for (const url of [options.sentryDsn, ...(options.scriptUrls ?? [])]) {
    const origin = url ? httpOrigin(url) : null;
    if (origin) connect.add(origin);
  }
  if (options.development) connect.add('ws:');
  if ((RAMP_FOLLOW_PATHS as readonly string[]).includes(bare(pathname))) connect.add('https:');
  // The card form and the KYC page come from the provider (URLs the API gives, https in production).
  const frames = ["'self'", 'https:', ...(options.sandbox ? ['http://127.0.0.1:*', 'http://localhost:*'] : [])];
  const script = [
    "'self'",
    `'nonce-${options.nonce}'`,
    "'strict-dynamic'",
    ...(options.development ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    `frame-src ${frames.join(' ')}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    cspForPath(pathname, options.partnerOrigins, search, options.recoverySettingsFlow),
  ].join('; ');
}

/** The Permissions-Policy of a page: camera and microphone only where KYC needs them. */
export function permissionsPolicy(pathname: string): string {
  const kyc = (CAMERA_PATHS as readonly string[]).includes(bare(pathname));
  const av = kyc ? '*' : '()';
  return `camera=${av}, microphone=${av}, geolocation=(), usb=(), serial=(), hid=()`;
}

/** One year, with subdomains: the app is https-only once it has been reached over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** Does the request come over https (directly, or per the TLS-ending proxy's X-Forwarded-Proto)? */
export function isHttpsRequest(url: { protocol: string }, headers: { get(name: string): string | null }): boolean {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return url.protocol === 'https:' || forwarded === 'https';
}

/**
 * Builds the response headers of a page (the CSP included) from its path, query and policy options; a pure function,
 * which {@link preparePageSecurity} calls with a fresh nonce.
 * @param https whether the request came over https ({@link isHttpsRequest}): only then HSTS.
 */
export function buildPageSecurityHeaders(
  pathname: string,
  search: string,
  https: boolean,
  options: PagePolicyOptions,
): Record<string, string> {
  return {
    'Content-Security-Policy': pageContentSecurityPolicy(pathname, search, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(pathname),
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The request header server components read the nonce from (the root layout's theme restore script, Ory's scripts). */
export const NONCE_HEADER = 'x-nonce';

/**
 * Next's nonce pattern, in one place for middleware.ts: makes a fresh nonce, puts it and the CSP on the request
 * headers the page renders with (Next reads the CSP to nonce its own scripts; the root layout reads x-nonce), and
 * returns the headers for the response.
 * @param requestHeaders the headers the page will be rendered with (mutated).
 */
export function preparePageSecurity(
  url: { pathname: string; search: string; protocol: string },
  requestHeaders: Headers,
  options: Omit<PagePolicyOptions, 'nonce'>,
): Record<string, string> {
  const nonce = newNonce();
  const https = isHttpsRequest(url, requestHeaders);
  const headers = buildPageSecurityHeaders(url.pathname, url.search, https, { ...options, nonce });
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']!);
  return headers;
}
