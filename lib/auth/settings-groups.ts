/**
 * The cards of /security (spec §3 "Identity flow" node groups, §7 settings flow): which node groups of a
 * Kratos settings flow get a card, in which order, and the small facts each card shows that Kratos only gives as
 * nodes (recovery codes left, whether Google can be unlinked, whether the authenticator app's set-up is under way). Pure: no React, no request data.
 */

/** A settings-flow node as far as this module reads it (Kratos UiNode). */
export interface SettingsNodeLike {
  group: string;
  type?: string;
  attributes: object;
}

/** The node groups /security shows, one card each, in this order. Others (profile, code, default) are not cards. */
export const SECURITY_CARD_GROUPS = ['password', 'totp', 'lookup_secret', 'passkey', 'webauthn', 'oidc'] as const;
export type SecurityCardGroup = (typeof SECURITY_CARD_GROUPS)[number];

/** Whether a group name is one of the /security cards. */
export function isSecurityCardGroup(group: string): group is SecurityCardGroup {
  return (SECURITY_CARD_GROUPS as readonly string[]).includes(group);
}

/**
 * The groups of a settings flow that /security shows as cards, in card order.
 * @param nodes the flow's ui.nodes.
 * @returns each offered card group once (e.g. `['password', 'totp', 'lookup_secret']`).
 */
export function securityCardGroups(nodes: readonly SettingsNodeLike[]): SecurityCardGroup[] {
  const offered = new Set(nodes.map((n) => n.group));
  return SECURITY_CARD_GROUPS.filter((group) => offered.has(group));
}

/**
 * The nodes a settings screen renders:
 * - `security` (/security): every group but `profile` (the e-mail is changed on /profile);
 * - `profile` (/profile's e-mail change): the `profile` group, plus the hidden `default` nodes (CSRF token).
 * @returns a new array; the input is not changed.
 */
export function settingsNodesFor<T extends SettingsNodeLike>(nodes: readonly T[], screen: 'security' | 'profile'): T[] {
  if (screen === 'security') return nodes.filter((n) => n.group !== 'profile');
  return nodes.filter(
    (n) => n.group === 'profile' || (n.group === 'default' && (n.attributes as { type?: unknown }).type === 'hidden'),
  );
}

/** The group a settings section belongs to, read from the test id Ory Elements gives each section's form. */
export function sectionGroup(testId: unknown): string | undefined {
  if (typeof testId !== 'string') return undefined;
  const match = /^ory\/screen\/settings\/group\/([a-z_]+)$/.exec(testId);
  return match?.[1];
}

/** A settings node that may carry Kratos's messages (its field errors). */
interface NodeWithMessages extends SettingsNodeLike {
  messages?: readonly unknown[];
}

/**
 * Whether the authenticator app's set-up is already under way: Kratos answered a code with a message on the
 * `totp_code` field (e.g. 4000008, the code is wrong), so the QR code and the code field stay shown. Before that, the
 * card shows them only when the person asks for the set-up (components/auth/security/totp-set-up.tsx).
 * @param nodes the flow's ui.nodes.
 */
export function totpSetUpUnderway(nodes: readonly NodeWithMessages[]): boolean {
  return nodes.some(
    (n) => n.group === 'totp' && (n.attributes as { name?: unknown }).name === 'totp_code' && !!n.messages?.length,
  );
}

/**
 * The node of a settings flow with this input name, e.g. `lookup_secret_disable`.
 * @param nodes the flow's ui.nodes.
 * @param name the input's name.
 */
export function settingsNodeNamed<T extends SettingsNodeLike>(nodes: readonly T[], name: string): T | undefined {
  return nodes.find((n) => (n.attributes as { name?: unknown }).name === name);
}

/** Kratos text id of a recovery code that has been used (lookup_secret, "Secret was used at …"). */
const USED_RECOVERY_CODE = 1050014;

interface SecretText {
  id?: number;
  text?: string;
}

/**
 * The recovery codes of a revealed lookup_secret node (`lookup_secret_codes`, context.secrets), split into the
 * ones still usable and the count of used ones.
 * @param secrets the `secrets` of the codes node's text context (each a UiText).
 * @returns `{ unused, used }`: unused codes as text, and how many were used.
 */
export function recoveryCodeState(secrets: readonly SecretText[] | undefined): { unused: string[]; used: number } {
  const unused: string[] = [];
  let used = 0;
  for (const secret of secrets ?? []) {
    if (secret.id === USED_RECOVERY_CODE) used += 1;
    else if (secret.text) unused.push(secret.text);
  }
  return { unused, used };
}

/**
 * The text file of recovery codes the person downloads: a title line, one code per line, and the date.
 * @param codes the unused codes.
 * @param title the first line, in the person's language.
 * @param createdAt ISO 8601 time the file was made.
 */
export function recoveryCodesFile(codes: readonly string[], title: string, createdAt: string): string {
  return `${title}\n${createdAt}\n\n${codes.join('\n')}\n`;
}

/** What Kratos v1.3.1 sends as `display_name` of a key without a name: every passkey (its method stores none). */
const KRATOS_UNNAMED_KEY = 'unnamed';

/**
 * The name a person gave a security key or passkey (the remove node's label context `display_name`).
 * @returns the name, or null when Kratos has none (absent, empty, or its English placeholder "unnamed"): the card
 *   then numbers the key in the person's language ("Passkey 1").
 */
export function keyDisplayName(displayName: unknown): string | null {
  if (typeof displayName !== 'string') return null;
  const name = displayName.trim();
  return name && name !== KRATOS_UNNAMED_KEY ? name : null;
}
