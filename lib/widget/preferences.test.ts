import { widgetPreferenceCookies } from './preferences';

const none = () => undefined;

describe('widgetPreferenceCookies: the partner language and theme before first paint', () => {
  it('writes the language and the theme selector the URL asks for', () => {
    expect(widgetPreferenceCookies(new URLSearchParams('language=pt-BR&theme=dark'), none)).toEqual([
      { name: 'language', value: 'pt' },
      { name: 'themeSelector', value: 'dark' },
    ]);
  });

  it('understands SEP-24 lang, and language wins over it', () => {
    expect(widgetPreferenceCookies(new URLSearchParams('lang=pt'), none)).toEqual([{ name: 'language', value: 'pt' }]);
    expect(widgetPreferenceCookies(new URLSearchParams('lang=pt&language=en'), none)).toEqual([
      { name: 'language', value: 'en' },
    ]);
  });

  it('writes nothing that is already so, and nothing for invalid values', () => {
    const current = (name: string) => ({ language: 'pt', themeSelector: 'dark' })[name];
    expect(widgetPreferenceCookies(new URLSearchParams('language=pt&theme=dark'), current)).toEqual([]);
    expect(widgetPreferenceCookies(new URLSearchParams('language=de&theme=purple'), none)).toEqual([]);
    expect(widgetPreferenceCookies(new URLSearchParams(''), none)).toEqual([]);
  });
});
