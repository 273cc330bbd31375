/**
 * GET /readyz: readiness for the load balancer. 200 `{"status":"ready","checks":{…}}` when the identity
 * service and the product API answer (lib/health/readiness.ts); otherwise 503 `{"status":"unavailable","checks":
 * {"identity":"down","api":"ok"}}` naming which one failed, by role only (no URL, no version). Middleware lets it
 * through without a session check (middleware.ts).
 */
import { clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { checkReadiness } from '@/lib/health/readiness';
import { REQUEST_ID_HEADER } from '@/lib/log/request-id';
import { requestLogger } from '@/lib/log/server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request): Promise<Response> {
  const { kratosPublicUrl, productApiUrl } = getServerConfig();
  const requestId = request.headers.get(REQUEST_ID_HEADER) ?? undefined;
  const { ready, checks } = await checkReadiness({
    kratosPublicUrl,
    productApiUrl,
    apiBasePath: clientConfig.apiBasePath,
    requestId,
  });
  if (!ready) requestLogger(requestId).warn({ checks }, 'not ready');
  return Response.json(
    { status: ready ? 'ready' : 'unavailable', checks },
    { status: ready ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  );
}
