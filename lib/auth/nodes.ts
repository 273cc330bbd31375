/**
 * Pure helpers over the UI nodes of an identity flow (spec §3 "Identity flow": ui.nodes with groups
 * default, password, oidc, code, …).
 */

/**
 * Which methods an auth screen shows:
 * - `default`: every method Kratos offers (registration, recovery, verification, settings);
 * - `login`: password and email code; the SSO buttons are left to /login-google (spec §2);
 * - `google`: only the SSO (OIDC) buttons, plus the hidden fields (CSRF token) they submit with.
 */
export type AuthVariant = 'default' | 'login' | 'google';

interface NodeLike {
  group: string;
  attributes: object;
}

const SSO_GROUPS = ['oidc', 'saml'];

/**
 * The nodes a variant shows.
 * @param nodes the flow's ui.nodes.
 * @param variant the screen's variant.
 * @returns a new array (the input is not changed).
 */
export function nodesForVariant<T extends NodeLike>(nodes: readonly T[], variant: AuthVariant): T[] {
  if (variant === 'login') return nodes.filter((n) => !SSO_GROUPS.includes(n.group));
  if (variant === 'google') {
    return nodes.filter(
      (n) =>
        SSO_GROUPS.includes(n.group) ||
        (n.group === 'default' && (n.attributes as { type?: unknown }).type === 'hidden'),
    );
  }
  return [...nodes];
}
