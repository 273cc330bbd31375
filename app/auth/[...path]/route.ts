/**
 * The identity service proxy (spec §1, §7: Kratos's public API under /auth, prefix stripped), through the same
 * guarded proxy as the product API (lib/security/proxy-handler.ts). `/auth/admin/*` is never
 * routed (the admin API is not public, and answering it would reveal where it lives). Kratos's browser flows carry
 * their own CSRF tokens, so the API's double-submit check is not applied here. Kratos's session management (list,
 * revoke) is refused to a session that still owes its second factor (lib/auth/session-management-guard.ts).
 */
import { sessionManagementRefusal } from '@/lib/auth/session-management-guard';
import { getServerConfig } from '@/lib/config/server';
import { proxyRequest } from '@/lib/security/proxy-handler';

export const dynamic = 'force-dynamic';

async function handle(request: Request): Promise<Response> {
  const upstreamBase = getServerConfig().kratosPublicUrl.replace(/\/+$/, '');
  return proxyRequest(request, {
    localBase: '/auth',
    upstreamBase,
    refusePrefixes: ['/admin'],
    // Session management only at the assurance level the identity needs (lib/auth/session-management-guard.ts).
    guard: (path, incoming) => sessionManagementRefusal(upstreamBase, path, incoming.headers.get('cookie')),
  });
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
