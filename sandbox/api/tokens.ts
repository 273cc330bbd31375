/** Three-part tokens of the sandbox API (spec §3 "a transaction may arrive as a signed three-part token"). */

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
