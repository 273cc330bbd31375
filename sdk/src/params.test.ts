/**
 * @jest-environment jsdom
 *
 * The `params` option (partner guide §4's table) and `frameAttributes`: only the table's names with string or boolean
 * values reach the widget's URL, in the order given; a name an option already sets, an unknown name or a wrong value
 * throws a RampWidgetError naming `params.<name>` before anything is shown.
 */
import { resolveOptions } from './options';
import { checkParams, PARAM_NAMES } from './params';
import { baseOptions } from './testing';
import { RampWidgetError, type RampWidgetOptions } from './types';
import { widgetUrl } from './url';

/** The option named by the error `resolveOptions` throws for these overrides (null when accepted). */
function refused(overrides: Record<string, unknown>): string | null {
  try {
    resolveOptions(baseOptions(overrides as Partial<RampWidgetOptions>), document);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(RampWidgetError);
    expect((error as Error).message).toContain((error as RampWidgetError).option!);
    return (error as RampWidgetError).option;
  }
}

describe('params', () => {
  it('puts the parameters after the options, booleans as true/false', () => {
    const options = resolveOptions(
      baseOptions({
        params: {
          amount_in: '100',
          payment_currency: 'BRL',
          isHeaderDisabled: true,
          demo: false,
          'payment-method': 'card',
        },
      }),
      document,
    );
    const url = new URL(widgetUrl(options));
    expect([...url.searchParams]).toEqual([
      ['redirect_url', 'http://localhost/wallet'],
      ['theme', 'light'],
      ['language', 'en'],
      ['amount_in', '100'],
      ['payment_currency', 'BRL'],
      ['isHeaderDisabled', 'true'],
      ['demo', 'false'],
      ['payment-method', 'card'],
    ]);
  });

  it('accepts every name of the table that no option sets, and nothing at all', () => {
    const all = Object.fromEntries(PARAM_NAMES.map((name) => [name, 'x']));
    expect(Object.keys(checkParams(all, undefined))).toEqual([...PARAM_NAMES]);
    expect(checkParams(undefined, undefined)).toEqual({});
    expect(checkParams({ callback: 'postMessage' }, undefined)).toEqual({ callback: 'postMessage' });
  });

  it.each([
    [{ params: { utm_source: 'news' } }, 'params.utm_source'],
    [{ params: { redirect_url: 'http://localhost/' } }, 'params.redirect_url'],
    [{ params: { return_to: 'http://localhost/' } }, 'params.return_to'],
    [{ params: { theme: 'dark' } }, 'params.theme'],
    [{ params: { language: 'pt' } }, 'params.language'],
    [{ params: { lang: 'pt' } }, 'params.lang'],
    [{ params: { wallet: 'GABC' } }, 'params.wallet'],
    [{ params: { amount: '10' } }, 'params.amount'],
    [{ sep24: 'end', params: { on_change_callback: 'postMessage' } }, 'params.on_change_callback'],
    [{ params: { amount_in: 100 } }, 'params.amount_in'],
    [{ params: { title: null } }, 'params.title'],
    [{ params: { mode: ['ramp'] } }, 'params.mode'],
    [{ params: 'amount_in=100' }, 'params'],
    [{ params: null }, 'params'],
    [{ frameAttributes: { src: 'https://evil.example' } }, 'frameAttributes.src'],
    [{ frameAttributes: { onload: 'alert(1)' } }, 'frameAttributes.onload'],
    [{ frameAttributes: { id: 7 } }, 'frameAttributes.id'],
    [{ frameAttributes: 'widget' }, 'frameAttributes'],
  ])('refuses %j, naming %s', (overrides, option) => {
    expect(refused(overrides)).toBe(option);
  });

  it('says which option sets a parameter', () => {
    expect(() => checkParams({ theme: 'dark' }, undefined)).toThrow('params.theme is set by the theme option');
    expect(() => checkParams({ callback: 'postMessage' }, 'end')).toThrow('params.callback is set by the sep24 option');
  });
});

describe('redirectUrl: null', () => {
  it('leaves redirect_url out of the URL', () => {
    const url = new URL(widgetUrl(resolveOptions(baseOptions({ redirectUrl: null }), document)));
    expect(url.searchParams.has('redirect_url')).toBe(false);
    expect(url.searchParams.get('theme')).toBe('light');
  });
});

describe('theme and language left out', () => {
  it("leaves them out of the URL, so the widget keeps the person's own choice", () => {
    const url = new URL(widgetUrl(resolveOptions(baseOptions({ theme: undefined, language: undefined }), document)));
    expect(url.searchParams.has('theme')).toBe(false);
    expect(url.searchParams.has('language')).toBe(false);
    expect(refused({ theme: 'purple' })).toBe('theme');
  });
});
