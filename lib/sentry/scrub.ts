/**
 * Scrubbing of what reaches Sentry (spec §8 "reported … with status, url, method and headers"; §2 query parameter
 * names): the query values that are credentials or hand a flow to whoever holds them never leave the browser or the
 * server in a report. `transaction` (the signed transaction token of /final-step and /transaction-info, a bearer for
 * a day), `signature` (a partner's signed order), `token` and `code` (sign-in, recovery and OIDC codes), `flow`
 * (a Kratos flow id, which a settings flow after recovery turns into a password change) and `return_to`/`returnTo`
 * (which carry any of them onward). Sentry's default scrubbing covers `token=` only.
 *
 * One pure module used as `beforeSend`, `beforeSendSpan` and `beforeBreadcrumb` by the browser, Node and
 * Edge SDKs alike (lib/sentry/options.ts): every string of an event or breadcrumb (URLs, query strings, messages,
 * span descriptions and data, header values such as Referer) has those values replaced by {@link FILTERED}, in plain
 * and in percent-encoded form (a URL carried inside another's query); a query string sent as an object or as pairs
 * loses them by key, and headers that carry credentials by name.
 */

/** The query parameters whose values never reach Sentry. */
export const SCRUBBED_QUERY_KEYS = ['transaction', 'signature', 'token', 'code', 'flow', 'return_to', 'returnTo'];

/** What a scrubbed value becomes (Sentry's own placeholder). */
export const FILTERED = '[Filtered]';

/** Header names whose whole value is a credential. */
const SECRET_HEADER =
  /^(authorization|proxy-authorization|cookie|set-cookie|x-session-token|x-xsrf-token|x-ramp-session)$/i;

/** `name=value` after a start, a separator or a space; plain, or percent-encoded (`%3F`, `%26`, `%3D`). */
const QUERY_VALUE = new RegExp(
  `(^|[?&#;\\s]|%3F|%26)(${SCRUBBED_QUERY_KEYS.join('|')})(=|%3D)((?:(?!%26)[^&#\\s"'<>])*)`,
  'gi',
);

/** A percent-encoded `=`, the other form {@link QUERY_VALUE} looks for. */
const MAY_ENCODE_EQUALS = /%3D/i;

/** Nesting deeper than this is left as it is (events are a few levels deep; this bounds a cyclic or odd one). */
const MAX_DEPTH = 12;

/**
 * @param text any string (a URL, a query string, a message).
 * @returns the string with the value of each {@link SCRUBBED_QUERY_KEYS} parameter replaced by {@link FILTERED}.
 */
export function scrubText(text: string): string {
  // Most strings of an event (ids, times, span names) carry no `=`: they skip the pattern.
  if (!text.includes('=') && !MAY_ENCODE_EQUALS.test(text)) return text;
  return text.replace(QUERY_VALUE, (_, start: string, key: string, eq: string) => `${start}${key}${eq}${FILTERED}`);
}

const SCRUBBED_KEY = new Set(SCRUBBED_QUERY_KEYS.map((key) => key.toLowerCase()));

/** A query string sent as an object or as `[key, value]` pairs (Sentry's `request.query_string` forms), by key. */
function scrubQueryForm(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((pair) =>
      Array.isArray(pair) && typeof pair[0] === 'string' && SCRUBBED_KEY.has(pair[0].toLowerCase())
        ? [pair[0], FILTERED]
        : scrub(pair, 1),
    );
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      out[key] = SCRUBBED_KEY.has(key.toLowerCase()) ? FILTERED : scrub(item, 1);
    return out;
  }
  return scrub(value, 1);
}

/** Header values by name: credentials whole, the rest as text. */
function scrubHeaders(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return scrub(value, 1);
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) out[name] = SECRET_HEADER.test(name) ? FILTERED : scrub(item, 1);
  return out;
}

/** One member of an object, by its own rule when it has one. */
function scrubMember(key: string, item: unknown, depth: number): unknown {
  if (key === 'query_string') return scrubQueryForm(item);
  if (key === 'headers') return scrubHeaders(item);
  return scrub(item, depth + 1);
}

/**
 * `value` with every string scrubbed; `query_string` and `headers` members by their own rules. An array or object
 * in which nothing changes is returned as it is, so a transaction's many spans without a credential cost no copy.
 */
function scrub(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = scrub(item, depth + 1);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return copy ?? value;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = scrubMember(key, item, depth);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/**
 * Sentry's `beforeSend` (and `beforeSendTransaction` under the transaction lifecycle): the event with its URLs, query strings, breadcrumbs, spans and
 * headers scrubbed (see the module comment).
 * @param event a Sentry event (error or transaction), as the SDK hands it over.
 * @returns the event scrubbed, of the same shape: a copy where something changed, the same object where nothing did.
 */
export function scrubEvent<T extends object>(event: T): T {
  return scrub(event, 0) as T;
}

/**
 * Sentry's `beforeSendSpan`: one span of the streamed trace lifecycle (Sentry's default, which sends spans without a
 * transaction event, so `beforeSendTransaction` never sees them), its name and attributes scrubbed alike.
 * @param span the span JSON the SDK is about to send.
 * @returns the span scrubbed (a copy where something changed).
 */
export function scrubSpan<T extends object>(span: T): T {
  return scrub(span, 0) as T;
}

/**
 * Sentry's `beforeBreadcrumb`: a navigation's `from`/`to`, a fetch's `url`, a console message, scrubbed alike.
 * @param breadcrumb the breadcrumb the SDK is about to keep.
 * @returns the breadcrumb scrubbed (a copy where something changed).
 */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrub(breadcrumb, 0) as T;
}
