/** @jest-environment node */
import { getMessages } from 'next-intl/server';
import { signInMessages, type SignInKind } from '@/lib/i18n/sign-in-messages';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { KRATOS_MESSAGE_IDS } from './kratos-message-ids';
import { DATA_TEXT_IDS, KRATOS_MESSAGE, REASON_MESSAGE_IDS } from './kratos-messages';
import { messageArguments, translateUiText, type AuthTranslator } from './ui-text';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

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

const CATALOGUES = { en: en.auth.kratos, pt: pt.auth.kratos } as Record<'en' | 'pt', Record<string, string>>;
const TRANSLATORS = { en: translator(en.auth as Tree), pt: translator(pt.auth as Tree) };

/**
 * The context Kratos v1.3.1 sends with each id whose message has arguments (text/message_*.go); every other id of the
 * catalogue comes without one our messages read.
 */
const KRATOS_CONTEXT: Record<number, Record<string, string | number>> = {
  1010002: { provider: 'Google', provider_id: 'google' },
  1010016: { duplicateIdentifier: 'ana@example.com', provider: 'Google', newLoginUrl: 'http://x' },
  1010018: { provider: 'Google' },
  1010023: { address: 'ana@example.com', channel: 'email' },
  1040002: { provider: 'Google', provider_id: 'google' },
  1050002: { provider: 'Google' },
  1050003: { provider: 'Google' },
  1050018: { display_name: 'My key' },
  4000003: { min_length: 3, actual_length: 1 },
  4000017: { max_length: 320, actual_length: 400 },
  4000032: { min_length: 8, actual_length: 5 },
  4000033: { max_length: 72, actual_length: 80 },
};

/** Kratos's English as a test sends it: a text no message of ours contains. */
const KRATOS_ENGLISH = 'KRATOS ENGLISH TEXT';

const TRANSLATED_IDS = KRATOS_MESSAGE_IDS.filter((id) => !DATA_TEXT_IDS.includes(id));

describe('the Kratos message catalogue (auth.kratos in en and pt)', () => {
  it.each(['en', 'pt'] as const)('%s has a text for every id the screens can show, and for no other id', (lang) => {
    const catalogue = CATALOGUES[lang];
    expect(TRANSLATED_IDS.filter((id) => !catalogue[id]?.trim())).toEqual([]);
    expect(Object.keys(catalogue).filter((id) => !TRANSLATED_IDS.includes(Number(id)))).toEqual([]);
  });

  it('lists every id once, including the ids the code refers to by name', () => {
    expect(new Set(KRATOS_MESSAGE_IDS).size).toBe(KRATOS_MESSAGE_IDS.length);
    for (const id of [...Object.values(KRATOS_MESSAGE), ...REASON_MESSAGE_IDS, ...DATA_TEXT_IDS, 4000040]) {
      expect({ id, listed: KRATOS_MESSAGE_IDS.includes(id) }).toEqual({ id, listed: true });
    }
  });

  it('needs no argument Kratos does not send with the id', () => {
    for (const id of TRANSLATED_IDS) {
      const args = messageArguments(CATALOGUES.en[id]!);
      const sent = Object.keys(KRATOS_CONTEXT[id] ?? {});
      expect({ id, missing: args.filter((name) => !sent.includes(name)) }).toEqual({ id, missing: [] });
    }
  });

  it.each(['en', 'pt'] as const)('%s: every id is shown in our words, never in Kratos’s', (lang) => {
    for (const id of TRANSLATED_IDS) {
      for (const role of ['label', 'message'] as const) {
        const text = { id, type: 'error', text: KRATOS_ENGLISH, context: KRATOS_CONTEXT[id] ?? null };
        const shown = translateUiText(text, TRANSLATORS[lang], role);
        expect({ id, shown }).toEqual({ id, shown: expect.not.stringContaining(KRATOS_ENGLISH) });
        const own = TRANSLATORS[lang](`kratos.${id}`, KRATOS_CONTEXT[id]);
        expect({ id, role, shown }).toEqual({ id, role, shown: own });
      }
    }
  });

  it('has a generic sentence for each role and type, in Portuguese not the English one', () => {
    expect(Object.keys(pt.auth.fallback).sort()).toEqual(Object.keys(en.auth.fallback).sort());
    for (const [key, text] of Object.entries(pt.auth.fallback)) {
      expect({ key, same: text === en.auth.fallback[key as keyof typeof en.auth.fallback] }).toEqual({
        key,
        same: false,
      });
    }
  });
});

describe("the words a sign-in screen's browser needs for any Kratos text", () => {
  it.each<SignInKind>(['login', 'registration', 'recovery', 'verification'])(
    '%s gets the generic sentences and the malformed-address sentence',
    async (kind) => {
      jest.mocked(getMessages).mockResolvedValue(pt);
      const { auth } = await signInMessages(kind);
      expect(auth.fallback).toEqual(pt.auth.fallback);
      expect((auth.kratos as Record<string, string>)['4000040']).toBe(pt.auth.kratos['4000040']);
      expect((auth[kind] as Record<string, string>).codeSentTo).toBe(pt.auth[kind].codeSentTo);
    },
  );
});
