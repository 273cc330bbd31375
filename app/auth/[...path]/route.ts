/**
 * The identity service proxy (spec §1, §7: Kratos's public API under /auth, prefix stripped), through the same
 * guarded proxy as the product API (lib/security/proxy-handler.ts). `/auth/admin/*` is never
 * routed (the admin API is not public, and answering it would reveal where it lives), and no redirect to the admin
 * API's address reaches the browser (lib/auth/identity-origins.ts). Return URLs (`return_to`, `returnTo`,
 * `after_verification_return_to`) pass the app's own rule before Kratos sees them, a refused one is dropped
 * (lib/auth/return-to-guard.ts). Kratos's browser flows carry their own CSRF tokens, so the API's double-submit check
 * is not applied here; the API's XSRF token is renewed when an answer signs someone in and expired when it signs them
 * out (lib/auth/xsrf-renewal.ts). Kratos's session management (list, revoke) is refused to a session that still owes
 * its second factor (lib/auth/session-management-guard.ts). Kratos's token headers (`X-Session-Token`,
 * `Authorization`) never pass: the app uses cookies only (lib/auth/token-headers.ts).
 */
import { identityInternalOrigins } from '@/lib/auth/identity-origins';
import { guardReturnTo } from '@/lib/auth/return-to-guard';
import { sessionManagementRefusal } from '@/lib/auth/session-management-guard';
import { KRATOS_TOKEN_HEADERS } from '@/lib/auth/token-headers';
import { withXsrfRenewal } from '@/lib/auth/xsrf-renewal';
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { requestCookieContext } from '@/lib/cookies';
import { proxyRequest } from '@/lib/security/proxy-handler';

export const dynamic = 'force-dynamic';

/** The query Kratos gets: every refused return URL dropped (logged). */
function guardedQuery(search: string): string {
  const guarded = guardReturnTo(search, clientConfig.appOrigin, allowedReturnOrigins());
  if (guarded.dropped.length) console.warn(`[auth] dropped a refused return URL: ${guarded.dropped.join(', ')}`);
  return guarded.search;
}

async function handle(request: Request): Promise<Response> {
  const config = getServerConfig();
  const upstreamBase = config.kratosPublicUrl.replace(/\/+$/, '');
  const response = await proxyRequest(request, {
    localBase: '/auth',
    upstreamBase,
    refusePrefixes: ['/admin'],
    internalOrigins: identityInternalOrigins(config),
    upstreamQuery: guardedQuery,
    dropRequestHeaders: KRATOS_TOKEN_HEADERS,
    // Session management only at the assurance level the identity needs (lib/auth/session-management-guard.ts).
    guard: (path, incoming) => sessionManagementRefusal(upstreamBase, path, incoming.headers.get('cookie')),
  });
  return withXsrfRenewal(response, requestCookieContext({ url: new URL(request.url), headers: request.headers }));
}

export {
  handle as GET,
  handle as POST,
  handle as PUT,
  handle as PATCH,
  handle as DELETE,
  handle as HEAD,
  handle as OPTIONS,
};
