/**
 * The production rule for TRANSACTION_TOKEN_KEY, the HS256 key of the signed transaction tokens /final-step trusts
 * (spec §3). HMAC with SHA-256 wants a key of at least the hash's length (RFC 7518 §3.2: 256 bits), and the sandbox's
 * key is published in the repository, so a production start refuses both a shorter key and that one. Pure.
 */

/** The variable the rule is about, named in every message. */
export const TOKEN_KEY_VARIABLE = 'TRANSACTION_TOKEN_KEY';

/** Fewest bytes (UTF-8) of a production key: 32, the SHA-256 output length. */
export const MIN_TOKEN_KEY_BYTES = 32;

/**
 * Why a key may not sign production tokens.
 * @param key the configured value (already trimmed).
 * @param sandboxKey the sandbox's published key (sandbox/config.ts), never accepted in production.
 * @returns the message naming the variable, or null when the key is acceptable.
 */
export function tokenKeyProblem(key: string, sandboxKey: string): string | null {
  if (key === sandboxKey) {
    return `${TOKEN_KEY_VARIABLE} is the sandbox's published key; set a secret of your own (openssl rand -base64 32).`;
  }
  const bytes = new TextEncoder().encode(key).length;
  if (bytes < MIN_TOKEN_KEY_BYTES) {
    return (
      `${TOKEN_KEY_VARIABLE} has ${bytes} bytes; production needs at least ${MIN_TOKEN_KEY_BYTES} ` +
      '(openssl rand -base64 32).'
    );
  }
  return null;
}
