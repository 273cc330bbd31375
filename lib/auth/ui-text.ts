/**
 * Translation of the identity service's UI texts (Kratos `UiText`: labels and messages of a flow; spec §3 "Identity
 * flow"). Kratos sends English text plus a stable numeric id and a context (e.g. 4000006 "The provided credentials
 * are invalid…", 1010002 "Sign in with {provider}"). Every id the screens can show has our sentence in
 * `auth.kratos.<id>` of messages/*.json (lib/auth/kratos-message-ids.ts lists them); the generic ids whose text is a
 * free-form reason are worded by the reason when we know it; anything else (a later Kratos's id, a context without an
 * argument our sentence needs) gets a generic sentence of `auth.fallback` in the person's language. Kratos's English
 * is never shown, except where its text is the data itself (DATA_TEXT_IDS: keys and recovery codes). Pure: the
 * translator is passed in.
 *
 * Message ids: https://www.ory.com/docs/kratos/concepts/ui-messages
 */
import { DATA_TEXT_IDS, REASON_MESSAGE_IDS } from './kratos-messages';

/** The part of a Kratos UiText this module reads. */
export interface UiTextLike {
  id: number;
  text: string;
  type?: string;
  context?: object | null;
}

/** Where a text is shown: a control's label (a button, a field) or a message (a banner, a field's error, a note). */
export type UiTextRole = 'label' | 'message';

/** Values next-intl accepts for interpolation. */
export type MessageValues = Record<string, string | number>;

/**
 * The subset of a next-intl translator (`useTranslations('auth')` / `getTranslations('auth')`) used here,
 * with plain string keys because Kratos ids are only known at run time.
 */
export interface AuthTranslator {
  (key: string, values?: MessageValues): string;
  has(key: string): boolean;
  raw(key: string): unknown;
}

/** The message key (in the `auth` namespace) of a Kratos text id, e.g. 4000006 → "kratos.4000006". */
export function kratosMessageKey(id: number): string {
  return `kratos.${id}`;
}

/**
 * Our names of the OIDC providers, by their id in kratos.yml: a provider's label there is for operators (the
 * sandbox's reads "Google (sandbox)") and never reaches a person.
 */
export const PROVIDER_NAMES: Readonly<Record<string, string>> = { google: 'Google' };

/**
 * The provider of a UiText context as people know it: by `provider_id` (1010002, 1040002), else by the first word
 * of the label (1010016, 1010018 and the settings' 1050002/1050003 carry the label only); an unknown one as it is.
 */
export function providerName(provider: string, providerId?: unknown): string {
  const byId = typeof providerId === 'string' ? PROVIDER_NAMES[providerId] : undefined;
  const firstWord = provider.trim().split(/[\s(]/)[0]!.toLowerCase();
  return byId ?? PROVIDER_NAMES[firstWord] ?? provider;
}

/**
 * Context values of a UiText usable as ICU arguments: strings and numbers as they are, lists joined with
 * ", " (e.g. `available_credential_types_list`), anything else dropped; `provider` by {@link providerName}.
 */
export function uiTextValues(context: object | null | undefined): MessageValues {
  const values: MessageValues = {};
  if (!context) return values;
  for (const [name, value] of Object.entries(context)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      values[name] = value.join(', ');
    }
  }
  if (typeof values.provider === 'string') {
    values.provider = providerName(values.provider, (context as { provider_id?: unknown }).provider_id);
  }
  return values;
}

/** Names of the simple ICU arguments in a message ("{provider}", "{n, number}" → provider, n). */
export function messageArguments(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!);
}

/**
 * Reasons that arrive under a generic id ({@link REASON_MESSAGE_IDS}) with a fixed English sentence, worded by us
 * instead: Kratos's text → our key in the `auth` namespace. Among them: the refusal to unlink Google when it is the
 * last way in (oidc strategy UnlinkAllFirstFactorConnectionsError, Kratos v1.3.1).
 */
export const KNOWN_REASON_KEYS: Readonly<Record<string, string>> = {
  'can not unlink OpenID Connect connection because it is the last remaining first factor credential':
    'securityCards.oidc.onlyWayIn',
};

/**
 * Reasons known by their shape: Kratos v1.3's JSON-schema format check says `"<value>" is not valid "email"` (a
 * registration's e-mail, recovery's and verification's address), which later Kratos sends as 4000040.
 */
export const REASON_PATTERNS: ReadonlyArray<{ pattern: RegExp; key: string }> = [
  { pattern: /^".*" is not valid "email"$/, key: kratosMessageKey(4000040) },
];

/** Our key for the reason of a generic-id text, or undefined for another id or a reason we do not know. */
export function reasonKey(text: UiTextLike): string | undefined {
  if (!REASON_MESSAGE_IDS.includes(text.id)) return undefined;
  const reason = text.text.trim();
  return KNOWN_REASON_KEYS[reason] ?? REASON_PATTERNS.find(({ pattern }) => pattern.test(reason))?.key;
}

/** The generic sentence (`auth.fallback.*`) for a text we cannot word: by its role, and a message by its type. */
export function fallbackKey(text: UiTextLike, role: UiTextRole): string {
  if (role === 'label') return 'fallback.label';
  return text.type === 'error' ? 'fallback.error' : text.type === 'success' ? 'fallback.success' : 'fallback.info';
}

/**
 * `key` translated with `values`, or null when the catalogue lacks it, its message needs an argument `values` do
 * not hold, or the translator throws.
 */
function translated(t: AuthTranslator, key: string, values: MessageValues): string | null {
  if (!t.has(key)) return null;
  const raw = t.raw(key);
  if (typeof raw !== 'string' || messageArguments(raw).some((name) => !(name in values))) return null;
  try {
    return t(key, values);
  } catch {
    return null;
  }
}

/**
 * The text to show for a Kratos UiText in the current language.
 * @param text the Kratos text (label or message).
 * @param t the `auth` translator.
 * @param role whether it labels a control or is a message (picks the generic sentence, see {@link fallbackKey}).
 * @returns the data of a {@link DATA_TEXT_IDS} text as sent; else our sentence for a known reason
 *   ({@link reasonKey}); else our translation of `auth.kratos.<id>` with the context interpolated; else the generic
 *   sentence in the current language. Never Kratos's English.
 */
export function translateUiText(text: UiTextLike, t: AuthTranslator, role: UiTextRole = 'message'): string {
  if (DATA_TEXT_IDS.includes(text.id)) return text.text;
  const values = uiTextValues(text.context);
  const reason = reasonKey(text);
  const own = (reason && translated(t, reason, values)) || translated(t, kratosMessageKey(text.id), values);
  if (own) return own;
  const fallback = fallbackKey(text, role);
  return translated(t, fallback, {}) ?? t(fallback);
}
