/**
 * Sandbox control: the local Sentry ingest (envelopes, legacy store) and GET/DELETE /__sandbox/sentry. Like the
 * control routes, the ingest answers only at the root of the sandbox's own origin, and only for a numeric project id
 * (Sentry's DSN form, `/1`): `/api/v1/envelope/`, which is where a request through the app's API proxy arrives, is an
 * ordinary product-API path and gets its 404, and so does a preflight of `/api/v1/*` (no wildcard CORS through the
 * app).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SentryEvent } from '../store';
import { MAX_KEPT, CORS_HEADERS, json, type ControlContext } from './context';
import { decode, parseEnvelope } from './envelope';

/** A Sentry project id: digits only (the DSN's last path segment). */
const PROJECT_ID = /^\d+$/;
const isProject = (id: unknown): boolean => typeof id === 'string' && PROJECT_ID.test(id);

/** The handlers of this part, in matching order. */
export function sentryHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, log, at } = ctx;

  const keepEvent = (event: Record<string, unknown>) => {
    store.sentry.unshift({ ...event, received_at: new Date().toISOString() } as SentryEvent);
    store.sentry.length = Math.min(store.sentry.length, MAX_KEPT);
    const exc = (event.exception as { values?: Array<{ type?: string; value?: string }> } | undefined)?.values?.[0];
    const title = exc ? `${exc.type}: ${exc.value}` : JSON.stringify(event.message ?? '');
    log(`sentry event ${String(event.event_id ?? '')}: ${title.replace(/\s+/g, ' ').slice(0, 200)}`);
  };

  return [
    /** GET /__sandbox/sentry → the error events received, newest first (raw Sentry events + received_at). */
    http.get(at('/__sandbox/sentry'), () => json(store.sentry)),
    /** DELETE /__sandbox/sentry → forgets the events. */
    http.delete(at('/__sandbox/sentry'), () => {
      store.sentry = [];
      return json({ status: 'ok' });
    }),
    /** OPTIONS preflight of the Sentry ingest (the browser SDK posts cross-origin). */
    http.options(at('/api/:projectId/*'), ({ params }) =>
      isProject(params.projectId) ? new HttpResponse(null, { status: 204, headers: CORS_HEADERS }) : undefined,
    ),
    /** POST /api/{project}/envelope/ ← Sentry SDK envelopes; keeps items of type 'event'. */
    http.post(at('/api/:projectId/envelope'), async ({ request, params }) => {
      if (!isProject(params.projectId)) return undefined;
      try {
        const bytes = decode(Buffer.from(await request.arrayBuffer()), request.headers.get('content-encoding'));
        const { header, items } = parseEnvelope(bytes);
        for (const item of items) {
          if (item.type !== 'event') continue;
          try {
            keepEvent(JSON.parse(item.payload.toString('utf8')) as Record<string, unknown>);
          } catch (e) {
            log(`sentry: skipped an event item that is not JSON (${(e as Error).message})`);
          }
        }
        return json({ id: header.event_id ?? null }, 200, CORS_HEADERS);
      } catch (e) {
        return json({ error: 'invalid_envelope', message: (e as Error).message }, 400, CORS_HEADERS);
      }
    }),
    /** POST /api/{project}/store/ ← legacy Sentry store endpoint (one JSON event). */
    http.post(at('/api/:projectId/store'), async ({ request, params }) => {
      if (!isProject(params.projectId)) return undefined;
      try {
        const bytes = decode(Buffer.from(await request.arrayBuffer()), request.headers.get('content-encoding'));
        const event = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
        keepEvent(event);
        return json({ id: event.event_id ?? null }, 200, CORS_HEADERS);
      } catch (e) {
        return json({ error: 'invalid_event', message: (e as Error).message }, 400, CORS_HEADERS);
      }
    }),
  ];
}
