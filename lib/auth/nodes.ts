/**
 * Pure helpers over the UI nodes of an identity flow (spec §3 "Identity flow": ui.nodes with groups
 * default, password, oidc, code, …).
 */

/**
 * Which methods an auth screen shows:
 * - `default`: every method Kratos offers (registration, recovery, verification, settings);
 * - `login`: password and email code; the SSO buttons are left to /login-google (spec §2);
 * - `google`: only the SSO (OIDC) buttons, plus the hidden fields (CSRF token) they submit with;
 * - `profile`: a settings flow shown on /profile for the e-mail change (its sections keep only the `profile`
 *   group; components/auth/security/section.tsx).
 */
export type AuthVariant = 'default' | 'login' | 'google' | 'profile';

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

/** A one-time code as Kratos sends it (digits; 6 by default, 4–8 allowed). */
const ONE_TIME_CODE = /^\d{4,8}$/;

/**
 * Pre-fills the one-time code input (`code` group, input named `code`) from the page's `code` query parameter
 * (spec §2 query parameter names: a link in the e-mail can carry the code to /verification or /login's code step).
 * The person still submits it: nothing is sent on their behalf.
 * @param nodes the flow's ui.nodes.
 * @param code the `code` query value; anything but 4–8 digits is ignored.
 * @returns a new array when a code input was filled, else the same nodes.
 */
export function prefillCode<T extends NodeLike>(nodes: readonly T[], code: string | undefined): readonly T[] {
  if (!code || !ONE_TIME_CODE.test(code)) return nodes;
  return nodes.map((node) => {
    const attributes = node.attributes as { node_type?: unknown; name?: unknown; type?: unknown; value?: unknown };
    const isCodeInput =
      node.group === 'code' && attributes.node_type === 'input' && attributes.name === 'code' && !attributes.value;
    return isCodeInput ? { ...node, attributes: { ...attributes, value: code } } : node;
  });
}
