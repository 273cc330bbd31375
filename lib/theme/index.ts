/**
 * Theme rules of spec §4 and §9: the selector (light, dark, auto) defaults to light and the theme defaults to
 * light; with auto the theme follows the OS dark preference, live; otherwise it equals the selector.
 * Pure module; the cookies are `themeSelector` and `theme` (lib/cookies).
 */
import { COOKIE } from '@/lib/cookies';

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

/** The class on <html> for the selector `dark` (app/globals.css's `dark` variant). */
export const DARK_CLASS = 'dark';
/** The class on <html> for the selector `auto`: app/globals.css shows dark while the OS prefers dark. */
export const AUTO_CLASS = 'theme-auto';

/**
 * The class <html> carries for a selector, written by the server (app/layout.tsx): {@link DARK_CLASS},
 * {@link AUTO_CLASS} or none for light. app/globals.css's `dark` variant matches the first, and the second while the
 * OS prefers dark, so the first paint is right without a script (spec §4). After hydration
 * the theme provider also sets `dark` for a resolved dark theme; a later server render of <html> (router.refresh)
 * can drop that again, and `theme-auto` still shows the right theme.
 */
export function themeClassName(selector: ThemeSelector): typeof DARK_CLASS | typeof AUTO_CLASS | undefined {
  if (selector === 'light') return undefined;
  return selector === 'dark' ? DARK_CLASS : AUTO_CLASS;
}

/**
 * An inline script for a page requested WITHOUT the themeSelector cookie although the browser holds it: the payment
 * provider's cross-site return inside a partner's frame sends no Lax cookies, yet the page's script reads them
 * (components/widget/host-bridge.tsx). It puts the cookie's class on <html> before first paint. The root layout
 * writes it only for framed cross-site requests that came without the cookie (lib/cookies framedCrossSiteRequest).
 */
export const THEME_RESTORE_SCRIPT = `(function(){var m=document.cookie.match(/(?:^|; )${COOKIE.themeSelector}=(dark|auto)(?:;|$)/);if(m)document.documentElement.classList.add(m[1]==='dark'?'${DARK_CLASS}':'${AUTO_CLASS}')})();`;
