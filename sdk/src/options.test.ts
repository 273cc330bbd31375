/**
 * @jest-environment jsdom
 */
import { resolveOptions } from './options';
import { baseOptions } from './testing';
import { RampWidgetError, type RampWidgetOptions } from './types';

/** The option a set of options is refused for (null when accepted). */
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

describe('resolveOptions', () => {
  afterEach(() => document.body.replaceChildren());

  it('accepts the minimal options and resolves the app origin and defaults', () => {
    const resolved = resolveOptions(baseOptions({ appUrl: 'https://app.example/some/path' }), document);
    expect(resolved).toMatchObject({ appOrigin: 'https://app.example', minHeight: 560, maxHeight: 1400 });
  });

  it.each([
    [{ appUrl: 'javascript:alert(1)' }, 'appUrl'],
    [{ appUrl: 'ftp://app.example' }, 'appUrl'],
    [{ appUrl: 'app.example' }, 'appUrl'],
    [{ variant: 'modal' }, 'variant'],
    [{ redirectUrl: 'https://evil.example/wallet' }, 'redirectUrl'],
    [{ redirectUrl: '/wallet' }, 'redirectUrl'],
    [{ theme: 'blue' }, 'theme'],
    [{ language: 'fr' }, 'language'],
    [{ wallet: 'G A B' }, 'wallet'],
    [{ amount: 250.5 }, 'amount'],
    [{ amount: '1e5' }, 'amount'],
    [{ sep24: 'always' }, 'sep24'],
    [{ sandbox: 'yes' }, 'sandbox'],
    [{ onComplete: 'refresh()' }, 'onComplete'],
    [{ onComplte: () => undefined }, 'onComplte'],
    [{ minHeight: 800, maxHeight: 600 }, 'minHeight'],
    [{ maxHeight: 12.5 }, 'maxHeight'],
    [{ variant: 'embedded' }, 'container'],
    [{ variant: 'embedded', container: '#missing' }, 'container'],
  ])('refuses %j, naming %s', (overrides, option) => {
    expect(refused(overrides)).toBe(option);
  });

  it('says which origin redirectUrl must have', () => {
    expect(() => resolveOptions(baseOptions({ redirectUrl: 'https://evil.example/' }), document)).toThrow(
      "redirectUrl must be on this page's origin http://localhost",
    );
  });

  it('accepts pt-BR, a decimal amount with a comma, and a container selector for embedded', () => {
    document.body.innerHTML = '<div id="ramp"></div>';
    const resolved = resolveOptions(
      baseOptions({ variant: 'embedded', container: '#ramp', language: 'pt-BR', amount: '250,50' }),
      document,
    );
    expect(resolved.containerElement).toBe(document.getElementById('ramp'));
  });
});
