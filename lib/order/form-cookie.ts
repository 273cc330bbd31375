/**
 * The order flow's browser cookies (spec §3 "Values kept in browser cookies"), their values and their
 * defensive parsing. Pure module: the server page reads with `cookies()`, the client writes with cookies-next
 * (components/order/cookies.ts) using the options of lib/cookies (parent domain, path /, year 9999, spec §9).
 *
 * - orderFormData: JSON of the half-filled order form ({@link OrderDraft}), so it survives a reload and the
 *   trip through /login, /billing-details and /kyc; removed once the order is created.
 * - transactionSignatureData: JSON `{signature, fixed}` of a signed order (GET /order-flow?signature=…): the
 *   partner's token and what it fixes, so the fixed fields stay fixed after sign-in; removed with the order.
 * - userEmail, countryResidence, transactionGUID: written where the flow learns them (the session's profile,
 *   the billing details' country, the created order's id).
 * A cookie that does not parse is ignored, never trusted and never an error: the form starts from defaults.
 */
import { isRecord, readOrderDraft, readSignatureData, type OrderDraft, type SignatureData } from './draft-fields';

export type { SignatureData } from './draft-fields';

/** Largest cookie value written: under what browsers keep per cookie, name included (docs/performance.md). */
export const MAX_COOKIE_VALUE_CHARS = 3800;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** JSON of a cookie value, raw or URI-encoded (cookies-next encodes; Next's cookies() decodes); undefined if none. */
function parseJsonCookie(raw: string | null | undefined): unknown {
  if (!raw || raw.length > MAX_COOKIE_VALUE_CHARS * 3) return undefined;
  for (const candidate of [raw, safeDecode(raw)]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/** Parses the orderFormData cookie; null when absent or not a JSON object. Bad fields are dropped. */
export function parseOrderFormCookie(raw: string | null | undefined): OrderDraft | null {
  const json = parseJsonCookie(raw);
  return isRecord(json) ? readOrderDraft(json) : null;
}

/** The orderFormData value of a draft (JSON; fields that do not fit are dropped, lib/order/draft-fields). */
export function serializeOrderForm(draft: OrderDraft): string {
  return JSON.stringify(readOrderDraft(draft));
}

/** Parses the transactionSignatureData cookie; null when absent or malformed (all or nothing). */
export function parseSignatureCookie(raw: string | null | undefined): SignatureData | null {
  return readSignatureData(parseJsonCookie(raw));
}

/**
 * The transactionSignatureData value, or null when it would not fit in a cookie.
 * @throws Error when `data` is not a signed order the cookie could hold (lib/order/draft-fields readSignatureData).
 */
export function serializeSignatureData(data: SignatureData): string | null {
  const valid = readSignatureData(data);
  if (!valid) throw new Error('transactionSignatureData: not a signed order');
  const value = JSON.stringify(valid);
  return encodeURIComponent(value).length <= MAX_COOKIE_VALUE_CHARS ? value : null;
}

// Lives with the personal-cookie list so the session provider (every page) reads it without this module's order
// rules.
export { userEmailValue } from '@/lib/cookies/personal';

/** The countryResidence value (ISO 3166-1 alpha-2, upper case), or null. */
export function countryValue(country: string | null | undefined): string | null {
  const value = country?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(value) ? value : null;
}

/** The transactionGUID value (a Sep24 guid), or null. */
export function transactionGuidValue(id: string | null | undefined): string | null {
  const value = id?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,100}$/.test(value) ? value : null;
}
