/**
 * Server-side ky instances (DESIGN.md "Server first"): one per request and spec §8 policy (lib/http/policy.ts),
 * calling the product API upstream directly with the incoming request's cookies forwarded. A failed answer the
 * policy sends elsewhere is logged, reported and turned into redirect() by the error rule; {@link serverCaller}
 * makes the declared calls of lib/api/ with the instance of their policy; {@link routeDataOrEmpty} is spec §8's
 * "a failed load of a route's data is logged, and the route gets empty data".
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
import { LOGIN_PATH, PAYMENT_OPTIONS_UNAVAILABLE_PATH } from '@/lib/routes';
import { errorDestination } from './error-rule';
import type { ApiCall, ErrorPolicy } from './policy';
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

/** Options of {@link serverApi} and {@link serverCaller}. */
export interface ServerApiOptions {
  /** Timeout of each call in ms (default 15 000). */
  timeoutMs?: number;
}

/**
 * Which destinations of the global rule a policy follows (spec §8): all of them under 'global-rule'; a 401's login
 * under 'screen-handles'; login and /payment-options-unavailable under 'ramp-fallback' (the answers §8's table
 * names keep their destination, every other failure is the fallback order data); none under 'empty-on-failure'.
 */
function follows(policy: ErrorPolicy, status: number, destination: string | null): boolean {
  if (destination === null) return false;
  switch (policy) {
    case 'global-rule':
      return true;
    case 'screen-handles':
      return status === 401;
    case 'ramp-fallback':
      return destination === PAYMENT_OPTIONS_UNAVAILABLE_PATH || destination.startsWith(`${LOGIN_PATH}?`);
    case 'empty-on-failure':
      return false;
  }
}

/**
 * A ky instance for this request and policy, forwarding its cookies. Paths are relative to the API base:
 * `(await serverApi('global-rule')).get('user/profile')`. Prefer {@link serverCaller}, which takes the policy from
 * the declared call.
 * @param policy the spec §8 policy (lib/http/policy.ts). A non-2xx answer whose destination the policy follows is
 *   reported, then redirect() to it (throws NEXT_REDIRECT); under 'global-rule' the answers §8 leaves to the screen
 *   are reported and thrown as HTTPError; every other failure is an HTTPError for the caller, not reported here
 *   (usually {@link routeDataOrEmpty} reports it).
 */
export async function serverApi(policy: ErrorPolicy, options: ServerApiOptions = {}): Promise<KyInstance> {
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
    if (policy === 'screen-handles' && response.status !== 401) return;
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
    if (policy !== 'global-rule' && !follows(policy, response.status, destination)) return;
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
    hooks: { afterResponse: policy === 'empty-on-failure' ? [] : [errorRule] },
  });
}

/** Makes a declared call of lib/api/ with this request's instance of the call's policy (see {@link serverCaller}). */
export type ServerCaller = <A extends unknown[], T>(call: ApiCall<A, T>, ...args: A) => Promise<T>;

/**
 * The declared calls of lib/api/ for this request: `const call = await serverCaller(); await call(getRates)`. Each
 * call gets the instance of its own policy ({@link serverApi}); the instances are made once per caller.
 * @param options the timeout of every call made through this caller.
 * @returns a function that makes a call and gives its parsed answer, or throws as {@link serverApi}'s instance does
 *   (NEXT_REDIRECT, ky HTTPError, a transport error, ZodError for an answer that is not the expected shape).
 */
export async function serverCaller(options: ServerApiOptions = {}): Promise<ServerCaller> {
  const instances = new Map<ErrorPolicy, Promise<KyInstance>>();
  const instanceOf = (policy: ErrorPolicy) => {
    if (!instances.has(policy)) instances.set(policy, serverApi(policy, options));
    return instances.get(policy)!;
  };
  return async (call, ...args) => call(await instanceOf(call.policy), ...args);
}

/**
 * Runs a route data load; when it fails (an error answer its policy does not send elsewhere, a transport error, an
 * invalid answer), logs and reports the failure and returns `empty` (spec §8 "A failed load of a route's data is
 * logged, and the route gets empty data"). Redirects and notFound() thrown inside are passed through.
 * @param what a short name of the load for the log line and the report's `data.load` tag.
 */
export async function routeDataOrEmpty<T>(what: string, load: () => Promise<T>, empty: T): Promise<T> {
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
