/**
 * The `auth` messages one sign-in screen's client islands receive (to keep its HTML within its budget,
 * docs/performance.md; spec §2 public-only screens): instead of the whole namespace on /login, /login-google,
 * /registration, /recovery and /verification, each screen gets the shared copy, its own screen's copy and the Kratos
 * message ids its flow kind can show. Kratos groups its ids by flow (Kratos's text/id.go: 1010xxx login, 1040xxx
 * registration, 1050xxx settings, 1060xxx recovery, 1070xxx node labels, 1080xxx verification, 4000xxx validation,
 * 4010xxx–4070xxx each flow's validation in the same order, 5000xxx system errors). The settings flow (/security) is
 * protected: its page sends the whole namespace. An id outside a screen's groups would still show, in Kratos's own
 * English text (lib/auth/ui-text.ts).
 */
import type { FlowKind } from '@/lib/auth/flow-url';
import { pageMessages, PROTECTED_ONLY_KEYS } from './client-messages';

/** The flow kinds with a public sign-in screen. */
export type SignInKind = Exclude<FlowKind, 'settings'>;

/**
 * Kratos message id groups (the id divided by 1000, rounded down) each kind's flow can show: its own info and
 * validation groups, plus node labels (1070), generic validation (4000) and system errors (5000).
 */
export const KRATOS_GROUPS: Record<SignInKind, readonly number[]> = {
  login: [1010, 1070, 4000, 4010, 5000],
  registration: [1040, 1070, 4000, 4040, 5000],
  recovery: [1060, 1070, 4000, 4060, 5000],
  verification: [1080, 1070, 4000, 4070, 5000],
};

/** The settings flow's groups (1050 info, 4050 validation): only /security shows them. */
export const SETTINGS_KRATOS_GROUPS: readonly number[] = [1050, 4050];

/**
 * Generic-validation ids (4000xxx, Kratos's text/id.go) about credentials: wrong or duplicate credentials (4000006,
 * 4000007, 4000027), a wrong TOTP (4000008), an unverified address at sign-in (4000010), lookup codes (4000012,
 * 4000014, 4000016), the password policy (4000031–4000034, 4000039) and accounts unknown to sign-in (4000035, 4000037).
 * Recovery and verification ask for an email address and a code only, so their screens never show these.
 */
export const CREDENTIAL_VALIDATION_IDS: readonly number[] = [
  4000006, 4000007, 4000008, 4000010, 4000012, 4000014, 4000016, 4000027, 4000031, 4000032, 4000033, 4000034, 4000035,
  4000037, 4000039,
];

/** The flow kinds whose forms hold no credential (see {@link CREDENTIAL_VALIDATION_IDS}). */
const WITHOUT_CREDENTIALS: readonly SignInKind[] = ['recovery', 'verification'];

/**
 * Top-level `auth` keys that hold screen copy, by the screens that show it; a screen receives its own and none of
 * the others'. The method picker (`methods`: Ory Elements' select_method state) and the Google link (`google`) exist
 * on login and registration only: Elements never offers a method choice on recovery or verification.
 */
export const SCREEN_KEYS: Record<SignInKind, readonly string[]> = {
  login: ['login', 'loginGoogle', 'methods', 'google'],
  registration: ['registration', 'methods', 'google'],
  recovery: ['recovery'],
  verification: ['verification'],
};

/** The group of a Kratos message id (a key of `auth.kratos`), e.g. "4000006" → 4000. */
export const kratosGroup = (id: string): number => Math.floor(Number(id) / 1000);

/**
 * The messages a sign-in screen adds for its client islands (what components/layout/more-messages.tsx merges).
 * @param kind the screen's flow kind
 * @returns `{ auth }`: the request locale's `auth` namespace without the protected screens' keys
 *   (PROTECTED_ONLY_KEYS), without the other screens' copy ({@link SCREEN_KEYS}), and with only the Kratos ids of
 *   `kind`'s {@link KRATOS_GROUPS} (for recovery and verification, none of {@link CREDENTIAL_VALIDATION_IDS})
 */
export async function signInMessages(kind: SignInKind): Promise<{ auth: Record<string, unknown> }> {
  const others = (Object.keys(SCREEN_KEYS) as SignInKind[])
    .filter((other) => other !== kind)
    .flatMap((other) => SCREEN_KEYS[other])
    .filter((key) => !SCREEN_KEYS[kind].includes(key));
  const { auth } = (await pageMessages(['auth'], { auth: [...PROTECTED_ONLY_KEYS.auth, ...others] })) as {
    auth: Record<string, unknown>;
  };
  const kratos = (auth.kratos ?? {}) as Record<string, unknown>;
  const groups = KRATOS_GROUPS[kind];
  const omitted = WITHOUT_CREDENTIALS.includes(kind) ? CREDENTIAL_VALIDATION_IDS : [];
  const shown = (id: string) => groups.includes(kratosGroup(id)) && !omitted.includes(Number(id));
  return { auth: { ...auth, kratos: Object.fromEntries(Object.entries(kratos).filter(([id]) => shown(id))) } };
}
