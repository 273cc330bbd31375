/**
 * The global error rule of spec §8, as one pure function used by the server ky instance (→ redirect()) and
 * the client one (→ router.replace()). DESIGN.md: `(status, method, url, body) → destination | null`.
 *
 * | condition                                                          | destination                      |
 * |--------------------------------------------------------------------|----------------------------------|
 * | status < 400, or a request aborted by the app                      | null (nothing to do)             |
 * | 409 on POST /on-ramp or /off-ramp; 400 on PUT /user/billing/fields | null (the calling screen handles)|
 * | 401                                                                | /login?returnTo=<origin or current path>&refresh=true |
 * | 404                                                                | /404                             |
 * | error text has a failed order URL with upstream 500, or 'no payment methods found' | /payment-options-unavailable |
 * | any other error, and transport errors (network error, timeout)     | /error                           |
 */
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import {
  ERROR_PATH,
  INTERACTIVE_FLOW_PATH,
  NOT_FOUND_PATH,
  PAYMENT_OPTIONS_UNAVAILABLE_PATH,
  RETURN_TO_PARAM,
  loginPathAfterUnauthorized,
} from '@/lib/routes';
import { resolveReturnUrl } from '@/lib/security/return-url';

export interface ErrorRuleInput {
  /** HTTP status, or null for a transport error (no answer). */
  status: number | null;
  /** HTTP method, any case. */
  method: string;
  /** The request URL (absolute, or a path); only its pathname after the API base path matters. */
  url: string;
  /** The answer's body as text or parsed JSON (may be empty). */
  body?: unknown;
  /** Path (with query) of the page the person is on, e.g. "/transactions?status=error". */
  currentPath: string;
  /** The request's own origin path, when the caller gave one (spec §4): it wins over currentPath. */
  originPath?: string;
  /** The transport failure, for status null: 'network' | 'timeout' | 'aborted'. */
  transport?: 'network' | 'timeout' | 'aborted';
}

/** Calls whose error the calling screen handles itself (spec §8 "Excluded from redirect"). */
const EXCLUSIONS: ReadonlyArray<{ status: number; method: string; path: RegExp }> = [
  { status: 409, method: 'POST', path: /\/(on-ramp|off-ramp)\/?$/ },
  { status: 400, method: 'PUT', path: /\/user\/billing\/fields\/?$/ },
];

const NO_PAYMENT_METHODS = /no payment methods found/i;
const FAILED_ORDER_URL = /failed order url/i;
const UPSTREAM_500 = /\b500\b/;

function pathnameOf(url: string): string {
  try {
    return new URL(url, 'http://placeholder.invalid').pathname;
  } catch {
    return url;
  }
}

/** The error text of an answer body: the string itself, or the JSON serialised. */
export function errorText(body: unknown): string {
  if (body == null) return '';
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body);
  } catch {
    return String(body);
  }
}

/** True when the call is one the screen handles itself (spec §8 exclusions). */
export function isExcludedFromRedirect(status: number, method: string, url: string): boolean {
  const path = pathnameOf(url);
  const m = method.toUpperCase();
  return EXCLUSIONS.some((e) => e.status === status && e.method === m && e.path.test(path));
}

/**
 * Where the app goes after a failed call (spec §8).
 * @returns a same-origin path to replace the current location with, or null when nothing must happen.
 */
export function errorDestination(input: ErrorRuleInput): string | null {
  const { status, method, url } = input;
  if (status === null) return input.transport === 'aborted' ? null : withInteractiveId(ERROR_PATH, input.currentPath);
  if (status < 400) return null;
  if (isExcludedFromRedirect(status, method, url)) return null;
  if (status === 401) return loginPathAfterUnauthorized(input.originPath || input.currentPath);
  if (status === 404) return withInteractiveId(NOT_FOUND_PATH, input.currentPath, url);
  const text = errorText(input.body);
  if (NO_PAYMENT_METHODS.test(text) || (FAILED_ORDER_URL.test(text) && UPSTREAM_500.test(text))) {
    return PAYMENT_OPTIONS_UNAVAILABLE_PATH;
  }
  return withInteractiveId(ERROR_PATH, input.currentPath);
}

/** Query parameters of a page that carry a return URL (spec §2: the widget's and the sign-in screens'). */
const RETURN_URL_PARAMS = ['return_to', 'redirect_url', RETURN_TO_PARAM] as const;

/**
 * The interactiveId of the page's return URL (spec §5: a return URL is used only when it is a valid absolute URL,
 * toward the app or an allowed partner; "its origin and interactiveId are then read"); null when none.
 */
function returnUrlInteractiveId(params: URLSearchParams): string | null {
  for (const name of RETURN_URL_PARAMS) {
    const resolved = resolveReturnUrl(params.get(name), clientConfig.appOrigin, allowedReturnOrigins());
    if (resolved?.interactiveId) return resolved.interactiveId;
  }
  return null;
}

/**
 * /error and /404 read interactiveId to offer the way back into the flow (spec §2, §5). The id is the interactive
 * flow's own (`/interactive-flow?interactive-id=<id>`), else the interactiveId of the page's return URL (a partner
 * sending the person through the widget or sign-in on behalf of one interactive transaction); elsewhere the path
 * is unchanged. A 404 for that transaction itself (the failed URL names the id) gets no way back: it would lead to
 * the same 404.
 */
function withInteractiveId(destination: string, currentPath: string, notFoundUrl?: string): string {
  const current = new URL(currentPath, 'http://placeholder.invalid');
  const id =
    (current.pathname === INTERACTIVE_FLOW_PATH ? current.searchParams.get('interactive-id') : null) ??
    returnUrlInteractiveId(current.searchParams);
  if (!id || (notFoundUrl !== undefined && notFoundUrl.includes(id))) return destination;
  return `${destination}?${new URLSearchParams({ interactiveId: id }).toString()}`;
}

/** Header names never reported (credentials). */
const SECRET_HEADERS = /^(cookie|set-cookie|authorization|proxy-authorization|x-xsrf-token)$/i;

/**
 * Headers safe to attach to an error report: cookie, authorization and XSRF values are replaced by
 * "[redacted]": the report carries status, url, method and headers (spec §8), never credentials.
 */
export function redactHeaders(headers: Headers | Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  const entries = headers instanceof Headers ? Array.from(headers.entries()) : Object.entries(headers);
  for (const [name, value] of entries) out[name.toLowerCase()] = SECRET_HEADERS.test(name) ? '[redacted]' : value;
  return out;
}
