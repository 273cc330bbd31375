/**
 * Server-side ky instances (DESIGN.md "Server first"): one per request, calling the product API
 * upstream directly with the incoming request's cookies forwarded. A failed answer is logged, reported and
 * turned into redirect() by the error rule; `loadOrEmpty` is the "failed route data load returns empty
 * data" rule of spec §8.
 */
import 'server-only';
import * as Sentry from '@sentry/nextjs';
import ky, { type AfterResponseHook, type KyInstance } from 'ky';
import { cookies, headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import type { ParsedQs } from 'qs';
import { clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { COOKIE } from '@/lib/cookies';
import { REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { errorDestination } from './error-rule';
import { pageQuery } from './query';
import { reportHttpFailure } from './report';
import { CURRENT_PATH_HEADER } from './request-path';

/**
 * The path (and query) of the page being rendered, from the header middleware.ts writes on every page request (RSC
 * requests of client navigation and prefetch included). Pages read their query from their `searchParams` prop
 * (lib/http/page-query pageQueryOf); this header gives the path to code that has no `searchParams`: layouts (the
 * protected layout's sign-in redirect, the header's branding) and the 401 return-to of {@link serverApi} (spec §4).
 */
export async function currentRequestPath(): Promise<string> {
  return (await headers()).get(CURRENT_PATH_HEADER) ?? '/';
}

/**
 * The query of the page being rendered, for code that has no `searchParams`: lib/partners/server headerBranding,
 * which the layouts' header calls. Parsed from {@link currentRequestPath} with the qs limits of spec §9, without
 * Next's `_rsc` (lib/http/query pageQuery). Pages never use it: they read `searchParams` (lib/http/page-query).
 */
export async function requestQuery(): Promise<ParsedQs> {
  return pageQuery(await currentRequestPath());
}

/** Options of {@link serverApi}. */
export interface ServerApiOptions {
  /**
   * True: no error rule. A non-2xx answer is an HTTPError for the caller (usually through {@link loadOrEmpty}), for
   * optional data whose failure must not send the whole screen elsewhere (spec §8 "a failed route data load…").
   */
  quiet?: boolean;
  /**
   * True: of the error rule, only a 401's way to sign in (spec §4, §8); every other failure is an HTTPError for the
   * caller, who reports it (usually {@link loadOrEmpty}). For data a screen can do without but not without a session.
   */
  signInOnly?: boolean;
  /**
   * Of the error rule, only the destinations this returns true for; every other failure is an HTTPError for the
   * caller, who reports it (usually {@link loadOrEmpty}). For a load whose other failures have their own rule (the
   * ramp order's fallback, spec §8).
   */
  follows?: (destination: string) => boolean;
  /** Timeout of each call in ms (default 15 000). */
  timeoutMs?: number;
}

/**
 * A ky instance for this request, forwarding its cookies. Paths are relative to the API base:
 * `(await serverApi()).get('user/profile')`. Non-2xx answers: reported, then redirect() to the error rule's
 * destination (throws NEXT_REDIRECT), or an HTTPError for the excluded calls the page handles itself; with
 * `quiet`, always an HTTPError; with `signInOnly`, the redirect of a 401 only; with `follows`, the redirects it picks.
 */
export async function serverApi(options: ServerApiOptions = {}): Promise<KyInstance> {
  const store = await cookies();
  // The raw header: cookies().toString() re-encodes values, which breaks the identity session cookie.
  const cookieHeader = (await headers()).get('cookie') ?? '';
  // The request id (deploy/start.js), forwarded so the API's logs can be joined with ours.
  const requestId = (await headers()).get(REQUEST_ID_HEADER);
  const xsrf = store.get(COOKIE.xsrfToken)?.value;
  const path = await currentRequestPath();
  const { productApiUrl } = getServerConfig();
  const errorRule: AfterResponseHook = async (request, _options, response) => {
    if (response.ok) return;
    if (options.signInOnly && response.status !== 401) return;
    const text = await response
      .clone()
      .text()
      .catch(() => '');
    const destination = errorDestination({
      status: response.status,
      method: request.method,
      url: request.url,
      body: text,
      currentPath: path,
    });
    if (options.follows && !(destination !== null && options.follows(destination))) return;
    // Reported before the exclusion check: spec §8 excludes 409/400 from the redirect, not from the report.
    reportHttpFailure({
      status: response.status,
      method: request.method,
      url: request.url,
      headers: request.headers,
      text,
    });
    if (destination !== null) redirect(destination);
  };
  return ky.create({
    prefixUrl: `${productApiUrl}${clientConfig.apiBasePath}`,
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    headers: {
      accept: 'application/json, text/plain, */*',
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...(xsrf ? { 'X-XSRF-TOKEN': xsrf } : {}),
      ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
    },
    hooks: { afterResponse: options.quiet ? [] : [errorRule] },
  });
}

/**
 * Runs a route data load; when it fails (transport error, invalid answer), logs and reports the failure and
 * returns `empty` (spec §8 "A failed route data load is logged and returns empty data"). Redirects and
 * notFound() thrown inside are passed through.
 */
export async function loadOrEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    unstable_rethrow(error);
    // The error object: the production log bridge writes only its stack, never the request and cookies a ky
    // HTTPError holds (deploy/log-format.js).
    console.error(`[data] ${what} failed; using empty data`, error);
    Sentry.captureException(error, { tags: { 'data.load': what } });
    return empty;
  }
}
