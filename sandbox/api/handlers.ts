/**
 * msw request handlers of the product API sandbox: every call of spec §7 under the API base path (SANDBOX.md
 * "Product data"). The same handlers serve HTTP in the running sandbox (sandbox/api/server.ts, through
 * @mswjs/http-middleware) and Jest (sandbox/api/node.ts, through msw/node), so this module depends on neither
 * express nor Node-only APIs. The session check is injected (`whoami`): Kratos whoami over HTTP in the sandbox,
 * a cookie stub in Jest.
 *
 * Response shapes the app's zod schemas (lib/api/schemas.ts) define are parsed before they are sent; the other
 * shapes are documented on each handler and in sandbox/README.md.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  BILLING_FIELD_NAMES,
  CRYPTO_ASSET,
  anchorAccount,
  FIAT_RATES,
  PAYMENT_CURRENCIES,
  buildTransaction,
  newestFirst,
  randomId,
  type BillingValues,
  type Fault,
  type SandboxStore,
  type UserRecord,
} from './store';
import {
  profileSchema,
  transactionCountSchema,
  transactionEnvelopeSchema,
  transactionListSchema,
  transactionSchema,
  userConfigSchema,
  type Transaction,
} from '../../lib/api/schemas';
import { DEFAULT_BILLING_FIELDS } from '../../lib/billing/fields';
import { computeQuote, decimalsOf, hasAtMostDecimals, isDecimalString, type AmountSide } from '../../lib/order/quote';
import { BLOCKCHAINS, type Blockchain, type TransactionKind } from '../../lib/transactions/statuses';
import { partnerHostByOrigin } from '../config';

/**
 * The https origins the sandbox's partners registered for SEP-24 URL callbacks (a real API keeps them per partner).
 * POST /user/transactions/{id}/callback refuses any other origin with 403.
 */
export const PARTNER_CALLBACK_ORIGINS: readonly string[] = [
  'https://lobstr.example',
  'https://beans.example',
  'https://trustwallet.example',
  'https://wallet.example',
];

/** What the session check yields for an active session. */
export interface SessionIdentity {
  /** Kratos identity id (userIdentityId of the profile). */
  identityId: string;
  /** The identity's e-mail trait; product data is keyed by it. */
  email: string;
  /** The raw Kratos session, when known (GET /user/sessions). */
  session?: Record<string, unknown>;
}

/**
 * Session check: the active identity behind a request (its Cookie / X-Session-Token / Authorization headers),
 * `null` when there is no active session. Throwing means the identity service is unreachable (answered 503).
 */
export type Whoami = (request: Request) => Promise<SessionIdentity | null>;

/** Options of {@link buildHandlers}. */
export interface BuildHandlersOptions {
  /** The sandbox state. */
  store: SandboxStore;
  /** The session check. */
  whoami: Whoami;
  /** Origin the handlers match: `'*'` (default: any origin) or e.g. `'http://localhost:3000'`. */
  origin?: string;
  /** The API base path (default `/api/v1`). */
  basePath?: string;
  /** Origin of the app, for links back to it (default http://localhost:3000). */
  appOrigin?: string;
  /** Origin of the sandbox's own pages (checkout page of ramp orders; default http://127.0.0.1:4010). */
  sandboxOrigin?: string;
}

type Params = Record<string, string | readonly string[] | undefined>;
type Info = { request: Request; params: Params };
type AuthedInfo = Info & { user: UserRecord; identity: SessionIdentity; url: URL };

/** JSON answer helper. */
function json(body: unknown, status = 200, headers?: Record<string, string>): Response {
  return HttpResponse.json(body as never, { status, headers });
}

/** `{error, message}` answer helper (every error of the sandbox API has this shape, plus extra fields). */
function error(status: number, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  return json({ error: code, message, ...extra }, status);
}

/** Reads a JSON object body; `null` when the body is not a JSON object. */
async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const text = await request.text();
    if (!text.trim()) return {};
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function param(params: Params, name: string): string {
  const v = params[name];
  return Array.isArray(v) ? String(v[0] ?? '') : String(v ?? '');
}

/**
 * All values of a list query parameter, whatever the array format: repeated keys (`status=a&status=b`, the
 * app's format), brackets (`status[]=a`, `status[0]=a`) or comma-separated.
 */
export function listParam(search: URLSearchParams, name: string): string[] {
  const re = new RegExp(`^${name}(\\[\\d*\\])?$`);
  const out: string[] = [];
  for (const [key, value] of search) {
    if (re.test(key))
      out.push(
        ...value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean),
      );
  }
  return out;
}

/** Parses a date filter; date-only values cover the whole day (UTC). `undefined` when absent, `null` invalid. */
function dateParam(search: URLSearchParams, name: string, endOfDay: boolean): number | null | undefined {
  const raw = search.get(name)?.trim();
  if (!raw) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const t = Date.parse(`${raw}T00:00:00.000Z`);
    return Number.isNaN(t) ? null : endOfDay ? t + 86_400_000 - 1 : t;
  }
  const t = Date.parse(raw);
  return Number.isNaN(t) ? null : t;
}

/** Filters of GET /user/transactions and /count (spec §3), or an error answer. */
function transactionFilter(search: URLSearchParams): ((t: Transaction) => boolean) | Response {
  const kinds = listParam(search, 'kind');
  const statuses = listParam(search, 'status');
  const chains = listParam(search, 'blockchain');
  const walletIds = listParam(search, 'wallet_id');
  const start = dateParam(search, 'start_created_at', false);
  const end = dateParam(search, 'end_created_at', true);
  if (start === null) return error(400, 'invalid_filter', 'start_created_at is not a valid date');
  if (end === null) return error(400, 'invalid_filter', 'end_created_at is not a valid date');
  return (t) => {
    const at = Date.parse(t.started_at);
    return (
      (!kinds.length || kinds.includes(t.kind)) &&
      (!statuses.length || statuses.includes(t.status)) &&
      (!chains.length || chains.includes(t.blockchain)) &&
      (!walletIds.length || walletIds.includes(t.wallet_id ?? '')) &&
      (start === undefined || at >= start) &&
      (end === undefined || at <= end)
    );
  };
}

function intParam(search: URLSearchParams, name: string, fallback: number): number | null {
  const raw = search.get(name)?.trim();
  if (!raw) return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

/**
 * The billing fields the sandbox describes: the app's own default description (one list, lib/billing/fields.ts),
 * typed with the sandbox's field names.
 */
const BILLING_FIELDS = DEFAULT_BILLING_FIELDS as ReadonlyArray<
  (typeof DEFAULT_BILLING_FIELDS)[number] & { name: (typeof BILLING_FIELD_NAMES)[number] }
>;

function emptyBilling(): BillingValues {
  return Object.fromEntries(BILLING_FIELD_NAMES.map((n) => [n, ''])) as BillingValues;
}

/** Field errors of billing values (empty object when valid). Messages are English; `error` codes are stable. */
export function validateBilling(values: BillingValues, now = new Date()): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of BILLING_FIELDS) {
    const v = values[field.name].trim();
    if (!v) {
      if (field.required) errors[field.name] = 'This field is required';
      continue;
    }
    if (v.length > 100) errors[field.name] = 'Must be at most 100 characters';
    else if (field.options && !field.options.includes(v))
      errors[field.name] = `Must be one of ${field.options.join(', ')}`;
  }
  const birth = values.birth_date.trim();
  if (birth && !errors.birth_date) {
    const t = Date.parse(`${birth}T00:00:00.000Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || Number.isNaN(t)) errors.birth_date = 'Must be a date (YYYY-MM-DD)';
    else {
      const adult = new Date(t);
      adult.setUTCFullYear(adult.getUTCFullYear() + 18);
      if (adult.getTime() > now.getTime()) errors.birth_date = 'You must be at least 18 years old';
    }
  }
  if (values.phone.trim() && !/^\+?[0-9 ()-]{7,20}$/.test(values.phone.trim())) errors.phone = 'Must be a phone number';
  if (values.document_type === 'CPF' && values.document_number.trim() && !errors.document_number) {
    if (!/^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/.test(values.document_number.trim())) {
      errors.document_number = 'Must be a CPF (000.000.000-00)';
    }
  }
  if (values.postal_code.trim() && !/^[A-Za-z0-9 -]{3,10}$/.test(values.postal_code.trim())) {
    errors.postal_code = 'Must be a postal code';
  }
  for (const n of ['first_name', 'last_name', 'city'] as const) {
    if (values[n].trim() && !errors[n] && /[0-9<>{}]/.test(values[n])) errors[n] = 'Must contain letters only';
  }
  return errors;
}

function billingAnswer(user: UserRecord): Record<string, unknown> {
  const values = user.billing ?? emptyBilling();
  return {
    fields: BILLING_FIELDS.map((f) => ({ ...f, value: values[f.name] })),
    values,
    is_complete: user.billing !== null && Object.keys(validateBilling(user.billing)).length === 0,
  };
}

/** The GET /rates row of a fiat currency: fiat per 1 USDC when buying and selling, fee in percent of fiat. */
function rateRow(currency: string) {
  return {
    payment_currency: currency,
    crypto_currency: 'USDC',
    crypto_asset: CRYPTO_ASSET,
    buy_rate: (1 / (FIAT_RATES[currency] ?? 1)).toFixed(4),
    sell_rate: (0.99 / (FIAT_RATES[currency] ?? 1)).toFixed(4),
    fee_percent: '1.00',
  };
}

/**
 * The quote of an order (GET /rates, POST on-/off-ramp), with the app's own arithmetic (lib/order/quote: decimal
 * strings on big.js, fiat 2 decimals, USDC 7 on stellar / 6 on tron and ethereum), so what the order screen
 * shows is what the order becomes. `amount` is the amount in (`side` in) or the amount out (`side` out).
 * @returns the quote, or a field error message when the amount is not a positive decimal with the decimals of its
 *   currency.
 */
export function quote(
  mode: 'on-ramp' | 'off-ramp',
  amount: string,
  paymentCurrency: string,
  blockchain: Blockchain = 'stellar',
  side: AmountSide = 'in',
): Record<string, string> | { error: string } {
  const value = amount.trim();
  if (!isDecimalString(value) || !(Number(value) > 0)) return { error: 'Must be a positive amount' };
  const dp = decimalsOf(mode, side, blockchain);
  if (!hasAtMostDecimals(value, dp)) return { error: `Must have at most ${dp} decimals` };
  const q = computeQuote({ mode, rate: rateRow(paymentCurrency), blockchain, side, amount: value });
  return {
    mode,
    amount_in: q.amount_in,
    amount_out: q.amount_out,
    fee: q.fee,
    rate: q.rate,
    fee_percent: q.fee_percent,
    blockchain,
  };
}

/** Decodes the middle part of a three-part token (spec §3: "the middle part is decoded to give payload"). */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const b64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Encodes a sandbox three-part token `header.payload.signature` (signature is not verifiable: sandbox only). */
export function encodeToken(payload: Record<string, unknown>): string {
  const b64url = (value: unknown) => {
    const bytes = new TextEncoder().encode(JSON.stringify(value));
    return btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  };
  return `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.sandbox`;
}

/**
 * Builds the product API handlers (all under `${origin}${basePath}`), in matching order: fault injection first
 * (POST /__sandbox/faults), then each call of spec §7, then a JSON 404 for unknown API paths.
 * Answers 401 `{error:'unauthorized'}` without an active session on /user/*, /kyc/*, /on-ramp, /off-ramp.
 */
export function buildHandlers(options: BuildHandlersOptions): HttpHandler[] {
  const { store, whoami } = options;
  const origin = options.origin ?? '*';
  const basePath = options.basePath ?? '/api/v1';
  const appOrigin = options.appOrigin ?? 'http://localhost:3000';
  const sandboxOrigin = options.sandboxOrigin ?? 'http://127.0.0.1:4010';
  const api = (path: string) => `${origin}${basePath}${path}`;

  /** Path after the API base, as faults name it (e.g. `/user/profile`). */
  const apiPath = (url: string): string => {
    const pathname = new URL(url).pathname;
    const i = pathname.indexOf(basePath);
    const rest = i >= 0 ? pathname.slice(i + basePath.length) : pathname;
    return rest.length > 1 ? rest.replace(/\/+$/, '') : rest || '/';
  };

  const faultResponse = (fault: Fault): Response => {
    const status = fault.status;
    if (status === 204 || status === 304) return new HttpResponse(null, { status });
    if (typeof fault.body === 'string') {
      return new HttpResponse(fault.body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    }
    return json(fault.body ?? { error: 'sandbox_fault', message: `Injected fault: ${status}` }, status);
  };

  /** Wraps a resolver with the Kratos session check. */
  const authed =
    (resolver: (info: AuthedInfo) => Response | Promise<Response>) =>
    async (info: Info): Promise<Response> => {
      let identity: SessionIdentity | null;
      try {
        identity = await whoami(info.request);
      } catch (e) {
        return error(503, 'identity_unavailable', `Session check failed: ${(e as Error).message}`);
      }
      if (!identity) return error(401, 'unauthorized', 'An active session is required');
      const user = store.user(identity.email);
      return resolver({ ...info, user, identity, url: new URL(info.request.url) });
    };

  const ownTransaction = (user: UserRecord, id: string) => user.transactions.find((t) => t.id === id);

  /** Ids of the orders created with `payment_method: 'card'` (paid on the provider's card form, /payment). */
  const cardOrders = new Set<string>();

  /** POST /on-ramp and /off-ramp. */
  const createOrder = (mode: 'on-ramp' | 'off-ramp') =>
    authed(async ({ request, user }) => {
      const open = store.openOrder(user);
      if (open) {
        return error(409, 'order_already_open', 'An order is already open; finish or cancel it first', {
          transaction_id: open.id,
        });
      }
      const body = await readJsonObject(request);
      if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
      const errors: Record<string, string> = {};
      const amountRaw = body.amount ?? body.amount_in;
      const amountText = typeof amountRaw === 'number' || typeof amountRaw === 'string' ? String(amountRaw).trim() : '';
      const amount = Number(amountText);
      if (!(amount > 0) || !Number.isFinite(amount)) errors.amount = 'Must be a positive amount';
      const currency = String(body.payment_currency ?? 'BRL').toUpperCase();
      if (!PAYMENT_CURRENCIES.includes(currency))
        errors.payment_currency = `Must be one of ${PAYMENT_CURRENCIES.join(', ')}`;
      const crypto = String(body.crypto_currency ?? 'USDC').toUpperCase();
      if (crypto !== 'USDC') errors.crypto_currency = 'Must be USDC';
      const wallet = user.wallets.find((w) => w.id === body.wallet_id);
      const chainRaw = String(body.blockchain ?? wallet?.blockchain ?? 'stellar');
      if (!(BLOCKCHAINS as readonly string[]).includes(chainRaw))
        errors.blockchain = `Must be one of ${BLOCKCHAINS.join(', ')}`;
      // The amounts of the order are its quote (lib/order/quote), the same the order screen showed.
      const priced =
        errors.amount || errors.payment_currency || errors.blockchain
          ? null
          : quote(mode, amountText, currency, chainRaw as Blockchain);
      if (priced && 'error' in priced) errors.amount = priced.error;
      if (Object.keys(errors).length) return error(400, 'validation_error', 'The order is invalid', { errors });
      const kind: TransactionKind = mode === 'on-ramp' ? 'deposit' : 'withdrawal';
      const blockchain = chainRaw as Blockchain;
      const rate = FIAT_RATES[currency] ?? 1;
      const tx = buildTransaction({
        id: randomId(),
        kind,
        status: 'incomplete',
        blockchain,
        fiat: currency,
        // The fiat side of the order: the amount itself on-ramp; the crypto amount in fiat off-ramp.
        fiatAmount: mode === 'on-ramp' ? amount : amount / rate,
        startedAt: new Date(),
        walletId: wallet?.id ?? user.wallets.find((w) => w.blockchain === blockchain)?.id ?? null,
      });
      if (priced && !('error' in priced)) {
        Object.assign(tx, { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee });
      }
      user.transactions.push(tx);
      user.openOrderId = tx.id;
      // The card flow (FPF, `payment_method: 'card'`, buying only) continues on the app's /payment screen, which
      // shows the provider's card form (GET /transaction-info/{id} → payment.url); other orders go to the checkout.
      const card = mode === 'on-ramp' && body.payment_method === 'card';
      if (card) cardOrders.add(tx.id);
      return json(
        {
          transaction: tx,
          url: card
            ? `${appOrigin}/payment?id=${encodeURIComponent(tx.id)}`
            : `${sandboxOrigin}/__sandbox/pages/checkout?transaction=${encodeURIComponent(tx.id)}`,
          action: 'finish',
        },
        201,
      );
    });

  return [
    // Fault injection (SANDBOX.md POST /__sandbox/faults): first, so it wins over every API handler.
    http.all(api('/*'), ({ request }) => {
      const fault = store.takeFault(request.method, apiPath(request.url));
      if (fault) return faultResponse(fault);
      // Interactive transactions that advance with time reach their current step before anything reads them.
      store.advanceDue(Date.now());
      return undefined;
    }),

    // --- user ---------------------------------------------------------------------------------------------
    /** GET /user/profile → profileSchema. */
    http.get(
      api('/user/profile'),
      authed(({ user, identity }) =>
        json(
          profileSchema.parse({
            interactiveID: user.interactiveID,
            userIdentityId: identity.identityId,
            userEmail: identity.email,
            kyc_status: user.kyc_status,
            kyc_level: user.kyc_level,
            user_city: user.user_city,
            user_country: user.user_country,
            wallet_name: user.wallet_name,
          }),
        ),
      ),
    ),
    /** GET /user/config → userConfigSchema; has_pending_action is true while an order is open. */
    http.get(
      api('/user/config'),
      authed(({ user }) =>
        json(userConfigSchema.parse({ lang: user.config.lang, has_pending_action: store.openOrder(user) !== null })),
      ),
    ),
    /** POST /user/config {lang?} → merged config (userConfigSchema). */
    http.post(
      api('/user/config'),
      authed(async ({ request, user }) => {
        const body = await readJsonObject(request);
        if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
        if (body.lang !== undefined && (typeof body.lang !== 'string' || !body.lang.trim())) {
          return error(400, 'validation_error', 'lang must be a non-empty string', {
            errors: { lang: 'Invalid language' },
          });
        }
        if (typeof body.lang === 'string') user.config.lang = body.lang.trim();
        return json(
          userConfigSchema.parse({ lang: user.config.lang, has_pending_action: store.openOrder(user) !== null }),
        );
      }),
    ),
    /** GET /user/billing/fields → {fields: [{name,label,type,required,options?,value}], values, is_complete}. */
    http.get(
      api('/user/billing/fields'),
      authed(({ user }) => json(billingAnswer(user))),
    ),
    /** PUT /user/billing/fields {field: value, …} (merged over the stored values) → as GET; 400 {errors} if invalid. */
    http.put(
      api('/user/billing/fields'),
      authed(async ({ request, user }) => {
        const body = await readJsonObject(request);
        if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
        // Accept the flat value map, or the same map under `values` or `fields`.
        const nested = [body.values, body.fields].find((v) => v && typeof v === 'object' && !Array.isArray(v));
        const source = (nested ?? body) as Record<string, unknown>;
        const values = { ...(user.billing ?? emptyBilling()) };
        const errors: Record<string, string> = {};
        for (const name of BILLING_FIELD_NAMES) {
          const v = source[name];
          if (v === undefined) continue;
          if (typeof v !== 'string') errors[name] = 'Must be a string';
          else values[name] = v.trim();
        }
        Object.assign(errors, Object.fromEntries(Object.entries(validateBilling(values)).filter(([k]) => !errors[k])));
        if (Object.keys(errors).length) {
          return error(400, 'validation_error', 'Some billing fields are invalid', { errors });
        }
        user.billing = values;
        return json(billingAnswer(user));
      }),
    ),
    /** GET /user/sessions → {sessions: [{id, active, authenticated_at, expires_at, issued_at, …, devices}]}. */
    http.get(
      api('/user/sessions'),
      authed(({ identity }) => {
        const s = identity.session ?? {};
        const now = new Date().toISOString();
        return json({
          sessions: [
            {
              id: String(s.id ?? `session-${identity.identityId}`),
              active: true,
              current: true,
              authenticated_at: s.authenticated_at ?? now,
              issued_at: s.issued_at ?? now,
              expires_at: s.expires_at ?? null,
              authenticator_assurance_level: s.authenticator_assurance_level ?? 'aal1',
              authentication_methods: s.authentication_methods ?? [],
              devices: s.devices ?? [],
            },
          ],
        });
      }),
    ),
    /** GET /user/wallets → {wallets: [{id, name, partner, blockchain, address, created_at}]}. */
    http.get(
      api('/user/wallets'),
      authed(({ user }) => json({ wallets: user.wallets })),
    ),

    // --- transactions -------------------------------------------------------------------------------------
    /** GET /user/transactions?offset&limit&filters → {transactions}, newest first. */
    http.get(
      api('/user/transactions'),
      authed(({ user, url }) => {
        const filter = transactionFilter(url.searchParams);
        if (filter instanceof Response) return filter;
        const offset = intParam(url.searchParams, 'offset', 0);
        const limit = intParam(url.searchParams, 'limit', 10);
        if (offset === null || limit === null)
          return error(400, 'invalid_filter', 'offset and limit must be integers ≥ 0');
        const list = user.transactions
          .filter(filter)
          .sort(newestFirst)
          .slice(offset, offset + Math.min(limit, 100));
        return json(transactionListSchema.parse({ transactions: list }));
      }),
    ),
    /** GET /user/transactions/count?filters → {count}. */
    http.get(
      api('/user/transactions/count'),
      authed(({ user, url }) => {
        const filter = transactionFilter(url.searchParams);
        if (filter instanceof Response) return filter;
        return json(transactionCountSchema.parse({ count: user.transactions.filter(filter).length }));
      }),
    ),
    /** PUT /user/transactions/{id}/refund → {transaction} (status refunded); 404 unknown; 409 not refundable. */
    http.put(
      api('/user/transactions/:id/refund'),
      authed(({ user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        if (!tx) return error(404, 'not_found', 'Transaction not found');
        if (!['error', 'expired', 'pending_user'].includes(tx.status)) {
          return error(409, 'not_refundable', `A transaction in status ${tx.status} cannot be refunded`);
        }
        Object.assign(tx, { status: 'refunded', extra_status: 'fpf-refunded', updated_at: new Date().toISOString() });
        return json(transactionEnvelopeSchema.parse({ transaction: tx }));
      }),
    ),
    /**
     * POST /user/transactions/{id}/confirm {amount?} → {transaction} now pending_user_transfer_start: the person
     * confirmed an incomplete transaction in the interactive flow. `amount` (the amount in, decimal string) is
     * required when the transaction has none and re-prices it with the quote when given. 404; 409 not incomplete;
     * 400 {errors: {amount}}.
     */
    http.post(
      api('/user/transactions/:id/confirm'),
      authed(async ({ request, user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        if (!tx) return error(404, 'not_found', 'Transaction not found');
        if (tx.status !== 'incomplete')
          return error(409, 'not_incomplete', `A transaction in status ${tx.status} cannot be confirmed`);
        const body = await readJsonObject(request);
        if (!body) return error(400, 'invalid_body', 'The body must be a JSON object');
        const amountRaw = body.amount;
        if (amountRaw !== undefined && typeof amountRaw !== 'string') {
          return error(400, 'validation_error', 'amount must be a decimal string', {
            errors: { amount: 'Must be a decimal string' },
          });
        }
        if (!amountRaw && !tx.amount_in) {
          return error(400, 'validation_error', 'The transaction has no amount yet', {
            errors: { amount: 'Required' },
          });
        }
        if (amountRaw) {
          const fiat =
            (tx.kind === 'deposit' ? tx.details.amount_in_asset : tx.details.amount_out_asset).split(':')[1] ?? 'BRL';
          const priced = quote(tx.kind === 'deposit' ? 'on-ramp' : 'off-ramp', amountRaw, fiat, tx.blockchain);
          if ('error' in priced)
            return error(400, 'validation_error', `amount: ${priced.error}`, { errors: { amount: priced.error } });
          Object.assign(tx, { amount_in: priced.amount_in, amount_out: priced.amount_out, amount_fee: priced.fee });
        }
        const now = Date.now();
        Object.assign(tx, { status: 'pending_user_transfer_start', updated_at: new Date(now).toISOString() });
        store.markConfirmed(tx, now);
        return json(transactionEnvelopeSchema.parse({ transaction: tx }));
      }),
    ),
    /**
     * POST /user/transactions/{id}/callback {url, kind: callback|on_change_callback} → 202 {status:'queued'}: the
     * API would POST the signed SEP-24 body to the wallet's https URL; the sandbox records it instead
     * (GET /__sandbox/callbacks). 400 for a URL that is not https or a bad kind; 403 for an origin that is not a
     * partner's registered callback origin (PARTNER_CALLBACK_ORIGINS); 404.
     */
    http.post(
      api('/user/transactions/:id/callback'),
      authed(async ({ request, user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        if (!tx) return error(404, 'not_found', 'Transaction not found');
        const body = await readJsonObject(request);
        const kind = body?.kind;
        let url: URL | null = null;
        try {
          url = typeof body?.url === 'string' ? new URL(body.url) : null;
        } catch {
          url = null;
        }
        const errors: Record<string, string> = {};
        if (!url || url.protocol !== 'https:') errors.url = 'Must be an https URL';
        if (kind !== 'callback' && kind !== 'on_change_callback')
          errors.kind = 'Must be callback or on_change_callback';
        if (Object.keys(errors).length) return error(400, 'validation_error', 'The callback is invalid', { errors });
        // Like the real API: only to a callback origin registered for a partner (SEP-24 callbacks go to the wallet).
        if (!PARTNER_CALLBACK_ORIGINS.includes(url!.origin)) {
          return error(403, 'callback_origin_not_allowed', `Callbacks to ${url!.origin} are not allowed`);
        }
        store.callbacks.unshift({
          transaction_id: tx.id,
          url: url!.href,
          kind: kind as 'callback' | 'on_change_callback',
          transaction: transactionSchema.parse(tx),
          received_at: new Date().toISOString(),
        });
        store.callbacks.length = Math.min(store.callbacks.length, 500);
        return json({ status: 'queued' }, 202);
      }),
    ),
    /** GET /user/transactions/{id} → {transaction}; 404 for an unknown guid (or another user's). */
    http.get(
      api('/user/transactions/:id'),
      authed(({ user, params }) => {
        const tx = ownTransaction(user, param(params, 'id'));
        return tx
          ? json(transactionEnvelopeSchema.parse({ transaction: tx }))
          : error(404, 'not_found', 'Transaction not found');
      }),
    ),
    /**
     * GET /transaction-info/{id} (no session needed) → {transaction, payment: {method, reference, instructions,
     * expires_at}}; 404 for an unknown guid.
     */
    http.get(api('/transaction-info/:id'), ({ params }) => {
      const found = store.findTransaction(param(params, 'id'));
      if (!found) return error(404, 'not_found', 'Transaction not found');
      const tx = found.transaction;
      if (cardOrders.has(tx.id)) {
        return json({
          transaction: transactionSchema.parse(tx),
          payment: {
            method: 'CARD',
            reference: tx.id.slice(0, 8).toUpperCase(),
            instructions: `Pay ${tx.amount_in ?? ''} ${tx.details.amount_in_asset.split(':')[1] ?? ''} by card`,
            expires_at: new Date(Date.parse(tx.started_at) + 30 * 60_000).toISOString(),
            // The payment provider's hosted card form (GET /__sandbox/pages/card).
            url: `${sandboxOrigin}/__sandbox/pages/card?transaction=${encodeURIComponent(tx.id)}`,
          },
        });
      }
      const receiving = tx.kind === 'withdrawal' ? anchorAccount(tx.blockchain, tx.id) : null;
      return json({
        transaction: transactionSchema.parse(tx),
        payment: {
          ...(receiving
            ? { account: receiving.account, memo: receiving.memo, memo_type: receiving.memo ? 'text' : null }
            : {}),
          method: tx.kind === 'deposit' ? 'PIX' : 'BANK_TRANSFER',
          reference: tx.id.slice(0, 8).toUpperCase(),
          instructions:
            tx.kind === 'deposit'
              ? `Pay ${tx.amount_in ?? tx.amount_out} ${tx.details.amount_in_asset.split(':')[1]} with reference ${tx.id.slice(0, 8).toUpperCase()}`
              : receiving?.memo
                ? `Send ${tx.amount_in ?? ''} USDC to the anchor account with memo ${receiving.memo}`
                : `Send ${tx.amount_in ?? ''} USDC to the anchor account`,
          expires_at: new Date(Date.parse(tx.started_at) + 30 * 60_000).toISOString(),
        },
      });
    }),

    // --- KYC ------------------------------------------------------------------------------------------------
    /** GET /kyc/token?appId → {token, app_id, user_id, level, expires_at, url}; 400 without appId. */
    http.get(
      api('/kyc/token'),
      authed(({ url, user, identity }) => {
        const appId = url.searchParams.get('appId') ?? url.searchParams.get('app_id');
        if (!appId) return error(400, 'validation_error', 'appId is required', { errors: { appId: 'Required' } });
        const token = `sbx_kyc_${randomId().replace(/-/g, '')}`;
        return json({
          token,
          app_id: appId,
          user_id: identity.identityId,
          level: user.kyc_level ?? 'level_1',
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          // The provider's hosted verification page (GET /__sandbox/pages/kyc), where the person approves or rejects.
          url: `${sandboxOrigin}/__sandbox/pages/kyc?${new URLSearchParams({ token, app_id: appId }).toString()}`,
        });
      }),
    ),
    /** PUT /kyc/status {status: started|pending|approved|rejected, level?} → {kyc_status, kyc_level}. */
    http.put(
      api('/kyc/status'),
      authed(async ({ request, user }) => {
        const body = await readJsonObject(request);
        const allowed = ['started', 'pending', 'approved', 'rejected'];
        const status = body?.status ?? body?.kyc_status;
        if (typeof status !== 'string' || !allowed.includes(status)) {
          return error(400, 'validation_error', `status must be one of ${allowed.join(', ')}`, {
            errors: { status: 'Invalid status' },
          });
        }
        user.kyc_status = status;
        const level = body?.level ?? body?.kyc_level;
        if (typeof level === 'string' && level) user.kyc_level = level;
        else if (status === 'approved' && !user.kyc_level) user.kyc_level = 'level_1';
        return json({ kyc_status: user.kyc_status, kyc_level: user.kyc_level });
      }),
    ),

    // --- orders -----------------------------------------------------------------------------------------------
    /** POST /on-ramp {amount, payment_currency, crypto_currency?, blockchain?, wallet_id?} → 201 {transaction, url, action}; 409 when an order is open. */
    http.post(api('/on-ramp'), createOrder('on-ramp')),
    /** POST /off-ramp (same body; amount in crypto) → 201 {transaction, url, action}; 409 when an order is open. */
    http.post(api('/off-ramp'), createOrder('off-ramp')),
    /**
     * GET /order-ramp?mode&crypto_method_guid&amount&payment_currency&crypto_currency → {url, action: 'finish', mode}.
     * payment_currency without a payment method → 500 'no payment methods found';
     * crypto_method_guid 'upstream-500' → 500 'failed order URL … upstream 500'.
     * Redirect chains (spec §4): crypto_method_guid 'multi-hop' answers {url, action: 'redirect', mode} three
     * times (the url is this call again on the app's origin, with hop=1…3) and then finish; 'redirect-loop'
     * never finishes (the app's hop bound).
     */
    http.get(api('/order-ramp'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const mode = q.get('mode') === 'off-ramp' ? 'off-ramp' : 'on-ramp';
      const currency = (q.get('payment_currency') ?? 'BRL').toUpperCase();
      if (q.get('crypto_method_guid') === 'upstream-500') {
        return error(500, 'failed order URL', 'failed order URL: upstream responded with status 500', {
          upstream_status: 500,
        });
      }
      if (!PAYMENT_CURRENCIES.includes(currency)) {
        return error(500, 'no payment methods found', `no payment methods found for ${currency}`);
      }
      const guid = q.get('crypto_method_guid');
      const hop = Number.parseInt(q.get('hop') ?? '0', 10) || 0;
      if (guid === 'redirect-loop' || (guid === 'multi-hop' && hop < 3)) {
        const next = new URL(`${appOrigin}${basePath}/order-ramp`);
        for (const [k, v] of q) if (k !== 'hop' && k !== 'redirect') next.searchParams.append(k, v);
        next.searchParams.set('hop', String(hop + 1));
        return json({ url: next.toString(), action: 'redirect', mode });
      }
      const checkout = new URL(`${sandboxOrigin}/__sandbox/pages/checkout`);
      for (const k of ['mode', 'amount', 'payment_currency', 'crypto_currency', 'crypto_method_guid']) {
        const v = q.get(k);
        if (v) checkout.searchParams.set(k, v);
      }
      return json({ url: checkout.toString(), action: 'finish', mode });
    }),
    /**
     * GET /order-flow?signature=<three-part token> → {mode, transaction, payload}; the token's middle part holds
     * {transaction: {...}} or {transaction_id}. 400 for a missing/undecodable signature; 404 for an unknown id.
     */
    http.get(api('/order-flow'), ({ request }) => {
      const signature = new URL(request.url).searchParams.get('signature');
      if (!signature) return error(400, 'validation_error', 'signature is required');
      const payload = decodeTokenPayload(signature);
      if (!payload) return error(400, 'invalid_signature', 'The signature is not a valid token');
      let tx: Transaction | undefined;
      const inner = transactionSchema.safeParse(payload.transaction);
      if (inner.success) tx = store.findTransaction(inner.data.id)?.transaction ?? inner.data;
      else if (typeof payload.transaction_id === 'string')
        tx = store.findTransaction(payload.transaction_id)?.transaction;
      if (!tx) return error(404, 'not_found', 'Transaction not found');
      return json({ mode: tx.kind === 'deposit' ? 'on-ramp' : 'off-ramp', transaction: tx, payload });
    }),
    /**
     * GET /rates[?mode&amount|amount_out&payment_currency&crypto_currency&blockchain] → {rates: [{payment_currency,
     * crypto_currency, crypto_asset, buy_rate, sell_rate, fee_percent}], quote?: {mode, amount_in, amount_out, fee,
     * rate, fee_percent, blockchain}}. `amount` is the amount in, `amount_out` the amount out (the quote then gives
     * the smallest amount in that yields it); blockchain (default stellar) sets the USDC decimals (lib/order/quote).
     */
    http.get(api('/rates'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      const rates = PAYMENT_CURRENCIES.map(rateRow);
      const amountIn = q.get('amount');
      const amountOut = q.get('amount_out');
      if (!amountIn && !amountOut) return json({ rates });
      const currency = (q.get('payment_currency') ?? 'BRL').toUpperCase();
      const chain = q.get('blockchain') ?? 'stellar';
      if (!PAYMENT_CURRENCIES.includes(currency))
        return error(400, 'validation_error', `unknown payment_currency ${currency}`);
      if (!(BLOCKCHAINS as readonly string[]).includes(chain))
        return error(400, 'validation_error', `unknown blockchain ${chain}`);
      const mode = q.get('mode') === 'off-ramp' ? 'off-ramp' : 'on-ramp';
      const priced = quote(mode, (amountIn ?? amountOut)!, currency, chain as Blockchain, amountIn ? 'in' : 'out');
      if ('error' in priced)
        return error(400, 'validation_error', `amount: ${priced.error}`, { errors: { amount: priced.error } });
      return json({ rates, quote: priced });
    }),

    // --- wallets ---------------------------------------------------------------------------------------------
    /**
     * GET /wallet[?origin=RETURN_URL_ORIGIN] → {wallet: {name, partner, home_url, logo_url, blockchains, crypto_asset}}
     * (partner config). The app sends the origin of a validated return URL ("sent against the origin of the return
     * URL", spec §7); the sandbox answers for that partner: home_url is that origin; the origin of a partner host
     * page (config.ts PARTNER_HOSTS, e.g. http://localhost:4012 → lobstr) names that partner.
     */
    http.get(api('/wallet'), ({ request }) => {
      const asked = new URL(request.url).searchParams.get('origin');
      let home = appOrigin;
      try {
        if (asked && /^https?:$/.test(new URL(asked).protocol)) home = new URL(asked).origin;
      } catch {
        // not a URL: the default partner
      }
      // A partner host page's origin (sandbox/hosts/) answers as that partner; anything else is the test partner.
      const partnerHost = partnerHostByOrigin(home);
      return json({
        wallet: {
          name: partnerHost?.name ?? 'Sandbox Wallet',
          partner: partnerHost?.partner ?? 'test',
          home_url: home,
          logo_url: null,
          blockchains: [...BLOCKCHAINS],
          crypto_asset: CRYPTO_ASSET,
        },
      });
    }),
    /** GET /demo/create → {wallet: {id, name, partner, blockchain, address, created_at}, interactive_id}. */
    http.get(api('/demo/create'), () => {
      const id = randomId();
      const wallet = {
        id,
        name: 'Demo wallet',
        partner: 'test' as const,
        blockchain: 'stellar' as const,
        address: `G${id.replace(/-/g, '').toUpperCase().replace(/[018]/g, 'A').padEnd(55, 'A').slice(0, 55)}`,
        created_at: new Date().toISOString(),
      };
      store.demoWallets.set(id, wallet);
      return json({ wallet, interactive_id: randomId() }, 201);
    }),

    // --- translations ---------------------------------------------------------------------------------------
    /** GET /locales/{en|pt}/{ns}.json → message tree (remote over bundled); 404 for other languages. */
    ...[api('/locales/:lng/:file'), `${origin}/locales/:lng/:file`].map((path) =>
      http.get(path, ({ params }) => {
        const lng = param(params, 'lng');
        const file = param(params, 'file');
        if (!file.endsWith('.json')) return error(404, 'not_found', 'Not found');
        const ns = file.slice(0, -'.json'.length);
        const remote: Record<string, Record<string, unknown>> = {
          en: { common: { remote: { loaded: 'Remote translations loaded' } } },
          pt: { common: { remote: { loaded: 'Traduções remotas carregadas' } } },
        };
        const lang = remote[lng];
        if (!lang) return error(404, 'not_found', `No translations for ${lng}`);
        return json(lang[ns] ?? {}, 200, { 'Cache-Control': 'no-store' });
      }),
    ),

    // Unknown API paths: JSON 404 (never falls through to other handlers).
    http.all(api('/*'), ({ request }) =>
      error(404, 'not_found', `No such API call: ${request.method} ${apiPath(request.url)}`),
    ),
  ];
}
