/**
 * The sign-in methods of the identity service: every method Kratos can record on a session, and which of them an
 * identity flow offers, read from its UI nodes (spec §3 "Identity flow": ui.nodes with groups default, password,
 * oidc, passkey, …), as Ory Elements decides what to render. The identity service's configuration decides the methods
 * (deploy/kratos.yml turns Google and passkeys on only when their variables are set), so a screen offers a method
 * only when the flow it shows has that method's nodes, never by default.
 * Pure: no I/O, usable on the server and in the browser.
 */

/**
 * Every method Kratos records in a session's `authentication_methods` (spec §7 `/sessions/whoami`; Kratos's
 * credential types plus the two recovery methods): /security/history names each one in the reader's language.
 */
export const KRATOS_AUTHENTICATION_METHODS = [
  'password',
  'code',
  'code_recovery',
  'link_recovery',
  'totp',
  'lookup_secret',
  'webauthn',
  'passkey',
  'oidc',
  'saml',
  'profile',
] as const;
export type KratosAuthenticationMethod = (typeof KRATOS_AUTHENTICATION_METHODS)[number];

/** Whether `method` is one of {@link KRATOS_AUTHENTICATION_METHODS} (a newer Kratos may record others). */
export function isKratosAuthenticationMethod(method: string): method is KratosAuthenticationMethod {
  return (KRATOS_AUTHENTICATION_METHODS as readonly string[]).includes(method);
}

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
