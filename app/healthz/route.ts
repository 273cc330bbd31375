/**
 * GET /healthz: liveness. 200 `{"status":"ok"}` whenever the process can answer; it calls nothing else,
 * so a slow or failed upstream never gets a healthy instance restarted. Middleware lets it through without a
 * session check (middleware.ts). Reveals no version or address.
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
