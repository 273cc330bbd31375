/**
 * Theme rules of spec §4 and §9: the selector (light, dark, auto) defaults to light and the theme defaults to
 * light; with auto the theme follows the OS dark preference, live; otherwise it equals the selector.
 * Pure module; the cookies are `themeSelector` and `theme` (lib/cookies).
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const THEME_SELECTORS = ['light', 'dark', 'auto'] as const;
export type ThemeSelector = (typeof THEME_SELECTORS)[number];
export const DEFAULT_THEME_SELECTOR: ThemeSelector = 'light';

/** Parses a cookie or URL value into a selector; anything unknown gives the default (light). */
export function parseThemeSelector(value: string | null | undefined): ThemeSelector {
  return (THEME_SELECTORS as readonly string[]).includes(value ?? '')
    ? (value as ThemeSelector)
    : DEFAULT_THEME_SELECTOR;
}

/** The theme shown for a selector, given whether the OS prefers dark. */
export function resolveTheme(selector: ThemeSelector, prefersDark: boolean): Theme {
  if (selector === 'auto') return prefersDark ? 'dark' : 'light';
  return selector;
}

/**
 * The class <html> carries for a selector, server side and in the browser (app/layout.tsx, the theme provider):
 * `dark`, `auto` or none for light. app/globals.css's `dark` variant matches `.dark`, and `.auto` while the OS
 * prefers dark, so the first paint is right without a script (spec §4; issue #2 §6; issue 11). After hydration
 * the provider also sets `dark` itself for a resolved dark theme, so both agree.
 */
export function themeClassName(selector: ThemeSelector): 'dark' | 'auto' | undefined {
  return selector === 'light' ? undefined : selector;
}
