/**
 * The product API proxy (spec §7: the app origin plus the API base path → the product API upstream). Replaces the
 * blind rewrite that let `%252e%252e` segments leave the base: lib/security/proxy-handler.ts.
 * A non-default NEXT_PUBLIC_API_BASE_PATH is rewritten to this route by next.config.ts.
 */
import { allowedReturnOrigins, clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { proxyRequest } from '@/lib/security/proxy-handler';

export const dynamic = 'force-dynamic';

/** The local path this route answers (the rewrite of a configured base lands here). */
const LOCAL_BASE = '/api/v1';

async function handle(request: Request): Promise<Response> {
  const url = new URL(request.url);
  // Under a configured base the browser's path is `${apiBasePath}/…`; both map to the same upstream base.
  const localBase = url.pathname.startsWith(`${clientConfig.apiBasePath}/`) ? clientConfig.apiBasePath : LOCAL_BASE;
  return proxyRequest(request, {
    localBase,
    upstreamBase: `${getServerConfig().productApiUrl}${clientConfig.apiBasePath}`,
    csrf: { allowedOrigins: allowedReturnOrigins() },
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
