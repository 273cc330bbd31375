/** Three-part tokens of the sandbox API (spec §3 "a transaction may arrive as a signed three-part token"). */
import { SignJWT, jwtVerify } from 'jose';
import { TRANSACTION_TOKEN_KEY } from '../config';

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

/** How long a transaction token stays valid (ms): a day, enough to come back from a payment page. */
export const TRANSACTION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Signs a transaction token (spec §3): a JWT (HS256, {@link TRANSACTION_TOKEN_KEY}) whose payload carries
 * `transaction` and `sub` = its id, valid for a day.
 */
export async function encodeToken(payload: { transaction: { id: string } } & Record<string, unknown>): Promise<string> {
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(payload.transaction.id)
    .setIssuedAt()
    .setExpirationTime(new Date(Date.now() + TRANSACTION_TOKEN_TTL_MS))
    .sign(new TextEncoder().encode(TRANSACTION_TOKEN_KEY));
}

/**
 * The payload of a token this API signed: HS256 with {@link TRANSACTION_TOKEN_KEY}, not expired. A token anyone
 * could write (an unsigned or re-signed middle part) gives null: what a real API would refuse.
 */
export async function verifiedTokenPayload(token: string): Promise<Record<string, unknown> | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(TRANSACTION_TOKEN_KEY), {
      algorithms: ['HS256'],
    });
    return payload;
  } catch {
    return null;
  }
}

/**
 * Whether a token was signed by this API for the transaction `id` (GET /transaction-info/{id} answers an anonymous
 * caller only then).
 */
export async function tokenGrants(token: string | null, id: string): Promise<boolean> {
  if (!token) return false;
  return (await verifiedTokenPayload(token))?.sub === id;
}
