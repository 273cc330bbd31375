/**
 * Sandbox control of transactions (SANDBOX.md "Sandbox control endpoints"): the CORS preflight of the calls partner
 * host pages make, the start of an interactive transaction (./interactive-start.ts), status changes, the URL
 * callbacks the app asked the API to deliver, and signed transaction tokens.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { transactionSchema } from '../../../lib/api/schemas';
import { TRANSACTION_STATUSES } from '../../../lib/domain/statuses';
import { encodeToken } from '../handlers';
import { CONTROL_CORS_HEADERS, json, type ControlContext } from './context';
import { interactiveStartHandlers } from './interactive-start';

/**
 * POST /__sandbox/transactions/{id}: sets the status (and extra_status, message) of a transaction; time no longer
 * moves it. A form with `return=final-step` (the card page) is sent back to the app's final step with the signed
 * transaction token (spec §3); otherwise → {transaction}. 400 for an unreadable body or an unknown status; 404.
 */
async function transactionUpdate(ctx: ControlContext, request: Request, id: string): Promise<Response> {
  const { store, appOrigin } = ctx;
  const found = store.findTransaction(id);
  if (!found) return json({ error: 'not_found', message: 'Transaction not found' }, 404);
  const isForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
  let body: Record<string, unknown> = {};
  try {
    const text = await request.text();
    body = isForm
      ? Object.fromEntries(new URLSearchParams(text))
      : text.trim()
        ? (JSON.parse(text) as Record<string, unknown>)
        : {};
  } catch {
    return json({ error: 'invalid_body', message: 'The body must be JSON or a form' }, 400);
  }
  const status = String(body.status ?? '');
  if (!(TRANSACTION_STATUSES as readonly string[]).includes(status)) {
    return json(
      { error: 'validation_error', message: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` },
      400,
    );
  }
  const next = transactionSchema.parse({
    ...found.transaction,
    status,
    extra_status:
      body.extra_status === undefined ? found.transaction.extra_status : (body.extra_status as string | null),
    message: body.message === undefined ? found.transaction.message : (body.message as string | null),
    updated_at: new Date().toISOString(),
  });
  Object.assign(found.transaction, next);
  store.stopAuto(id);
  if (isForm && body.return === 'final-step') {
    // Like the card page: back to the final step with the signed transaction token (spec §3).
    const token = await encodeToken({ transaction: found.transaction });
    const location = `${appOrigin}/final-step?id=${encodeURIComponent(id)}&transaction=${encodeURIComponent(token)}`;
    return new HttpResponse(null, { status: 303, headers: { Location: location } });
  }
  return json({ transaction: found.transaction });
}

/** CORS preflight of the control calls the partner host pages make (interactive, transactions). */
function preflightHandlers({ at }: ControlContext): HttpHandler[] {
  return [
    http.options(
      at('/__sandbox/interactive/:kind'),
      () => new HttpResponse(null, { status: 204, headers: CONTROL_CORS_HEADERS }),
    ),
    http.options(
      at('/__sandbox/transactions/*'),
      () => new HttpResponse(null, { status: 204, headers: CONTROL_CORS_HEADERS }),
    ),
  ];
}

/** Status changes: one step along the interactive path, or a status set outright (both CORS). */
function statusHandlers(ctx: ControlContext): HttpHandler[] {
  const { store, at } = ctx;
  return [
    /**
     * POST /__sandbox/transactions/{id}/advance (CORS) → {transaction} one step further along its interactive path
     * (deposit: incomplete → pending_user_transfer_start → pending_anchor → pending_stellar → completed; withdrawal:
     * … pending_anchor → pending_external → completed); time no longer moves it. 409 at the end or off the path; 404.
     */
    http.post(at('/__sandbox/transactions/:id/advance'), ({ params }) => {
      const result = store.stepTransaction(String(params.id), Date.now());
      if (result === null)
        return json({ error: 'not_found', message: 'Transaction not found' }, 404, CONTROL_CORS_HEADERS);
      if (result === 'final')
        return json(
          { error: 'not_advanceable', message: 'The transaction is at the end of its path or off it' },
          409,
          CONTROL_CORS_HEADERS,
        );
      return json({ transaction: result }, 200, CONTROL_CORS_HEADERS);
    }),
    /** POST /__sandbox/transactions/{id} {status, extra_status?, message?} (JSON or form; CORS) → {transaction}; time no longer moves it. */
    http.post(at('/__sandbox/transactions/:id'), async ({ request, params }) => {
      const response = await transactionUpdate(ctx, request, String(params.id));
      if (response.status >= 300 && response.status < 400) return response;
      const headers = new Headers(response.headers);
      for (const [k, v] of Object.entries(CONTROL_CORS_HEADERS)) headers.set(k, v);
      return new HttpResponse(response.body, { status: response.status, headers });
    }),
  ];
}

/** The URL callbacks the app asked the API to deliver: read and forget them. */
function callbackHandlers({ store, at }: ControlContext): HttpHandler[] {
  return [
    /** GET /__sandbox/callbacks[?transaction=ID] → the URL callbacks the app asked the API to deliver, newest first. */
    http.get(at('/__sandbox/callbacks'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction');
      return json(id ? store.callbacks.filter((c) => c.transaction_id === id) : store.callbacks);
    }),
    /** DELETE /__sandbox/callbacks → forgets them. */
    http.delete(at('/__sandbox/callbacks'), () => {
      store.callbacks = [];
      return json({ status: 'ok' });
    }),
  ];
}

/** Signed transaction tokens, as the app's final step receives them. */
function tokenHandlers({ store, at }: ControlContext): HttpHandler[] {
  return [
    /** GET /__sandbox/token?transaction=ID → {token}: a three-part token whose payload is {transaction}. */
    http.get(at('/__sandbox/token'), async ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction') ?? '';
      const found = store.findTransaction(id);
      if (!found) return json({ error: 'not_found', message: 'Transaction not found' }, 404);
      return json({ token: await encodeToken({ transaction: found.transaction }) });
    }),
  ];
}

/** The handlers of this part, in matching order. */
export function transactionControlHandlers(ctx: ControlContext): HttpHandler[] {
  return [
    ...preflightHandlers(ctx),
    ...interactiveStartHandlers(ctx),
    ...statusHandlers(ctx),
    ...callbackHandlers(ctx),
    ...tokenHandlers(ctx),
  ];
}
