/**
 * Kratos's script nodes under the app's Content-Security-Policy (lib/security/headers.ts), for passkeys: the
 * `passkey`/`webauthn` methods send a `script` node (ui.nodes, attributes.node_type `script`: Kratos's
 * /.well-known/ory/webauthn.js with its integrity hash) that carries a nonce of Kratos's own, which the page's
 * nonce-based `script-src` refuses. The flow is given the request's CSP nonce before it is rendered; the
 * integrity hash still pins the script's content.
 */
import type { KratosFlow } from './kratos';

/**
 * @param flow a flow as read on the server (lib/auth/kratos.ts).
 * @param nonce the request's CSP nonce (middleware.ts, lib/security/headers NONCE_HEADER); undefined leaves the
 *   flow as it is (no policy on this request).
 * @returns the flow with every script node's `attributes.nonce` set to `nonce` (a new object; the input is kept).
 */
export function withScriptNonce(flow: KratosFlow, nonce: string | undefined): KratosFlow {
  if (!nonce) return flow;
  const nodes = flow.ui.nodes.map((node) =>
    node.attributes.node_type === 'script' ? { ...node, attributes: { ...node.attributes, nonce } } : node,
  );
  return { ...flow, ui: { ...flow.ui, nodes } };
}
