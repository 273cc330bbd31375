/**
 * The signed transaction token of spec §3: "A transaction may arrive as a signed three-part token; the middle
 * part is decoded to give payload.transaction". The token is `header.payload.signature` (JWT-shaped), each part
 * base64url. The signature is the server's business: the front end only reads the payload, and it trusts the
 * product API (GET /transaction-info/{id}) over the token whenever both are available.
 *
 * Pure module (browser, Node, Edge): uses atob and TextDecoder only. Never throws: an absent, malformed or
 * unexpected token gives `null`, so a page can always fall back to what the API says.
 */
import { transactionSchema, type Transaction } from '@/lib/api/schemas';

/** Decodes one base64url part (padding optional) to text; `null` when it is not valid base64url UTF-8. */
export function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(part)) return null;
  try {
    const b64 = part.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The payload (middle part) of a three-part token, parsed as a JSON object (spec §3).
 * @returns the payload object, or `null` when the token is not three non-empty parts or the middle part is not
 *   base64url-encoded JSON of an object.
 */
export function decodeTokenPayload(token: unknown): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.trim().split('.');
  if (parts.length !== 3 || parts.some((p) => p.length === 0)) return null;
  const text = decodeBase64Url(parts[1]!);
  if (text === null) return null;
  try {
    const payload: unknown = JSON.parse(text);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The transaction carried by a signed token: `payload.transaction` (spec §3), validated with the app's
 * transaction schema (DESIGN.md "Validate at the boundary").
 * @returns the transaction, or `null` for an absent/invalid token or a payload without a valid transaction.
 */
export function decodeTransactionToken(token: unknown): Transaction | null {
  const payload = decodeTokenPayload(token);
  if (!payload) return null;
  const parsed = transactionSchema.safeParse(payload.transaction);
  return parsed.success ? parsed.data : null;
}
