/**
 * Kratos's onload triggers, run once per flow (passkeys; spec §3 "Identity flow" ui.nodes).
 *
 * Kratos marks the `passkey_login` input of a login flow with `onloadTrigger: oryPasskeyLoginAutocompleteInit`: a
 * function of its /.well-known/ory/webauthn.js that asks the browser for a passkey with WebAuthn conditional mediation
 * (the e-mail field's suggestions) and, when one is picked, writes the assertion into `passkey_login` and submits the
 * form natively. Ory Elements calls it from an effect of every input component that renders such a node, and on our
 * /login it ran twice per page load. Two pending requests meant two native submits of one flow: Kratos accepted the
 * first (and removed the flow's WebAuthn challenge), the second navigation cancelled the first answer, session cookie
 * and all, and Kratos answered the second with a 500 ("Expected WebAuthN in internal context to be an object"), so a
 * person who picked their passkey landed on the error screen, signed out (seen in CI, about one run in ten).
 *
 * So the triggers are taken off the nodes before Ory Elements sees them and the app runs each one itself, once per
 * flow (components/auth/use-onload-triggers.ts).
 */

interface NodeLike {
  attributes: object;
}

/**
 * The global functions Kratos's webauthn.js defines (Kratos v1.3.1 x/webauthnx/js/trigger.go); only the passkey
 * autocomplete one is sent as an onload trigger today.
 */
const KRATOS_TRIGGERS = new Set([
  'oryWebAuthnRegistration',
  'oryWebAuthnLogin',
  'oryPasskeyLogin',
  'oryPasskeyLoginAutocompleteInit',
  'oryPasskeyRegistration',
  'oryPasskeySettingsRegistration',
]);

/**
 * Splits a flow's nodes into nodes without onload triggers and the triggers to run.
 * @param nodes the flow's ui.nodes.
 * @returns `nodes`: the same nodes, those that had `onloadTrigger` (and its `onload` string twin) copied without it;
 *   `triggers`: the distinct trigger names, those of Kratos's script only, in node order. An unknown name is
 *   dropped from the node and not run: only Kratos's own functions are called.
 */
export function takeOnloadTriggers<T extends NodeLike>(nodes: readonly T[]): { nodes: T[]; triggers: string[] } {
  const triggers: string[] = [];
  const rest = nodes.map((node) => {
    const {
      onloadTrigger,
      onload: _onload,
      ...attributes
    } = node.attributes as {
      onloadTrigger?: unknown;
      onload?: unknown;
    };
    if (typeof onloadTrigger !== 'string' || !onloadTrigger) return node;
    if (KRATOS_TRIGGERS.has(onloadTrigger) && !triggers.includes(onloadTrigger)) triggers.push(onloadTrigger);
    return { ...node, attributes };
  });
  return { nodes: rest, triggers };
}
