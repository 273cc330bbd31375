/** Sandbox control: fault injection (POST/GET/DELETE /__sandbox/faults). */
import { http, type HttpHandler } from 'msw';
import { controlWriteRefusal, json, type ControlContext } from './context';
import { isScope } from '../scope';
import type { FaultOptions } from '../store';

/** The handlers of this part, in matching order. */
export function faultHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, log, at } = ctx;

  return [
    /**
     * POST /__sandbox/faults {method, path, status?, body?, times?, delayMs?, scope?} → 201 {fault}. With `delayMs`
     * the request first waits that long (≤ 60 000 ms), then answers `status` or, without one, as it would have. With
     * `scope` (1–64 of `[A-Za-z0-9_-]`) only requests carrying the cookie `sandbox-scope=<scope>` meet it: one
     * test's browser, beside others running at the same time.
     */
    http.post(at('/__sandbox/faults'), async ({ request }) => {
      const refusal = controlWriteRefusal(request);
      if (refusal) return refusal;
      let b: { [option in keyof FaultOptions]?: unknown };
      try {
        b = (await request.json()) as typeof b;
      } catch {
        return json({ error: 'invalid_body', message: 'JSON body expected' }, 400);
      }
      const method = typeof b.method === 'string' ? b.method.toUpperCase() : '';
      const path = typeof b.path === 'string' ? b.path : '';
      const delayMs = b.delayMs === undefined ? undefined : Number(b.delayMs);
      const status = b.status === undefined && delayMs !== undefined ? undefined : Number(b.status);
      const times = b.times === undefined ? 1 : Number(b.times);
      const { scope } = b;
      if (scope !== undefined && !isScope(scope)) {
        return json({ error: 'validation_error', message: 'scope must be 1-64 of A-Z a-z 0-9 _ -' }, 400);
      }
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
        ...(scope !== undefined ? { scope } : {}),
        remaining: times,
      });
      log(
        `fault armed: ${method} ${fault.path} → ${status ?? 'as usual'}${delayMs ? ` after ${delayMs} ms` : ''} ×${times}${scope ? ` (scope ${scope})` : ''}`,
      );
      return json({ fault }, 201);
    }),
    /** GET /__sandbox/faults[?scope=S] → the armed faults (of scope S only, with it). */
    http.get(at('/__sandbox/faults'), ({ request }) => {
      const refusal = controlWriteRefusal(request);
      if (refusal) return refusal;
      const scope = new URL(request.url).searchParams.get('scope');
      return json(scope === null ? store.faults : store.faults.filter((f) => f.scope === scope));
    }),
    /** DELETE /__sandbox/faults[?scope=S] → clears all faults (of scope S only, with it). */
    http.delete(at('/__sandbox/faults'), ({ request }) => {
      const refusal = controlWriteRefusal(request);
      if (refusal) return refusal;
      const scope = new URL(request.url).searchParams.get('scope');
      const before = store.faults.length;
      store.faults = scope === null ? [] : store.faults.filter((f) => f.scope !== scope);
      return json({ status: 'ok', cleared: before - store.faults.length });
    }),
  ];
}
