'use client';

/**
 * Live theme (spec §4, §9): the selector (light, dark, auto) and the theme are kept in the themeSelector and
 * theme cookies; with auto the theme follows the OS dark preference and updates live when it changes.
 * The first paint is already right: the server wrote the selector's class on <html> (lib/theme themeClassName, or its
 * restore script when the request came without the cookie) and app/globals.css resolves `auto` with the OS
 * preference; this keeps the classes in step with the selector and the resolved theme.
 */
import { setCookie } from 'cookies-next/client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { AUTO_CLASS, DARK_CLASS, parseThemeSelector, resolveTheme, type Theme, type ThemeSelector } from '@/lib/theme';

interface ThemeState {
  selector: ThemeSelector;
  theme: Theme;
  setSelector: (selector: ThemeSelector) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/** The current theme and its setter; throws outside <ThemeProvider>. */
export function useTheme(): ThemeState {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function apply(theme: Theme, selector: ThemeSelector) {
  const classes = document.documentElement.classList;
  classes.toggle(DARK_CLASS, theme === 'dark');
  classes.toggle(AUTO_CLASS, selector === 'auto');
}

/**
 * @param initialSelector the themeSelector cookie as the server read it, so server and client render the same
 *   selector (the OS preference of "auto" is only known in the browser).
 */
export function ThemeProvider({ children, initialSelector }: { children: ReactNode; initialSelector: ThemeSelector }) {
  const [selector, setSelectorState] = useState<ThemeSelector>(initialSelector);
  const [prefersDark, setPrefersDark] = useState(() =>
    typeof window === 'undefined' ? false : window.matchMedia(DARK_QUERY).matches,
  );

  useEffect(() => {
    const media = window.matchMedia(DARK_QUERY);
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, []);

  const theme = resolveTheme(selector, prefersDark);

  useEffect(() => {
    apply(theme, selector);
    const options = cookieOptions();
    setCookie(COOKIE.themeSelector, selector, options);
    setCookie(COOKIE.theme, theme, options);
  }, [theme, selector]);

  const setSelector = useCallback((next: ThemeSelector) => setSelectorState(parseThemeSelector(next)), []);
  const value = useMemo(() => ({ selector, theme, setSelector }), [selector, theme, setSelector]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
