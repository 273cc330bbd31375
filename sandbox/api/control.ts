/**
 * msw handlers of the sandbox control endpoints (SANDBOX.md "Sandbox control endpoints"), the local Sentry
 * ingest (the DSN `http://sandbox@127.0.0.1:4010/1` posts envelopes here) and the "external" terms, privacy and
 * checkout pages. Never under the API base path, never proxied by the app. Uses node:zlib (gzip envelopes),
 * so Node only (the running sandbox and Jest).
 */
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { transactionSchema } from '../../lib/api/schemas';
import {
  BLOCKCHAINS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  type Blockchain,
  type TransactionKind,
} from '../../lib/transactions/statuses';
import { SEED_EMAILS } from '../config';
import { encodeToken, quote } from './handlers';
import {
  PAYMENT_CURRENCIES,
  buildTransaction,
  randomId,
  type MailMessage,
  type SandboxStore,
  type SentryEvent,
} from './store';

/** Options of {@link buildControlHandlers}. */
export interface ControlOptions {
  store: SandboxStore;
  /** Whether the sandbox (Kratos and the seed) is ready; GET /__sandbox/health answers 200 only then. */
  isReady: () => Promise<boolean>;
  /** Deletes all identities and recreates the seed (Kratos admin API). Omitted in Jest. */
  resetIdentities?: () => Promise<Record<string, string>>;
  /** Origin of the app, for links from the sandbox pages (default http://localhost:3000). */
  appOrigin?: string;
  /** Origin the handlers match (default `'*'`). */
  origin?: string;
  /** Logger (default: none). */
  log?: (message: string) => void;
}

const MAX_KEPT = 500;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, X-Sentry-Auth, Content-Encoding, sentry-trace, baggage',
  'Access-Control-Max-Age': '600',
};

/**
 * CORS of the control calls a partner host page makes from its own origin (sandbox/hosts/pages/interactive.ts:
 * create an interactive transaction, move it on). No credentials: these calls need none.
 */
const CONTROL_CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '600',
};

/** Longest step between two automatic status changes of an interactive transaction (10 minutes). */
export const MAX_STEP_MS = 600_000;

/** Reads a JSON object or form body; null when it is neither. */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  const isForm = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
  try {
    const text = await request.text();
    if (isForm) return Object.fromEntries(new URLSearchParams(text));
    if (!text.trim()) return {};
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** Escapes text for HTML. */
export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** A small standalone HTML page. */
export function htmlPage(title: string, bodyHtml: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#222}
h1{color:#18CF71}button,input{font:inherit;padding:.5rem .8rem;margin:.25rem 0}button{cursor:pointer}
.card{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}</style></head>
<body>${bodyHtml}</body></html>`;
  return new HttpResponse(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Extracts the one-time code of a Kratos courier message: template_data first, else a 6-digit number in the body. */
export function extractCode(templateData: unknown, body: string): string | null {
  if (templateData && typeof templateData === 'object') {
    const data = templateData as Record<string, unknown>;
    for (const key of ['login_code', 'verification_code', 'recovery_code', 'registration_code']) {
      if (typeof data[key] === 'string' && data[key]) return data[key] as string;
    }
  }
  return /\b(\d{6})\b/.exec(body)?.[1] ?? null;
}

/** Decompresses a request body according to Content-Encoding (or the gzip magic bytes). */
function decode(bytes: Buffer, encoding: string | null): Buffer {
  const enc = (encoding ?? '').toLowerCase().trim();
  if (enc === 'gzip' || enc === 'x-gzip' || (bytes[0] === 0x1f && bytes[1] === 0x8b)) return gunzipSync(bytes);
  if (enc === 'deflate') return inflateSync(bytes);
  if (enc === 'br') return brotliDecompressSync(bytes);
  return bytes;
}

/**
 * Parses a Sentry envelope (https://develop.sentry.dev/sdk/envelopes/): a JSON header line, then items of a JSON
 * item header line and a payload (exactly `length` bytes when the header gives one, else up to the next newline).
 */
export function parseEnvelope(bytes: Buffer): {
  header: Record<string, unknown>;
  items: Array<{ type: string; payload: Buffer }>;
} {
  let pos = 0;
  const line = (): Buffer => {
    const nl = bytes.indexOf(0x0a, pos);
    const end = nl < 0 ? bytes.length : nl;
    const out = bytes.subarray(pos, end);
    pos = nl < 0 ? bytes.length : nl + 1;
    return out;
  };
  const header = JSON.parse(line().toString('utf8') || '{}') as Record<string, unknown>;
  const items: Array<{ type: string; payload: Buffer }> = [];
  while (pos < bytes.length) {
    const raw = line().toString('utf8').trim();
    if (!raw) continue;
    const itemHeader = JSON.parse(raw) as { type?: string; length?: number };
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = bytes.subarray(pos, pos + itemHeader.length);
      pos += itemHeader.length;
      if (bytes[pos] === 0x0a) pos += 1;
    } else {
      payload = line();
    }
    items.push({ type: String(itemHeader.type ?? ''), payload });
  }
  return { header, items };
}

const TERMS_HTML = `
<h1>Terms and Conditions</h1>
<p>These sandbox terms stand in for the payment provider's external terms page. They are not legal text.</p>
<h2>1. The service</h2>
<p>The service lets you buy a stablecoin with fiat currency (on-ramp) and sell it for fiat currency (off-ramp).</p>
<h2>2. Your account</h2>
<p>You keep your credentials secret and you are responsible for the orders placed with your account.</p>
<h2>3. Orders and fees</h2>
<p>Every order shows its rate and fee before you confirm it. An open order must be finished before a new one starts.</p>
<h2>4. Identity verification</h2>
<p>Some orders require identity verification (KYC) before they can be processed.</p>
<h2>5. Contact</h2>
<p>Questions about these terms go to support@example.com.</p>`;

const PRIVACY_HTML = `
<h1>Privacy and Cookies Policy</h1>
<p>This sandbox policy stands in for the payment provider's external privacy page. It is not legal text.</p>
<h2>1. Data we collect</h2>
<p>Your e-mail address, billing details, identity verification results and transaction history.</p>
<h2>2. Why we collect it</h2>
<p>To process your orders, to meet anti-money-laundering rules and to keep your account secure.</p>
<h2>3. Cookies</h2>
<p>We keep your session, language, theme and order form in cookies so the widget remembers them.</p>
<h2>4. Your rights</h2>
<p>You may ask for a copy of your data or for its deletion by writing to privacy@example.com.</p>`;

/**
 * Faults on the "external" terms and privacy pages (the documents the app's /terms-and-conditions and
 * /privacy-and-cookies-policy show): POST /__sandbox/faults with the page's own path, e.g.
 * `{method: 'GET', path: '/__sandbox/pages/terms', status: 500}`, makes the next `times` requests of that page
 * answer with the fault instead. As for API faults: 204/304 → no body; an object body → JSON; no body →
 * `{error:'sandbox_fault'}`. Unlike API faults, a string body is served as text/html (these are pages), so a
 * test can also hand the app a document of its choosing (e.g. hostile markup for the sanitiser).
 * @returns the fault's response, or null when no fault is armed for this request.
 */
export function documentFault(store: SandboxStore, request: Request): Response | null {
  const fault = store.takeFault(request.method, new URL(request.url).pathname);
  if (!fault) return null;
  const { status } = fault;
  if (status === 204 || status === 304) return new HttpResponse(null, { status });
  if (typeof fault.body === 'string') {
    return new HttpResponse(fault.body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
  return json(fault.body ?? { error: 'sandbox_fault', message: `Injected fault: ${status}` }, status);
}

/**
 * Builds the control, Sentry-ingest and page handlers. The product API handlers are separate (./handlers.ts).
 */
export function buildControlHandlers(options: ControlOptions): HttpHandler[] {
  const { store } = options;
  const origin = options.origin ?? '*';
  const appOrigin = options.appOrigin ?? 'http://localhost:3000';
  const log = options.log ?? (() => {});
  const at = (path: string) => `${origin}${path}`;

  const keepEvent = (event: Record<string, unknown>) => {
    store.sentry.unshift({ ...event, received_at: new Date().toISOString() } as SentryEvent);
    store.sentry.length = Math.min(store.sentry.length, MAX_KEPT);
    const exc = (event.exception as { values?: Array<{ type?: string; value?: string }> } | undefined)?.values?.[0];
    const title = exc ? `${exc.type}: ${exc.value}` : JSON.stringify(event.message ?? '');
    log(`sentry event ${String(event.event_id ?? '')}: ${title.replace(/\s+/g, ' ').slice(0, 200)}`);
  };

  const transactionUpdate = async (request: Request, id: string): Promise<Response> => {
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
      const token = encodeToken({ transaction: found.transaction });
      const location = `${appOrigin}/final-step?id=${encodeURIComponent(id)}&transaction=${encodeURIComponent(token)}`;
      return new HttpResponse(null, { status: 303, headers: { Location: location } });
    }
    return json({ transaction: found.transaction });
  };

  return [
    /** GET /__sandbox/health → 200 {status:'ok'} once ready, else 503 {status:'starting'}. */
    http.get(at('/__sandbox/health'), async () =>
      (await options.isReady()) ? json({ status: 'ok' }) : json({ status: 'starting' }, 503),
    ),
    /** POST /__sandbox/reset → reseeds product data and identities; clears faults, mail and Sentry events. */
    http.post(at('/__sandbox/reset'), async () => {
      store.reset();
      try {
        const identities = options.resetIdentities ? await options.resetIdentities() : {};
        return json({ status: 'ok', identities });
      } catch (e) {
        return json({ error: 'reset_failed', message: (e as Error).message }, 500);
      }
    }),

    /** GET /__sandbox/mail?to=EMAIL → [{to, template_type, code, subject, body, created_at}], newest first. */
    http.get(at('/__sandbox/mail'), ({ request }) => {
      const to = new URL(request.url).searchParams.get('to')?.trim().toLowerCase();
      return json(to ? store.mail.filter((m) => m.to.toLowerCase() === to) : store.mail);
    }),
    /** DELETE /__sandbox/mail → clears the mail box. */
    http.delete(at('/__sandbox/mail'), () => {
      store.mail = [];
      return json({ status: 'ok' });
    }),
    /** POST /__sandbox/courier ← Kratos courier (the whole template context, see identity/courier-body.jsonnet). */
    http.post(at('/__sandbox/courier'), async ({ request }) => {
      let ctx: Record<string, unknown>;
      try {
        ctx = (await request.json()) as Record<string, unknown>;
      } catch {
        return json({ error: 'invalid_body' }, 400);
      }
      const body = typeof ctx.body === 'string' ? ctx.body : '';
      const message: MailMessage = {
        to: String(ctx.recipient ?? ''),
        template_type: String(ctx.template_type ?? ''),
        code: extractCode(ctx.template_data, body),
        subject: typeof ctx.subject === 'string' ? ctx.subject : null,
        body,
        created_at: new Date().toISOString(),
      };
      store.mail.unshift(message);
      store.mail.length = Math.min(store.mail.length, MAX_KEPT);
      log(`mail to ${message.to} (${message.template_type}) code=${message.code ?? '-'}`);
      return json({ status: 'ok' });
    }),

    /** POST /__sandbox/faults {method, path, status, body?, times?} → 201 {fault}. */
    http.post(at('/__sandbox/faults'), async ({ request }) => {
      let b: Record<string, unknown>;
      try {
        b = (await request.json()) as Record<string, unknown>;
      } catch {
        return json({ error: 'invalid_body', message: 'JSON body expected' }, 400);
      }
      const method = typeof b.method === 'string' ? b.method.toUpperCase() : '';
      const path = typeof b.path === 'string' ? b.path : '';
      const status = Number(b.status);
      const times = b.times === undefined ? 1 : Number(b.times);
      if (!method || !path.startsWith('/') || !Number.isInteger(status) || status < 100 || status > 599) {
        return json(
          { error: 'validation_error', message: 'Expected {method, path: "/…", status: 100-599, body?, times?}' },
          400,
        );
      }
      if (!Number.isInteger(times) || times < 1)
        return json({ error: 'validation_error', message: 'times must be ≥ 1' }, 400);
      const fault = store.addFault({ method, path: path.split('?')[0]!, status, body: b.body, remaining: times });
      log(`fault armed: ${method} ${fault.path} → ${status} ×${times}`);
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

    /** GET /__sandbox/sentry → the error events received, newest first (raw Sentry events + received_at). */
    http.get(at('/__sandbox/sentry'), () => json(store.sentry)),
    /** DELETE /__sandbox/sentry → forgets the events. */
    http.delete(at('/__sandbox/sentry'), () => {
      store.sentry = [];
      return json({ status: 'ok' });
    }),
    /** OPTIONS preflight of the Sentry ingest (the browser SDK posts cross-origin). */
    http.options(at('/api/:projectId/*'), () => new HttpResponse(null, { status: 204, headers: CORS_HEADERS })),
    /** POST /api/{project}/envelope/ ← Sentry SDK envelopes; keeps items of type 'event'. */
    http.post(at('/api/:projectId/envelope'), async ({ request }) => {
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
    http.post(at('/api/:projectId/store'), async ({ request }) => {
      try {
        const bytes = decode(Buffer.from(await request.arrayBuffer()), request.headers.get('content-encoding'));
        const event = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
        keepEvent(event);
        return json({ id: event.event_id ?? null }, 200, CORS_HEADERS);
      } catch (e) {
        return json({ error: 'invalid_event', message: (e as Error).message }, 400, CORS_HEADERS);
      }
    }),

    /** CORS preflight of the control calls the partner host pages make (interactive, transactions). */
    http.options(
      at('/__sandbox/interactive/:kind'),
      () => new HttpResponse(null, { status: 204, headers: CONTROL_CORS_HEADERS }),
    ),
    http.options(
      at('/__sandbox/transactions/*'),
      () => new HttpResponse(null, { status: 204, headers: CONTROL_CORS_HEADERS }),
    ),
    /**
     * POST /__sandbox/interactive/{deposit|withdrawal} {email?, amount?, currency?, blockchain?, step_ms?} (JSON or
     * form; CORS) → 201 {type: 'interactive_customer_info_needed', id, url, transaction}: stands in for a wallet's
     * SEP-24 POST /transactions/{kind}/interactive. Creates an `incomplete` transaction for `email` (default
     * demo@example.com) on `blockchain` (default stellar) in `currency` (default BRL), priced with the quote when
     * `amount` (the amount in: fiat for a deposit, USDC for a withdrawal) is given; `url` is the app's
     * /interactive-flow for it. After the person confirms, it moves one step every `step_ms` ms (default 0: only
     * control calls move it). Not an open order: has_pending_action and POST on-/off-ramp ignore it.
     */
    http.post(at('/__sandbox/interactive/:kind'), async ({ request, params }) => {
      const cors = CONTROL_CORS_HEADERS;
      const kind = String(params.kind);
      if (!(TRANSACTION_KINDS as readonly string[]).includes(kind)) {
        return json({ error: 'not_found', message: 'Use /__sandbox/interactive/deposit or /withdrawal' }, 404, cors);
      }
      const body = await readBody(request);
      if (!body) return json({ error: 'invalid_body', message: 'The body must be JSON or a form' }, 400, cors);
      const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
      const email = (text(body.email) || SEED_EMAILS.demo).toLowerCase();
      const currency = (text(body.currency) || 'BRL').toUpperCase();
      const blockchain = text(body.blockchain) || 'stellar';
      const amount = text(body.amount);
      const stepMs = text(body.step_ms) === '' ? 0 : Number(text(body.step_ms));
      const errors: Record<string, string> = {};
      if (!/^[^@\s]+@[^@\s]+$/.test(email)) errors.email = 'Must be an e-mail address';
      if (!PAYMENT_CURRENCIES.includes(currency)) errors.currency = `Must be one of ${PAYMENT_CURRENCIES.join(', ')}`;
      if (!(BLOCKCHAINS as readonly string[]).includes(blockchain))
        errors.blockchain = `Must be one of ${BLOCKCHAINS.join(', ')}`;
      if (!Number.isInteger(stepMs) || stepMs < 0 || stepMs > MAX_STEP_MS)
        errors.step_ms = `Must be an integer from 0 to ${MAX_STEP_MS}`;
      const mode = kind === 'deposit' ? 'on-ramp' : 'off-ramp';
      const priced =
        amount && !errors.currency && !errors.blockchain
          ? quote(mode, amount, currency, blockchain as Blockchain)
          : null;
      if (priced && 'error' in priced) errors.amount = priced.error;
      if (Object.keys(errors).length)
        return json({ error: 'validation_error', message: 'The transaction is invalid', errors }, 400, cors);
      const user = store.user(email);
      const tx = buildTransaction({
        id: randomId(),
        kind: kind as TransactionKind,
        status: 'incomplete',
        blockchain: blockchain as Blockchain,
        fiat: currency,
        fiatAmount: 1,
        startedAt: new Date(),
        walletId: user.wallets.find((w) => w.blockchain === blockchain)?.id ?? null,
      });
      const amounts =
        priced && !('error' in priced)
          ? { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee }
          : { amount_in: null, amount_out: null, amount_fee: null };
      Object.assign(tx, amounts);
      user.transactions.push(tx);
      user.interactiveID = tx.id;
      store.trackInteractive(tx, stepMs);
      const url = `${appOrigin}/interactive-flow?${new URLSearchParams({ 'interactive-id': tx.id }).toString()}`;
      log(`interactive ${kind} ${tx.id} for ${email} (step ${stepMs} ms)`);
      return json({ type: 'interactive_customer_info_needed', id: tx.id, url, transaction: tx }, 201, cors);
    }),
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
    /** POST /__sandbox/transactions/{id} {status, extra_status?, message?} (JSON or form; CORS) → {transaction}; time no longer moves it. */
    http.post(at('/__sandbox/transactions/:id'), async ({ request, params }) => {
      const response = await transactionUpdate(request, String(params.id));
      if (response.status >= 300 && response.status < 400) return response;
      const headers = new Headers(response.headers);
      for (const [k, v] of Object.entries(CONTROL_CORS_HEADERS)) headers.set(k, v);
      return new HttpResponse(response.body, { status: response.status, headers });
    }),
    /** GET /__sandbox/token?transaction=ID → {token}: a three-part token whose payload is {transaction}. */
    http.get(at('/__sandbox/token'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction') ?? '';
      const found = store.findTransaction(id);
      if (!found) return json({ error: 'not_found', message: 'Transaction not found' }, 404);
      return json({ token: encodeToken({ transaction: found.transaction }) });
    }),

    /** GET /__sandbox/pages/terms → HTML, unless a fault is armed for this path (see {@link documentFault}). */
    http.get(
      at('/__sandbox/pages/terms'),
      ({ request }) => documentFault(store, request) ?? htmlPage('Terms and Conditions', TERMS_HTML),
    ),
    /** GET /__sandbox/pages/privacy → HTML, unless a fault is armed for this path (see {@link documentFault}). */
    http.get(
      at('/__sandbox/pages/privacy'),
      ({ request }) => documentFault(store, request) ?? htmlPage('Privacy and Cookies Policy', PRIVACY_HTML),
    ),
    /**
     * GET /__sandbox/pages/kyc?token=sbx_kyc_…&app_id=… → the identity verification provider's hosted page (the
     * `url` of GET /kyc/token). Approve / Reject post `{type:'kyc.outcome', status, token}` to the opener, or the
     * parent when framed, with the app's origin as the explicit target origin; `{type:'kyc.ready', token}` on load.
     */
    http.get(at('/__sandbox/pages/kyc'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const token = q.get('token') ?? '';
      if (!/^sbx_kyc_[A-Za-z0-9]{8,64}$/.test(token)) {
        return htmlPage(
          'Invalid verification link',
          '<h1>Invalid verification link</h1><p>This verification link has no valid token.</p>',
          400,
        );
      }
      const appId = q.get('app_id') ?? '-';
      // JSON inside <script>: escape "<" so no value can close the script element.
      const js = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
      return htmlPage(
        'Sandbox identity check',
        `<h1>Sandbox identity check</h1>
<p>A stand-in for the identity verification provider: choose the outcome of this verification.</p>
<div class="card"><p>Verification <code>${escapeHtml(token.slice(0, 16))}…</code> for app <code>${escapeHtml(appId)}</code></p></div>
<button type="button" id="approve">Approve</button> <button type="button" id="reject">Reject</button>
<p id="result" role="status"></p>
<script>
(function () {
  var target = window.opener || (window.parent !== window ? window.parent : null);
  var origin = ${js(appOrigin)};
  var token = ${js(token)};
  var result = document.getElementById('result');
  function send(message) { if (target) target.postMessage(message, origin); }
  if (!target) result.textContent = 'Open this page from the app to send the outcome back.';
  send({ type: 'kyc.ready', token: token });
  function decide(status) {
    send({ type: 'kyc.outcome', status: status, token: token });
    document.getElementById('approve').disabled = true;
    document.getElementById('reject').disabled = true;
    result.textContent = 'Outcome sent: ' + status + '.';
  }
  document.getElementById('approve').addEventListener('click', function () { decide('approved'); });
  document.getElementById('reject').addEventListener('click', function () { decide('rejected'); });
})();
</script>`,
      );
    }),
    /**
     * GET /__sandbox/pages/checkout?transaction=ID (or ?mode&amount&payment_currency&crypto_currency) → the
     * payment provider's page of a ramp order; its buttons set the transaction status and return to /final-step.
     */
    http.get(at('/__sandbox/pages/checkout'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const id = q.get('transaction');
      if (!id) {
        const rows = ['mode', 'amount', 'payment_currency', 'crypto_currency', 'crypto_method_guid']
          .map((k) => `<li>${k}: ${escapeHtml(q.get(k) ?? '-')}</li>`)
          .join('');
        return htmlPage(
          'Sandbox checkout',
          `<h1>Sandbox checkout</h1><p>The payment provider's page of a ramp order.</p><div class="card"><ul>${rows}</ul></div>
<p><a href="${escapeHtml(appOrigin)}/transactions">Back to the app</a></p>`,
        );
      }
      const found = store.findTransaction(id);
      if (!found) return htmlPage('Order not found', '<h1>Order not found</h1><p>No such order.</p>', 404);
      const t = found.transaction;
      const button = (status: string, label: string) =>
        `<form method="post" action="/__sandbox/transactions/${encodeURIComponent(t.id)}" style="display:inline">
<input type="hidden" name="status" value="${status}"><input type="hidden" name="return" value="final-step">
<button type="submit">${label}</button></form>`;
      return htmlPage(
        'Sandbox checkout',
        `<h1>Sandbox checkout</h1>
<div class="card"><p>Order <code>${escapeHtml(t.id)}</code> (${escapeHtml(t.kind)}, ${escapeHtml(t.blockchain)})</p>
<p>Status: <strong>${escapeHtml(t.status)}</strong></p>
<p>You pay: ${escapeHtml(t.amount_in ?? '-')} ${escapeHtml(t.details.amount_in_asset.split(':')[0] === 'iso4217' ? (t.details.amount_in_asset.split(':')[1] ?? '') : 'USDC')}</p>
<p>You get: ${escapeHtml(t.amount_out ?? '-')} ${escapeHtml(t.details.amount_out_asset.split(':')[0] === 'iso4217' ? (t.details.amount_out_asset.split(':')[1] ?? '') : 'USDC')}</p></div>
${button('completed', 'Pay (complete the order)')} ${button('error', 'Fail the payment')} ${button('expired', 'Let it expire')}`,
      );
    }),
    /**
     * GET /__sandbox/pages/card?transaction=ID → the payment provider's hosted card form of a card order (the
     * `payment.url` of GET /transaction-info/{id}), made to sit in the app's /payment frame. It posts to the
     * app's window (target _parent, not _top: the app may itself be framed by a partner's page, which must stay),
     * so the person leaves the card frame for the app's next screen.
     */
    http.get(at('/__sandbox/pages/card'), ({ request }) => {
      const id = new URL(request.url).searchParams.get('transaction') ?? '';
      const found = store.findTransaction(id);
      if (!found) return htmlPage('Order not found', '<h1>Order not found</h1><p>No such order.</p>', 404);
      const t = found.transaction;
      const currency = t.details.amount_in_asset.split(':')[1] ?? '';
      return cardPage(
        `<form method="post" action="/__sandbox/pages/card/${encodeURIComponent(t.id)}" target="_parent" id="card" novalidate>
<p class="amount">${escapeHtml(t.amount_in ?? '')} ${escapeHtml(currency)}</p>
<label>Name on card<input name="holder" autocomplete="cc-name" required maxlength="80"></label>
<label>Card number<input name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242" maxlength="23"></label>
<div class="row"><label>Expiry (MM/YY)<input name="expiry" inputmode="numeric" autocomplete="cc-exp" required placeholder="12/30" maxlength="5"></label>
<label>CVC<input name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123" maxlength="4"></label></div>
<p id="error" role="alert"></p>
<button type="submit">Pay ${escapeHtml(t.amount_in ?? '')} ${escapeHtml(currency)}</button>
<p class="hint">Sandbox cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
</form>
<script>
(function () {
  var form = document.getElementById('card');
  var error = document.getElementById('error');
  form.addEventListener('submit', function (event) {
    var problem = ${checkCardSource}(form.holder.value, form.number.value, form.expiry.value, form.cvc.value, new Date());
    error.textContent = problem || '';
    if (problem) event.preventDefault();
  });
})();
</script>`,
      );
    }),
    /**
     * POST /__sandbox/pages/card/{id} (form: holder, number, expiry, cvc) → 303 to the app: paid (4242…) →
     * status completed, declined (4000 0000 0000 0002) → status error; both to
     * `/final-step?id=ID&transaction=<three-part token of the transaction>`. Invalid card data → back to
     * `/payment?id=ID&error=invalid_card`.
     */
    http.post(at('/__sandbox/pages/card/:id'), async ({ request, params }) => {
      const id = String(params.id);
      const found = store.findTransaction(id);
      if (!found) return htmlPage('Order not found', '<h1>Order not found</h1><p>No such order.</p>', 404);
      const form = new URLSearchParams(await request.text());
      const back = (path: string) =>
        new HttpResponse(null, { status: 303, headers: { Location: `${appOrigin}${path}` } });
      const problem = checkCard(
        form.get('holder') ?? '',
        form.get('number') ?? '',
        form.get('expiry') ?? '',
        form.get('cvc') ?? '',
        new Date(),
      );
      if (problem) return back(`/payment?id=${encodeURIComponent(id)}&error=invalid_card`);
      if (found.transaction.status !== 'incomplete')
        return back(`/payment?id=${encodeURIComponent(id)}&error=not_payable`);
      const declined = (form.get('number') ?? '').replace(/\D/g, '') === '4000000000000002';
      const next = transactionSchema.parse({
        ...found.transaction,
        status: declined ? 'error' : 'completed',
        extra_status: declined ? 'fpf-error' : null,
        message: declined ? 'The card was declined.' : null,
        updated_at: new Date().toISOString(),
      });
      Object.assign(found.transaction, next);
      log(`card payment ${id}: ${declined ? 'declined' : 'paid'}`);
      const token = encodeToken({ transaction: found.transaction });
      return back(`/final-step?id=${encodeURIComponent(id)}&transaction=${encodeURIComponent(token)}`);
    }),
  ];
}

/**
 * Checks the sandbox card form (also run in the page, from its source): a name, a card number that passes the
 * Luhn check (13–19 digits), an expiry MM/YY not in the past, a 3–4 digit CVC.
 * @returns the problem in English, or '' when the data is acceptable.
 */
export function checkCard(holder: string, number: string, expiry: string, cvc: string, now: Date): string {
  if (!holder.trim()) return 'Enter the name on the card.';
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return 'Enter a card number.';
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  if (sum % 10 !== 0) return 'This card number is not valid.';
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'Enter the expiry as MM/YY.';
  const endOfMonth = new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1));
  if (endOfMonth.getTime() <= now.getTime()) return 'This card has expired.';
  if (!/^\d{3,4}$/.test(cvc.trim())) return 'Enter the 3 or 4 digit CVC.';
  return '';
}
const checkCardSource = checkCard.toString();

/** The card form page: compact, to sit in the app's frame. */
function cardPage(bodyHtml: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox card payment</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:12px;color:#1c232b;background:#fff}
form{display:flex;flex-direction:column;gap:10px}label{display:flex;flex-direction:column;gap:4px;font-size:14px;color:#5b6673}
*{box-sizing:border-box}input{font:inherit;font-size:16px;padding:10px 12px;border:1px solid #d5d9df;border-radius:12px;color:#1c232b;width:100%;min-width:0}
.row{display:flex;gap:10px}.row label{flex:1;min-width:0}.amount{font-size:22px;font-weight:700;margin:0}
button{font:inherit;font-weight:600;padding:12px;border:0;border-radius:12px;background:#18CF71;color:#0b2a1b;cursor:pointer}
#error{color:#E42626;margin:0;min-height:1em;font-size:14px}.hint{font-size:12px;color:#5b6673;margin:0}</style></head>
<body>${bodyHtml}</body></html>`;
  return new HttpResponse(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
