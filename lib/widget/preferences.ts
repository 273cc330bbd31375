/**
 * The partner's cosmetic choices on the /widget URL (`language` or SEP-24 `lang`, `theme`; spec §2, §4, §5)
 * turned into the cookies the app renders from (lib/cookies: `language` read by next-intl, `themeSelector` read
 * by the root layout, which writes its class on <html>). middleware.ts writes them on the /widget request itself,
 * so the very first paint inside the partner's frame is already in the partner's language and theme (no flash, no
 * reload).
 * Invalid values are left to lib/widget/params, which warns about them. Pure module (Edge-safe).
 */
import { COOKIE } from '@/lib/cookies';
import { toSupportedLocale } from '@/lib/i18n/locale';
import { THEME_SELECTORS } from '@/lib/theme';

/** A cookie to write: name and value. */
export interface PreferenceCookie {
  name: typeof COOKIE.language | typeof COOKIE.themeSelector;
  value: string;
}

/**
 * @param search the /widget query.
 * @param current the value of a cookie as the request carries it.
 * @returns the cookies whose value must change (none when the URL asks for nothing new).
 */
export function widgetPreferenceCookies(
  search: URLSearchParams,
  current: (name: string) => string | undefined,
): PreferenceCookie[] {
  const out: PreferenceCookie[] = [];
  const language = toSupportedLocale(search.get('language') ?? search.get('lang'));
  if (language && current(COOKIE.language) !== language) out.push({ name: COOKIE.language, value: language });
  const theme = search.get('theme');
  if (theme && (THEME_SELECTORS as readonly string[]).includes(theme) && current(COOKIE.themeSelector) !== theme) {
    out.push({ name: COOKIE.themeSelector, value: theme });
  }
  return out;
}
