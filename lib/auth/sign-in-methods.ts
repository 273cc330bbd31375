/**
 * Which sign-in methods an identity flow offers, read from its UI nodes (spec §3 "Identity flow": ui.nodes with
 * groups default, password, oidc, passkey, …), as Ory Elements decides what to render. The identity service's
 * configuration decides the methods (deploy/kratos.yml turns Google and passkeys on only when their variables are
 * set), so a screen offers a method only when the flow it shows has that method's nodes, never by default.
 * Pure: no I/O, usable on the server and in the browser.
 */

interface NodeLike {
  group: string;
  attributes: object;
}

/** The OIDC provider id of Google in the identity service's configuration (kratos.yml `providers[].id`). */
export const GOOGLE_PROVIDER_ID = 'google';

/**
 * Whether the flow offers sign-in with an OIDC provider: an `oidc` node named `provider` whose value is that
 * provider's id (the button Kratos renders for it).
 * @param nodes the flow's ui.nodes.
 * @param providerId the provider's id, e.g. `google`.
 */
export function offersOidcProvider(nodes: readonly NodeLike[], providerId: string): boolean {
  return nodes.some((node) => {
    const { name, value } = node.attributes as { name?: unknown; value?: unknown };
    return node.group === 'oidc' && name === 'provider' && value === providerId;
  });
}

/**
 * Whether the flow offers "Sign in with Google" (spec §2 /login-google): its nodes hold the `google` OIDC provider.
 * @param nodes the flow's ui.nodes.
 */
export function offersGoogle(nodes: readonly NodeLike[]): boolean {
  return offersOidcProvider(nodes, GOOGLE_PROVIDER_ID);
}

/**
 * Whether the flow offers a passkey: it has nodes of Kratos's `passkey` group (on a login flow the
 * `passkey_login` input, its trigger button and the challenge; on a settings flow the register and remove nodes).
 * @param nodes the flow's ui.nodes.
 */
export function offersPasskey(nodes: readonly NodeLike[]): boolean {
  return nodes.some((node) => node.group === 'passkey');
}
