/**
 * @jest-environment jsdom
 */
import { THEME_RESTORE_SCRIPT, parseThemeSelector, resolveTheme, themeClassName } from './index';

describe('theme resolution (spec §4)', () => {
  it('defaults the selector to light for missing or unknown values', () => {
    expect(parseThemeSelector(undefined)).toBe('light');
    expect(parseThemeSelector('purple')).toBe('light');
    expect(parseThemeSelector('auto')).toBe('auto');
  });

  it('equals the selector unless it is auto', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('follows the OS dark preference with auto', () => {
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('auto', false)).toBe('light');
  });

  it('names the class <html> carries: dark, theme-auto (resolved by CSS with the OS preference) or none for light', () => {
    expect(themeClassName('dark')).toBe('dark');
    expect(themeClassName('auto')).toBe('theme-auto');
    expect(themeClassName('light')).toBeUndefined();
  });

  it.each([
    ['themeSelector=dark', 'dark'],
    ['a=1; themeSelector=auto; b=2', 'theme-auto'],
    ['themeSelector=light', ''],
    ['themeSelector=darker', ''],
    ['', ''],
  ])('restores the class from the browser cookie %j before paint', (cookie, expected) => {
    document.documentElement.className = '';
    Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookie });
    new Function(THEME_RESTORE_SCRIPT)();
    expect(document.documentElement.className).toBe(expected);
  });
});
