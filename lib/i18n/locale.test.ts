import { chooseLocale, toSupportedLocale } from './locale';

describe('language choice (spec §4, §5)', () => {
  it('supports only en and pt, accepting region tags', () => {
    expect(toSupportedLocale('pt-BR')).toBe('pt');
    expect(toSupportedLocale('EN')).toBe('en');
    expect(toSupportedLocale('es')).toBeNull();
    expect(toSupportedLocale('')).toBeNull();
  });

  it('switches an unsupported language to English', () => {
    expect(chooseLocale({ current: 'de' })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('keeps a supported current language', () => {
    expect(chooseLocale({ current: 'pt' })).toBe('pt');
  });

  it("follows an active session's profile lang when supported", () => {
    expect(chooseLocale({ current: 'en', profileLang: 'pt' })).toBe('pt');
    expect(chooseLocale({ current: 'pt', profileLang: 'fr' })).toBe('pt');
  });
});
