/**
 * The one whoami of a page request (spec §4 "Identity session", §6; DESIGN.md "one lookup per request"):
 * middleware.ts asks Kratos once (when there is a session cookie) and hands the answer to the server render in the
 * {@link SESSION_HEADER} request header, which the protected layout, the root layout (the browser's starting session
 * state) and /final-step read instead of asking again.
 *
 * The header is a JWT (HS256, jose) that lives {@link SESSION_HEADER_TTL_S} seconds. Middleware always overwrites it
 * (or removes it, when it asked nothing), but a request that skipped middleware (the class of CVE-2025-29927, where
 * middleware is not an authorisation layer) could carry one of its own; a forged value fails the signature and the
 * reader asks Kratos itself. The key is derived from TRANSACTION_TOKEN_KEY, the one secret every deployment already
 * keeps, with a label of its own, so a transaction token never passes as a session header nor the reverse. Edge-safe
 * (Web Crypto, no Node APIs).
 */
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod/mini';
import { sessionSchema, type WhoamiState } from './session';

/** The request header middleware sets on every page request it renders; the browser's own value never survives. */
export const SESSION_HEADER = 'x-ramp-session';

/**
 * Lifetime of a signed state in seconds. The render reads the header within milliseconds of middleware signing it
 * (same process, same clock); 10 s leaves room for a slow start of the render (a cold route, a busy worker) while
 * keeping a leaked value short-lived. A value past it costs one whoami: the reader then asks Kratos itself.
 */
export const SESSION_HEADER_TTL_S = 10;

/** The label that makes the header's key differ from the transaction tokens' key. */
const KEY_LABEL = 'ramp session header';

/** The claim the state travels in; the `typ` header tells the header's tokens apart from any other. */
const STATE_CLAIM = 'whoami';
const TOKEN_TYPE = 'ramp-session+jwt';

const stateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('active'), session: sessionSchema }),
  z.object({ kind: z.literal('aal2_required') }),
  z.object({ kind: z.literal('none') }),
]);

const derivedKeys = new Map<string, Promise<Uint8Array>>();

/**
 * The header's HMAC key: HMAC-SHA256(secret, {@link KEY_LABEL}), computed once per secret.
 * @param secret the configured TRANSACTION_TOKEN_KEY.
 */
function headerKey(secret: string): Promise<Uint8Array> {
  let key = derivedKeys.get(secret);
  if (!key) {
    const encoder = new TextEncoder();
    key = crypto.subtle
      .importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
      .then((hmac) => crypto.subtle.sign('HMAC', hmac, encoder.encode(KEY_LABEL)))
      .then((bytes) => new Uint8Array(bytes));
    derivedKeys.set(secret, key);
  }
  return key;
}

/**
 * Signs what whoami said for the render: an HS256 JWT, readable by anyone who sees the header and unchangeable
 * without the key (signed, not encrypted).
 * @param state the request's {@link WhoamiState}.
 * @param secret TRANSACTION_TOKEN_KEY (lib/config/server).
 * @returns the header value (a compact JWS).
 */
export async function signSessionState(state: WhoamiState, secret: string): Promise<string> {
  return new SignJWT({ [STATE_CLAIM]: state })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuedAt()
    .setExpirationTime(`${SESSION_HEADER_TTL_S}s`)
    .sign(await headerKey(secret));
}

/**
 * Verifies a signed state.
 * @param value the header's value, or null when absent.
 * @param secret TRANSACTION_TOKEN_KEY (lib/config/server).
 * @returns the state middleware saw, or null when the value is absent, forged, expired, older than
 *   {@link SESSION_HEADER_TTL_S} seconds, without `exp` or `iat`, or malformed (the caller
 *   then asks Kratos itself). Never throws.
 */
export async function verifySessionState(value: string | null, secret: string): Promise<WhoamiState | null> {
  if (!value) return null;
  try {
    // `exp` and `iat` both required, and the age checked against iat too: a value without an expiry, or one signed
    // with a long one, is not what middleware sets on this request.
    const { payload } = await jwtVerify(value, await headerKey(secret), {
      algorithms: ['HS256'],
      typ: TOKEN_TYPE,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: SESSION_HEADER_TTL_S,
    });
    const state = stateSchema.safeParse(payload[STATE_CLAIM]);
    return state.success ? state.data : null;
  } catch {
    // A bad signature or an expired value is what a forged or replayed header looks like: not an error to report.
    return null;
  }
}
