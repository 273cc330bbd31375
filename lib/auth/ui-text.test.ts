import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { kratosMessageKey, messageArguments, translateUiText, uiTextValues, type AuthTranslator } from './ui-text';

type Tree = { [key: string]: string | Tree };

/** A minimal stand-in for next-intl's `auth` translator over a message tree (simple {name} arguments). */
function translator(tree: Tree): AuthTranslator {
  const lookup = (key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
  const t = ((key: string, values: Record<string, string | number> = {}) =>
    String(lookup(key)).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]))) as AuthTranslator;
  t.has = (key) => typeof lookup(key) === 'string';
  t.raw = lookup;
  return t;
}

const tEn = translator(en.auth as Tree);
const tPt = translator(pt.auth as Tree);

describe('kratosMessageKey', () => {
  it('maps a Kratos text id to auth.kratos.<id>', () => {
    expect(kratosMessageKey(4000006)).toBe('kratos.4000006');
  });
});

describe('uiTextValues', () => {
  it('keeps strings and numbers, joins lists, drops the rest', () => {
    expect(
      uiTextValues({ provider: 'Google', min_length: 8, list: ['password', 'code'], nested: { a: 1 }, nothing: null }),
    ).toEqual({ provider: 'Google', min_length: 8, list: 'password, code' });
  });

  it('is empty without a context', () => {
    expect(uiTextValues(undefined)).toEqual({});
    expect(uiTextValues(null)).toEqual({});
  });
});

describe('messageArguments', () => {
  it('lists simple and formatted ICU arguments', () => {
    expect(messageArguments('Sign in with {provider}')).toEqual(['provider']);
    expect(messageArguments('{count, number} of { max }')).toEqual(['count', 'max']);
    expect(messageArguments('No arguments')).toEqual([]);
  });
});

describe('translateUiText (Kratos ids → auth.kratos.<id>, else Kratos text)', () => {
  it('translates the common login messages by id', () => {
    const invalid = {
      id: 4000006,
      type: 'error',
      text: 'The provided credentials are invalid, check for spelling mistakes…',
    };
    expect(translateUiText(invalid, tEn)).toBe(en.auth.kratos['4000006']);
    expect(translateUiText(invalid, tPt)).toBe(pt.auth.kratos['4000006']);
    expect(translateUiText({ id: 1010001, type: 'info', text: 'Sign in' }, tPt)).toBe('Entrar');
    expect(translateUiText({ id: 1010014, type: 'info', text: 'A code has been sent…' }, tPt)).toBe(
      pt.auth.kratos['1010014'],
    );
    expect(translateUiText({ id: 4010008, type: 'error', text: 'The login code is invalid…' }, tPt)).toBe(
      pt.auth.kratos['4010008'],
    );
    expect(translateUiText({ id: 1040001, type: 'info', text: 'Sign up' }, tPt)).toBe('Cadastrar');
    expect(translateUiText({ id: 1070009, type: 'info', text: 'Continue' }, tPt)).toBe('Continuar');
  });

  it('interpolates the context', () => {
    const google = {
      id: 1010002,
      type: 'info',
      text: 'Sign in with Google',
      context: { provider: 'Google', provider_id: 'google' },
    };
    expect(translateUiText(google, tPt)).toBe('Entrar com Google');
    const short = {
      id: 4000032,
      type: 'error',
      text: 'The password must be at least 8 characters long, but got 5.',
      context: { min_length: 8, actual_length: 5 },
    };
    expect(translateUiText(short, tEn)).toBe('The password must be at least 8 characters long.');
  });

  it("falls back to Kratos's text for an unknown id", () => {
    expect(translateUiText({ id: 9999999, type: 'info', text: 'Something new' }, tPt)).toBe('Something new');
  });

  it("falls back to Kratos's text when the context lacks an argument our message needs", () => {
    expect(translateUiText({ id: 1010002, type: 'info', text: 'Sign in with Google' }, tPt)).toBe(
      'Sign in with Google',
    );
  });

  it("falls back to Kratos's text when the translator throws", () => {
    const throwing = Object.assign(
      () => {
        throw new Error('bad message');
      },
      { has: () => true, raw: () => 'Plain' },
    ) as unknown as AuthTranslator;
    expect(translateUiText({ id: 1010001, type: 'info', text: 'Sign in' }, throwing)).toBe('Sign in');
  });
});

describe('auth.kratos messages', () => {
  const ids = Object.keys(en.auth.kratos);

  it('are keyed by numeric Kratos ids', () => {
    for (const id of ids) expect(id).toMatch(/^\d{7}$/);
  });

  it('use in Portuguese only the arguments the English message uses', () => {
    const ptKratos = pt.auth.kratos as Record<string, string>;
    const enKratos = en.auth.kratos as Record<string, string>;
    for (const id of ids) {
      expect({ id, args: messageArguments(ptKratos[id]!).sort() }).toEqual({
        id,
        args: messageArguments(enKratos[id]!).sort(),
      });
    }
  });
});

describe('translateUiText: a known Kratos reason (4000001)', () => {
  const lastWayIn = {
    id: 4000001,
    type: 'error',
    text: 'can not unlink OpenID Connect connection because it is the last remaining first factor credential',
  };

  it('says in our words, in en and pt, that Google is the only way in', () => {
    expect(translateUiText(lastWayIn, tEn)).toBe(en.auth.securityCards.oidc.onlyWayIn);
    expect(translateUiText(lastWayIn, tPt)).toBe(pt.auth.securityCards.oidc.onlyWayIn);
    expect(translateUiText(lastWayIn, tPt)).toMatch(/Google/);
  });

  it('leaves another reason of the same id as Kratos wrote it', () => {
    expect(translateUiText({ id: 4000001, text: 'something else went wrong' }, tEn)).toBe('something else went wrong');
  });
});
