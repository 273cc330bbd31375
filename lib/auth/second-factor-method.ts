/**
 * The second-factor step of a login (spec §2 /login, §4 "Login flow": Kratos's login flow with requested_aal aal2,
 * after the password of an account with an authenticator app). Which ways of passing it the flow offers, and which one
 * the screen opens with: with one second factor (the authenticator app), its code input shows at once, and the
 * recovery codes, kept for a lost phone, are one click away (components/auth/ory/footer.tsx); with several, the person
 * chooses. Ory Elements opens a method at once only when the flow offers exactly one, so the screen hands it the flow
 * with that method marked active ({@link withSoleSecondFactor}), on the server's render as in the browser. Pure.
 */

interface NodeLike {
  group: string;
  attributes: object;
  messages?: readonly unknown[];
}

interface LoginFlowLike {
  requested_aal?: unknown;
  refresh?: unknown;
  active?: unknown;
  ui: { nodes: readonly NodeLike[] };
}

/** The backup way in: recovery codes (Kratos's lookup_secret method). */
export const BACKUP_METHOD = 'lookup_secret';

/** Node groups that are not a way to pass a step (Ory Elements's own list, plus the SSO groups it renders apart). */
const NOT_METHODS: readonly string[] = ['default', 'identifier_first', 'profile', 'captcha', 'oidc', 'saml'];

/**
 * Methods Ory Elements submits as soon as they are chosen (an e-mail code is sent, a passkey asked for): never opened
 * ahead of the person, as Ory Elements itself does not.
 */
const IMMEDIATE_METHODS: readonly string[] = ['code', 'passkey'];

/** Whether a login flow is the second-factor step (requested_aal aal2), not a re-authentication (refresh). */
export function isSecondFactorStep(flow: object): boolean {
  const { requested_aal, refresh } = flow as { requested_aal?: unknown; refresh?: unknown };
  return requested_aal === 'aal2' && refresh !== true;
}

function isVisible(node: NodeLike): boolean {
  const { node_type, type } = node.attributes as { node_type?: unknown; type?: unknown };
  return node_type !== 'script' && !(node_type === 'input' && type === 'hidden');
}

/**
 * The methods a flow offers as choices (groups with a visible node, Ory Elements's visibleAuthMethodGroups), in the
 * flow's order.
 */
export function offeredMethods(nodes: readonly NodeLike[]): string[] {
  const groups = nodes.filter((node) => !NOT_METHODS.includes(node.group) && isVisible(node)).map((n) => n.group);
  return [...new Set(groups)];
}

/**
 * The one second factor of a second-factor step, beside the recovery codes: the method to open at once.
 * @returns null when the flow is not that step, a method is already active or has answered (a node message), the
 *   person has several second factors, or the one there is submits on choice.
 */
export function soleSecondFactor(flow: LoginFlowLike): string | null {
  if (!isSecondFactorStep(flow) || flow.active) return null;
  if (flow.ui.nodes.some((node) => (node.messages?.length ?? 0) > 0)) return null;
  const factors = offeredMethods(flow.ui.nodes).filter((method) => method !== BACKUP_METHOD);
  return factors.length === 1 && !IMMEDIATE_METHODS.includes(factors[0]!) ? factors[0]! : null;
}

/**
 * The flow Ory Elements renders: with its {@link soleSecondFactor} marked active, so the step opens on that method's
 * input (Ory Elements takes a flow's active method as the one shown), else the flow itself.
 */
export function withSoleSecondFactor<T extends LoginFlowLike>(flow: T): T {
  const method = soleSecondFactor(flow);
  return method ? { ...flow, active: method } : flow;
}
