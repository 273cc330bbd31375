/** @jest-environment node */
import { getMessages } from 'next-intl/server';
import { KRATOS_MESSAGE } from '@/lib/auth/kratos-messages';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { PROTECTED_ONLY_KEYS } from './client-messages';
import {
  CREDENTIAL_VALIDATION_IDS,
  KRATOS_GROUPS,
  SCREEN_KEYS,
  SETTINGS_KRATOS_GROUPS,
  kratosGroup,
  signInMessages,
  type SignInKind,
} from './sign-in-messages';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

const KINDS = Object.keys(KRATOS_GROUPS) as SignInKind[];

describe("a sign-in screen's auth messages (only its flow kind's)", () => {
  it('/login gets its copy and the login ids, not the other screens’ or flows’', async () => {
    jest.mocked(getMessages).mockResolvedValue(pt);
    const { auth } = await signInMessages('login');
    const kratos = auth.kratos as Record<string, string>;
    expect(auth.login).toEqual(pt.auth.login);
    expect(auth.loginGoogle).toEqual(pt.auth.loginGoogle);
    expect(auth.methods).toEqual(pt.auth.methods);
    expect(auth.google).toEqual(pt.auth.google);
    expect(auth.error).toEqual(pt.auth.error);
    for (const key of ['registration', 'recovery', 'verification', ...PROTECTED_ONLY_KEYS.auth]) {
      expect({ key, sent: key in auth }).toEqual({ key, sent: false });
    }
    // Wrong password (4000006), the code-sent description (1010014), the code field's label (1070013): all in
    // Portuguese; a registration id is not sent.
    expect(kratos['4000006']).toBe(pt.auth.kratos['4000006']);
    expect(kratos['1010014']).toBe(pt.auth.kratos['1010014']);
    expect(kratos['1070013']).toBe(pt.auth.kratos['1070013']);
    expect(kratos['1040005']).toBeUndefined();
    expect(Object.keys(kratos).length).toBeLessThan(Object.keys(pt.auth.kratos).length);
  });

  it('/recovery and /verification get no method picker, Google link or credential errors; their own ids stay', async () => {
    jest.mocked(getMessages).mockResolvedValue(pt);
    for (const kind of ['recovery', 'verification'] as const) {
      const { auth } = await signInMessages(kind);
      const kratos = auth.kratos as Record<string, string>;
      expect({ kind, methods: 'methods' in auth, google: 'google' in auth }).toEqual({
        kind,
        methods: false,
        google: false,
      });
      // Wrong password (4000006) and the password policy (4000032) belong to sign-in and settings, not here.
      expect({ kind, wrongPassword: kratos['4000006'], policy: kratos['4000032'] }).toEqual({ kind });
      // A required field (4000002) and an invalid email address (4000040) are still in Portuguese.
      expect(kratos['4000002']).toBe(pt.auth.kratos['4000002']);
      expect(kratos['4000040']).toBe(pt.auth.kratos['4000040']);
    }
    expect((await signInMessages('recovery')).auth.kratos).toHaveProperty('1060003', pt.auth.kratos['1060003']);
    expect((await signInMessages('registration')).auth).toMatchObject({
      methods: pt.auth.methods,
      google: pt.auth.google,
    });
  });

  it('every credential id left out of recovery and verification is a generic-validation id of the catalogue', () => {
    for (const id of CREDENTIAL_VALIDATION_IDS) {
      expect({ id, group: kratosGroup(String(id)), inCatalogue: String(id) in en.auth.kratos }).toEqual({
        id,
        group: 4000,
        inCatalogue: true,
      });
    }
  });

  it.each(KINDS)(
    '%s: every Kratos id it is sent belongs to its groups, and every catalogue id of them is sent',
    async (kind) => {
      jest.mocked(getMessages).mockResolvedValue(en);
      const kratos = (await signInMessages(kind)).auth.kratos as Record<string, string>;
      const withoutCredentials = kind === 'recovery' || kind === 'verification';
      const expected = Object.keys(en.auth.kratos).filter(
        (id) =>
          KRATOS_GROUPS[kind].includes(kratosGroup(id)) &&
          !(withoutCredentials && CREDENTIAL_VALIDATION_IDS.includes(Number(id))),
      );
      expect(Object.keys(kratos).sort()).toEqual(expected.sort());
      for (const key of SCREEN_KEYS[kind]) expect(key in en.auth).toBe(true);
    },
  );

  it('the ids the code branches on reach the screens of their kind', async () => {
    jest.mocked(getMessages).mockResolvedValue(en);
    const byKind: Record<SignInKind, number[]> = {
      login: [
        KRATOS_MESSAGE.loginReauthenticate,
        KRATOS_MESSAGE.loginCodeSent,
        KRATOS_MESSAGE.loginLinkAccount,
        KRATOS_MESSAGE.loginCodeSentMany,
      ],
      registration: [KRATOS_MESSAGE.registrationCodeSent],
      recovery: [KRATOS_MESSAGE.recoveryCodeSent],
      verification: [KRATOS_MESSAGE.verificationCodeSent],
    };
    for (const kind of KINDS) {
      const kratos = (await signInMessages(kind)).auth.kratos as Record<string, string>;
      for (const id of byKind[kind]) expect({ kind, id, sent: String(id) in kratos }).toEqual({ kind, id, sent: true });
    }
  });

  it('every id of the catalogue is shown by some screen: a sign-in kind or the settings flow', () => {
    const shown = new Set([...Object.values(KRATOS_GROUPS).flat(), ...SETTINGS_KRATOS_GROUPS]);
    expect(Object.keys(en.auth.kratos).filter((id) => !shown.has(kratosGroup(id)))).toEqual([]);
  });
});
