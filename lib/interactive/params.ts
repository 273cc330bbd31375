/**
 * Query parameters of /interactive-flow (spec §2 "Query parameter names": interactive-id, callback,
 * on_change_callback, amount, theme; plus `lang`, `kind` and `asset`, which SEP-24 wallets send; see
 * REFERENCES.md "SEP-24"). Pure module: the server page parses them once and hands the result to the client.
 *
 * How `interactive-id` maps to data: it is the SEP-24 guid (spec §3 "Identified by a Sep24 guid") of one of
 * the signed-in person's transactions, normally an `incomplete` one that the wallet asked the anchor to start
 * (the sandbox stands in for that call with POST /__sandbox/interactive/{kind}). The flow reads it with
 * GET /user/transactions/{sep24Guid} and GET /transaction-info/{sep24Guid} (spec §7); nothing else is looked up.
 *
 * Callbacks (SEP-24 `callback`, `on_change_callback`): the literal `postMessage`, or an https URL whose origin is
 * on the partner allow-list (clientConfig.partnerOrigins; REFERENCES.md "Security": never trust a callback as
 * given). An https URL on another origin is refused; anything else (http:, javascript:, garbage) is ignored.
 * Both are logged through `warn`, never shown to the person.
 */
import type { ParsedQs } from 'qs';
import { TRANSACTION_KINDS, type TransactionKind } from '@/lib/domain/kinds';
import { firstString } from '@/lib/http/query';
import { toSupportedLocale, type Locale } from '@/lib/i18n/locale';
import { isAllowedOrigin } from '@/lib/security/partner-origin';
import { THEMES, type Theme } from '@/lib/theme';

/** The two callback parameters of SEP-24. */
export const CALLBACK_PARAMS = ['callback', 'on_change_callback'] as const;
export type CallbackParam = (typeof CALLBACK_PARAMS)[number];

/** What one callback parameter asks for, after checking it. */
export type CallbackSpec =
  /** Absent: nothing is sent for this parameter. */
  | { type: 'none' }
  /** `postMessage`: the SEP-24 body goes to window.opener or window.parent, on an allow-listed origin only. */
  | { type: 'postMessage' }
  /** An https URL on an allowed origin: the product API POSTs the body to it (lib/api/interactive). */
  | { type: 'url'; url: string; origin: string }
  /** An https URL whose origin is not on the allow-list: nothing is sent. */
  | { type: 'refused'; origin: string }
  /** Not `postMessage` nor an https URL (http:, javascript:, garbage): nothing is sent. */
  | { type: 'ignored'; reason: 'not-https' | 'invalid' };

/** Whether a spec makes the flow send anything. */
export function isActive(spec: CallbackSpec): spec is Extract<CallbackSpec, { type: 'postMessage' | 'url' }> {
  return spec.type === 'postMessage' || spec.type === 'url';
}

/** Longest callback URL accepted (longer ones are ignored as invalid). */
export const MAX_CALLBACK_URL_LENGTH = 2048;

/** Shape of the interactive-id: a guid-like token (letters, digits, dashes; 1–100 characters). */
export const INTERACTIVE_ID_PATTERN = /^[A-Za-z0-9-]{1,100}$/;

type Warn = (message: string) => void;
const defaultWarn: Warn = (message) => console.warn(`[interactive] ${message}`);

/**
 * Checks one SEP-24 callback parameter value.
 * @param name which parameter (for the log line).
 * @param value the raw query value (undefined when absent).
 * @param allowed the partner origins (clientConfig.partnerOrigins).
 * @param warn receives one line for a refused or ignored value (default console.warn).
 * @returns the {@link CallbackSpec}; never throws.
 */
export function parseCallbackParam(
  name: CallbackParam,
  value: string | undefined,
  allowed: readonly string[],
  warn: Warn = defaultWarn,
): CallbackSpec {
  const raw = value?.trim();
  if (!raw) return { type: 'none' };
  if (raw.toLowerCase() === 'postmessage') return { type: 'postMessage' };
  let url: URL;
  try {
    if (raw.length > MAX_CALLBACK_URL_LENGTH) throw new Error('too long');
    url = new URL(raw);
  } catch {
    warn(`${name} ignored: neither "postMessage" nor a URL`);
    return { type: 'ignored', reason: 'invalid' };
  }
  if (url.protocol !== 'https:' || url.username || url.password) {
    warn(`${name} ignored: only https URLs without credentials are accepted (got ${url.protocol})`);
    return { type: 'ignored', reason: 'not-https' };
  }
  if (!isAllowedOrigin(url.origin, allowed)) {
    warn(`${name} refused: ${url.origin} is not an allowed partner origin`);
    return { type: 'refused', origin: url.origin };
  }
  return { type: 'url', url: url.href, origin: url.origin };
}

/** Everything /interactive-flow reads from its query. */
export interface InteractiveParams {
  /** The SEP-24 guid of the transaction, or null when absent or malformed (→ /404). */
  interactiveId: string | null;
  callback: CallbackSpec;
  onChangeCallback: CallbackSpec;
  /** `lang` or `language` (RFC 4646, e.g. pt-BR) as a supported locale, or null (absent or unsupported: the person's language). */
  lang: Locale | null;
  /** `theme` (light | dark), or null. */
  theme: Theme | null;
  /** `kind` as the wallet gave it (deposit | withdrawal), or null; the transaction's own kind wins. */
  kind: TransactionKind | null;
  /** `amount` (or `amount_in`) as a decimal string, or null; prefills the amount when the transaction has none. */
  amount: string | null;
  /** `asset` (or `asset_code`) as given (e.g. `USDC`), or null; only compared with the transaction's. */
  asset: string | null;
}

/**
 * Parses the query of /interactive-flow (qs-parsed with the spec §9 limits: lib/http/page-query `pageQueryOf`).
 * Repeated keys take the first value. Malformed optional values are dropped with a warning.
 */
export function parseInteractiveParams(
  query: ParsedQs,
  allowed: readonly string[],
  warn: Warn = defaultWarn,
): InteractiveParams {
  const id = firstString(query['interactive-id'])?.trim();
  const interactiveId = id && INTERACTIVE_ID_PATTERN.test(id) ? id : null;
  if (id && !interactiveId) warn('interactive-id ignored: malformed');

  // SEP-24 names it `lang`; the product's own links use `language` (spec §2 query parameter names): both count.
  const langRaw = firstString(query.lang) ?? firstString(query.language);
  const lang = toSupportedLocale(langRaw);
  if (langRaw && !lang)
    warn(`lang ${JSON.stringify(langRaw.slice(0, 20))} is not supported; using the person's language`);

  const themeRaw = firstString(query.theme)?.trim().toLowerCase();
  const theme = themeRaw && (THEMES as readonly string[]).includes(themeRaw) ? (themeRaw as Theme) : null;
  if (themeRaw && !theme) warn(`theme ${JSON.stringify(themeRaw.slice(0, 20))} ignored`);

  const kindRaw = firstString(query.kind)?.trim();
  const kind =
    kindRaw && (TRANSACTION_KINDS as readonly string[]).includes(kindRaw) ? (kindRaw as TransactionKind) : null;

  const amountRaw = (firstString(query.amount) ?? firstString(query.amount_in))?.trim();
  const amount = amountRaw && /^\d{1,15}(\.\d{1,7})?$/.test(amountRaw) && Number(amountRaw) > 0 ? amountRaw : null;
  if (amountRaw && !amount) warn('amount ignored: not a positive decimal string');

  const assetRaw = (firstString(query.asset) ?? firstString(query.asset_code))?.trim();
  const asset = assetRaw && /^[A-Za-z0-9:]{1,140}$/.test(assetRaw) ? assetRaw : null;

  return {
    interactiveId,
    callback: parseCallbackParam('callback', firstString(query.callback), allowed, warn),
    onChangeCallback: parseCallbackParam('on_change_callback', firstString(query.on_change_callback), allowed, warn),
    lang,
    theme,
    kind,
    amount,
    asset,
  };
}
