/**
 * Translation of the identity service's UI texts (Kratos `UiText`: labels and messages of a flow).
 * Kratos sends English text plus a stable numeric id and a context (e.g. 4000006 "The provided credentials
 * are invalid…", 1010002 "Sign in with {provider}"). We translate the ids we know through next-intl
 * (`auth.kratos.<id>` in messages/*.json) and fall back to Kratos's own text for any other id, or when our
 * message needs a placeholder the context does not provide. Pure: the translator is passed in.
 *
 * Message ids: https://www.ory.com/docs/kratos/concepts/ui-messages
 */

/** The part of a Kratos UiText this module reads. */
export interface UiTextLike {
  id: number;
  text: string;
  type?: string;
  context?: object | null;
}

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
 * Context values of a UiText usable as ICU arguments: strings and numbers as they are, lists joined with
 * ", " (e.g. `available_credential_types_list`), anything else dropped.
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
  return values;
}

/** Names of the simple ICU arguments in a message ("{provider}", "{n, number}" → provider, n). */
export function messageArguments(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!);
}

/**
 * Kratos reasons that arrive under the generic id 4000001 ("{reason}", a schema validation error) with a fixed
 * English sentence, worded by us instead: Kratos's text → our key in the `auth` namespace. Among them: the refusal
 * to unlink Google when it is the last way in (oidc strategy UnlinkAllFirstFactorConnectionsError, Kratos v1.3.1).
 */
export const KNOWN_REASON_KEYS: Readonly<Record<string, string>> = {
  'can not unlink OpenID Connect connection because it is the last remaining first factor credential':
    'securityCards.oidc.onlyWayIn',
};

/** Kratos's generic validation id, whose text is the reason itself. */
const GENERIC_VALIDATION_ID = 4000001;

/**
 * The text to show for a Kratos UiText in the current language.
 * @param text the Kratos text (label or message).
 * @param t the `auth` translator.
 * @returns our sentence for a known reason ({@link KNOWN_REASON_KEYS}), else our translation of
 *   `auth.kratos.<id>` with the context interpolated, else `text.text`.
 */
export function translateUiText(text: UiTextLike, t: AuthTranslator): string {
  const reasonKey = text.id === GENERIC_VALIDATION_ID ? KNOWN_REASON_KEYS[text.text.trim()] : undefined;
  if (reasonKey && t.has(reasonKey)) return t(reasonKey);
  const key = kratosMessageKey(text.id);
  if (!t.has(key)) return text.text;
  const raw = t.raw(key);
  if (typeof raw !== 'string') return text.text;
  const values = uiTextValues(text.context);
  if (messageArguments(raw).some((name) => !(name in values))) return text.text;
  try {
    return t(key, values);
  } catch {
    return text.text;
  }
}
