import { parseThemeSelector, resolveTheme, themeClassName } from './index';

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

  it('names the class <html> carries: dark, auto (resolved by CSS with the OS preference) or none for light', () => {
    expect(themeClassName('dark')).toBe('dark');
    expect(themeClassName('auto')).toBe('auto');
    expect(themeClassName('light')).toBeUndefined();
  });
});
