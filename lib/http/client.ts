/**
 * The browser's product API client (spec §7): product API base path on the app's origin, credentials sent, JSON,
 * accept 'application/json, text/plain, *\/*', the XSRF-TOKEN cookie echoed as X-XSRF-TOKEN. Calls go through
 * {@link callApi}, which gives each declared call of lib/api/ the instance of its spec §8 policy (lib/http/policy.ts):
 * under 'global-rule' failed answers go through the error rule (lib/http/error-rule.ts): they are logged, reported,
 * and the app navigates where the rule says (401 also clears the session state and the cached data); under the other
 * policies they are thrown to the screen (lib/http/screen-handled.ts). Query strings: build them with stringifyQuery
 * (arrays as repeated keys).
 *
 * The error rule's actions in the app (router, session reset) are registered by the session provider through
 * registerErrorRuleActions (lib/http/error-rule-actions.ts).
 */
'use client';

import { getCookie } from 'cookies-next/client';
import ky, { type KyInstance } from 'ky';
import { clientConfig } from '@/lib/config';
import { COOKIE } from '@/lib/cookies';
import { loginPathAfterUnauthorized } from '@/lib/routes';
import { errorDestination, errorText } from './error-rule';
import { errorRuleActions } from './error-rule-actions';
import type { ApiCall, ErrorPolicy } from './policy';
import { reportHttpFailure } from './report';

/** Request header naming the page path a call was made for (spec §4 "the request's own origin path"). */
export const ORIGIN_PATH_HEADER = 'x-origin-path';

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function handleFailure(
  request: Request,
  status: number | null,
  body: string,
  transport?: 'network' | 'timeout' | 'aborted',
) {
  if (transport === 'aborted') return;
  const destination = errorDestination({
    status,
    method: request.method,
    url: request.url,
    body,
    currentPath: currentPath(),
    originPath: request.headers.get(ORIGIN_PATH_HEADER) ?? undefined,
    transport,
  });
  // Logged and reported before the exclusion: spec §8 excludes 409/400 from the redirect, not from the report.
  if (status === null || status >= 400) {
    reportHttpFailure({ status, method: request.method, url: request.url, headers: request.headers, text: body });
  }
  if (destination === null) return; // excluded: the calling screen handles it
  if (status === 401) errorRuleActions().onUnauthorized();
  errorRuleActions().navigate(destination);
}

/** fetch that turns transport failures (network error, timeout) into the error rule before rethrowing. */
const fetchWithTransportRule: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    const request = input instanceof Request ? input : new Request(input, init);
    const name = error instanceof Error ? error.name : '';
    handleFailure(
      request,
      null,
      String(error),
      name === 'AbortError' ? 'aborted' : name === 'TimeoutError' ? 'timeout' : 'network',
    );
    throw error;
  }
};

/** What every client instance shares: the API base on the page's origin, credentials, JSON, the XSRF header. */
const base = {
  // Absolute on the page's own origin (the rewrite proxies it to the product API).
  prefixUrl:
    typeof window === 'undefined'
      ? clientConfig.apiBasePath
      : new URL(clientConfig.apiBasePath, window.location.origin).href,
  credentials: 'include' as const,
  retry: 0,
  headers: { accept: 'application/json, text/plain, */*' },
};

/**
 * Records where a call started (spec §4: a 401's return-to is "the request's own origin path if given, else the
 * current path"): a call that answers after the person moved on (a slow save, a poll) returns them to the page that
 * made it. A caller may name another origin path itself by setting the header. On the server the origin of every
 * call is the page being rendered, which is already the rule's current path (lib/http/server.ts).
 */
function recordOriginPath(request: Request) {
  if (!request.headers.has(ORIGIN_PATH_HEADER) && typeof window !== 'undefined') {
    request.headers.set(ORIGIN_PATH_HEADER, currentPath());
  }
}

function sendXsrf(request: Request) {
  const xsrf = getCookie(COOKIE.xsrfToken);
  if (typeof xsrf === 'string' && xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
}

/** The instance of 'global-rule' (spec §8 global rule): no timeout, failures navigate where the rule says. */
const globalRuleApi: KyInstance = ky.create({
  ...base,
  timeout: false,
  fetch: fetchWithTransportRule,
  hooks: {
    beforeRequest: [recordOriginPath, sendXsrf],
    afterResponse: [
      async (request, _options, response) => {
        if (response.ok) return;
        const text = await response
          .clone()
          .text()
          .catch(() => '');
        handleFailure(request, response.status, text);
      },
    ],
  },
});

/**
 * The instance of every other policy: no error rule and a 15 s timeout. Failures are thrown as HTTPError or
 * transport errors; the screen logs and reports them and sends a 401 to {@link signInAgain}
 * (lib/http/screen-handled.ts).
 */
const screenApi: KyInstance = ky.create({ ...base, timeout: 15_000, hooks: { beforeRequest: [sendXsrf] } });

/**
 * The ky instance of a spec §8 policy. Paths are relative to the API base path: `apiClient('global-rule').get(…)`.
 * 'global-rule' navigates on a failure (see the module comment); 'screen-handles', 'empty-on-failure' and
 * 'ramp-fallback' (a server policy, the same here) throw every failure to the caller.
 */
export function apiClient(policy: ErrorPolicy): KyInstance {
  return policy === 'global-rule' ? globalRuleApi : screenApi;
}

/**
 * Makes a declared call of lib/api/ with the instance of its policy: `callApi(getProfile)`,
 * `callApi(getQuote, query, signal)`.
 * @returns the call's parsed answer.
 * @throws ky HTTPError (under 'global-rule' after the app has navigated, except the answers spec §8 leaves to the
 *   screen), a transport error, or ZodError for an answer that is not the expected shape.
 */
export function callApi<A extends unknown[], T>(call: ApiCall<A, T>, ...args: A): Promise<T> {
  return call(apiClient(call.policy), ...args);
}

/**
 * The 401 part of the error rule (spec §4, §8) for calls whose other failures the calling screen handles itself
 * (policy 'screen-handles', lib/http/screen-handled.ts): clears the session state and the cached data,
 * then goes to /login?returnTo=<current path>. Nothing is thrown.
 */
export function signInAgain(): void {
  errorRuleActions().onUnauthorized();
  errorRuleActions().navigate(loginPathAfterUnauthorized(currentPath()));
}

export { errorText };
