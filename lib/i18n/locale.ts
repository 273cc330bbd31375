/**
 * Language choice of spec §4, §5: only en and pt are supported; en is the default and the fallback.
 * Pure module (server, client, Edge, tests).
 */
export const SUPPORTED_LOCALES = ['en', 'pt'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Normalises a language tag to a supported locale: "pt-BR" → "pt", "EN" → "en".
 * @returns the supported locale, or null when the language is not supported.
 */
export function toSupportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return (SUPPORTED_LOCALES as readonly string[]).includes(base ?? '') ? (base as Locale) : null;
}

/**
 * The language to use (spec §4 "Language"): an active session's profile lang when supported, else the current
 * language (cookie or URL parameter) when supported, else English.
 */
export function chooseLocale(input: { current?: string | null; profileLang?: string | null }): Locale {
  return toSupportedLocale(input.profileLang) ?? toSupportedLocale(input.current) ?? DEFAULT_LOCALE;
}
