import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {
  kratosMessageKey,
  messageArguments,
  providerName,
  translateUiText,
  uiTextValues,
  type AuthTranslator,
} from './ui-text';

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

describe('providerName', () => {
  it('names a known provider by its id or by the first word of its label', () => {
    expect(providerName('Google (sandbox)', 'google')).toBe('Google');
    expect(providerName('Google (sandbox)')).toBe('Google');
    expect(providerName('google')).toBe('Google');
    expect(providerName('Acme SSO')).toBe('Acme SSO');
  });
});

describe('messageArguments', () => {
  it('lists simple and formatted ICU arguments', () => {
    expect(messageArguments('Sign in with {provider}')).toEqual(['provider']);
    expect(messageArguments('{count, number} of { max }')).toEqual(['count', 'max']);
    expect(messageArguments('No arguments')).toEqual([]);
  });
});

describe('translateUiText (Kratos ids → auth.kratos.<id>)', () => {
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

  it('names Google as Google, whatever kratos.yml labels the provider', () => {
    const sandboxLabel = {
      id: 1010018,
      type: 'info',
      text: 'Confirm with Google (sandbox)',
      context: { provider: 'Google (sandbox)' },
    };
    expect(translateUiText(sandboxLabel, tEn)).toBe('Confirm with Google');
    const signUp = {
      id: 1040002,
      type: 'info',
      text: 'Sign up with Google (sandbox)',
      context: { provider: 'Google (sandbox)', provider_id: 'google' },
    };
    expect(translateUiText(signUp, tPt)).toBe('Cadastrar com Google');
  });

  it('shows the data of a key or recovery-code text as Kratos sends it', () => {
    expect(translateUiText({ id: 1050006, type: 'info', text: 'JBSWY3DPEHPK3PXP' }, tPt)).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe("translateUiText: never Kratos's English", () => {
  const unknownError = { id: 4999999, type: 'error', text: 'Something new went wrong' };

  it("gives an unknown id the generic sentence of its type, in the person's language", () => {
    expect(translateUiText(unknownError, tEn)).toBe(en.auth.fallback.error);
    expect(translateUiText(unknownError, tPt)).toBe(pt.auth.fallback.error);
    expect(translateUiText({ id: 1999999, type: 'info', text: 'Something new' }, tPt)).toBe(pt.auth.fallback.info);
    expect(translateUiText({ id: 1999999, type: 'success', text: 'All done' }, tPt)).toBe(pt.auth.fallback.success);
  });

  it('gives an unknown label the generic label', () => {
    expect(translateUiText({ id: 1079999, type: 'info', text: 'Press here' }, tPt, 'label')).toBe(
      pt.auth.fallback.label,
    );
  });

  it('uses the generic sentence when the context lacks an argument our message needs', () => {
    expect(translateUiText({ id: 1010002, type: 'info', text: 'Sign in with Google' }, tPt, 'label')).toBe(
      pt.auth.fallback.label,
    );
    expect(translateUiText({ id: 4000003, type: 'error', text: 'length must be >= 3, but got 1' }, tEn)).toBe(
      en.auth.fallback.error,
    );
  });

  it('uses the generic sentence when the translator throws on our message', () => {
    const throwing = Object.assign(
      (key: string) => {
        if (key.startsWith('kratos.')) throw new Error('bad message');
        return 'Generic';
      },
      { has: () => true, raw: () => 'Plain' },
    ) as unknown as AuthTranslator;
    expect(translateUiText({ id: 1010001, type: 'info', text: 'Sign in' }, throwing)).toBe('Generic');
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

  it('says a malformed e-mail address in our words (JSON-schema format check), in en and pt', () => {
    const badEmail = { id: 4000001, type: 'error', text: '"not-an-email" is not valid "email"' };
    expect(translateUiText(badEmail, tEn)).toBe(en.auth.kratos['4000040']);
    expect(translateUiText(badEmail, tPt)).toBe(pt.auth.kratos['4000040']);
    expect(translateUiText(badEmail, tPt)).not.toMatch(/not valid/);
  });

  it("gives another reason of the same id the id's own sentence, not Kratos's", () => {
    expect(translateUiText({ id: 4000001, type: 'error', text: 'something else went wrong' }, tPt)).toBe(
      pt.auth.kratos['4000001'],
    );
    expect(translateUiText({ id: 5000001, type: 'error', text: 'database is down' }, tEn)).toBe(
      en.auth.kratos['5000001'],
    );
  });
});
