/**
 * The e-mail address a one-time code was sent to, so that the code screen can name it (spec §2 /verification "one-time
 * code entry"; the screens of lib/auth/card-text.ts). Kratos v1.3 keeps the address in the flow's nodes once it sent a
 * code: login keeps the `identifier` (hidden), registration the `traits.email` (hidden), recovery and a verification
 * the person started the `email` of the "Resend code" button. A verification Kratos started itself after a
 * registration or an e-mail change holds no address: there the page names the signed-in identity's e-mail (the one
 * trait of our identity schema, so the address being verified). Pure.
 */

interface NodeLike {
  attributes: object;
}

/** The input names that carry the address, by flow (see the module comment). */
export const ADDRESS_INPUT_NAMES: readonly string[] = ['identifier', 'traits.email', 'email', 'address'];

/** Longest e-mail address the identity schema accepts (sandbox/identity/identity.schema.json maxLength). */
const MAX_ADDRESS_LENGTH = 320;

/**
 * Whether `value` reads as an e-mail address (something@something, one line, not too long): the identifier of a
 * login may be another kind of name in another configuration, which is not said back as an address.
 */
export function isEmailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_ADDRESS_LENGTH && /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

/**
 * @param nodes a flow's ui.nodes.
 * @returns the first address held by an {@link ADDRESS_INPUT_NAMES} input, trimmed; null when none holds one.
 */
export function codeAddress(nodes: readonly NodeLike[]): string | null {
  for (const node of nodes) {
    const { name, value } = node.attributes as { name?: unknown; value?: unknown };
    if (typeof name === 'string' && ADDRESS_INPUT_NAMES.includes(name) && isEmailAddress(value)) return value.trim();
  }
  return null;
}

/**
 * The address of a signed-in identity, for a verification flow without one in its nodes.
 * @param traits the session identity's traits (lib/auth/session.ts).
 * @returns `traits.email` when it reads as an address, else null.
 */
export function identityAddress(traits: Record<string, unknown> | undefined): string | null {
  const email = traits?.email;
  return isEmailAddress(email) ? email.trim() : null;
}
