/** Sandbox control: fault injection (POST/GET/DELETE /__sandbox/faults). */
import { http, type HttpHandler } from 'msw';
import { json, type ControlContext } from './context';

/** The handlers of this part, in matching order. */
export function faultHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, log, at } = ctx;

  return [
    /**
     * POST /__sandbox/faults {method, path, status?, body?, times?, delayMs?} → 201 {fault}. With `delayMs` the
     * request first waits that long (≤ 60 000 ms), then answers `status` or, without one, as it would have.
     */
    http.post(at('/__sandbox/faults'), async ({ request }) => {
      let b: Record<string, unknown>;
      try {
        b = (await request.json()) as Record<string, unknown>;
      } catch {
        return json({ error: 'invalid_body', message: 'JSON body expected' }, 400);
      }
      const method = typeof b.method === 'string' ? b.method.toUpperCase() : '';
      const path = typeof b.path === 'string' ? b.path : '';
      const delayMs = b.delayMs === undefined ? undefined : Number(b.delayMs);
      const status = b.status === undefined && delayMs !== undefined ? undefined : Number(b.status);
      const times = b.times === undefined ? 1 : Number(b.times);
      const badStatus = status !== undefined && (!Number.isInteger(status) || status < 100 || status > 599);
      const badDelay = delayMs !== undefined && (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > 60_000);
      if (!method || !path.startsWith('/') || badStatus || badDelay) {
        return json(
          {
            error: 'validation_error',
            message: 'Expected {method, path: "/…", status: 100-599, body?, times?, delayMs?: 0-60000}',
          },
          400,
        );
      }
      if (!Number.isInteger(times) || times < 1)
        return json({ error: 'validation_error', message: 'times must be ≥ 1' }, 400);
      const fault = store.addFault({
        method,
        path: path.split('?')[0]!,
        status,
        body: b.body,
        ...(delayMs !== undefined ? { delayMs } : {}),
        remaining: times,
      });
      log(
        `fault armed: ${method} ${fault.path} → ${status ?? 'as usual'}${delayMs ? ` after ${delayMs} ms` : ''} ×${times}`,
      );
      return json({ fault }, 201);
    }),
    /** GET /__sandbox/faults → the armed faults. */
    http.get(at('/__sandbox/faults'), () => json(store.faults)),
    /** DELETE /__sandbox/faults → clears all faults. */
    http.delete(at('/__sandbox/faults'), () => {
      const cleared = store.faults.length;
      store.faults = [];
      return json({ status: 'ok', cleared });
    }),
  ];
}
