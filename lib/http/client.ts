/**
 * The one client-side ky instance (spec §7): product API base path on the app's origin,
 * credentials sent, no timeout, JSON, accept 'application/json, text/plain, *\/*', the XSRF-TOKEN cookie
 * echoed as X-XSRF-TOKEN. Failed answers go through the error rule (lib/http/error-rule.ts): they are
 * logged, reported, and the app navigates where the rule says (401 also clears the session state and the
 * cached data). Query strings: build them with stringifyQuery (arrays as repeated keys).
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

/** The client ky instance. Paths are relative to the API base path: `api.get('user/profile')`. */
export const api: KyInstance = ky.create({
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
 * The same as {@link api} without the error rule and with a 15 s timeout, for calls whose failure the calling screen
 * handles itself (a payment in progress must not be navigated away from): failures are thrown as HTTPError or
 * transport errors; the caller logs and reports them (lib/http/quiet-client helpers) and sends a 401 to
 * {@link signInAgain}.
 */
export const quietApi: KyInstance = ky.create({ ...base, timeout: 15_000, hooks: { beforeRequest: [sendXsrf] } });

/**
 * The 401 part of the error rule (spec §4, §8) for calls made with another ky instance whose other failures the
 * calling screen handles itself (lib/http/quiet-client): clears the session state and the cached data,
 * then goes to /login?returnTo=<current path>. Nothing is thrown.
 */
export function signInAgain(): void {
  errorRuleActions().onUnauthorized();
  errorRuleActions().navigate(loginPathAfterUnauthorized(currentPath()));
}

export { errorText };
