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
 * The inline script run in <head> before first paint (no flash): reads the themeSelector cookie, resolves
 * the theme with the OS preference, sets the `dark` class and color-scheme on <html>. Kept tiny and
 * dependency-free; its logic mirrors {@link resolveTheme} and is exercised by the e2e theme test.
 */
export const THEME_BOOT_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|; )themeSelector=([^;]*)/);var s=m?decodeURIComponent(m[1]):'light';if(s!=='dark'&&s!=='auto')s='light';var d=s==='dark'||(s==='auto'&&window.matchMedia('(prefers-color-scheme: dark)').matches);var e=document.documentElement;e.classList.toggle('dark',d);e.dataset.theme=d?'dark':'light';e.dataset.themeSelector=s;}catch(_){}})();`;
