/** @jest-environment node */
import { getMessages } from 'next-intl/server';
import { KRATOS_MESSAGE } from '@/lib/auth/kratos-messages';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { PROTECTED_ONLY_KEYS } from './client-messages';
import {
  KRATOS_GROUPS,
  SCREEN_KEYS,
  SETTINGS_KRATOS_GROUPS,
  kratosGroup,
  signInMessages,
  type SignInKind,
} from './sign-in-messages';

jest.mock('next-intl/server', () => ({ getMessages: jest.fn() }));

const KINDS = Object.keys(KRATOS_GROUPS) as SignInKind[];

describe("a sign-in screen's auth messages (issue 11: only its flow kind's)", () => {
  it('/login gets its copy and the login ids, not the other screens’ or flows’', async () => {
    jest.mocked(getMessages).mockResolvedValue(pt);
    const { auth } = await signInMessages('login');
    const kratos = auth.kratos as Record<string, string>;
    expect(auth.login).toEqual(pt.auth.login);
    expect(auth.loginGoogle).toEqual(pt.auth.loginGoogle);
    expect(auth.methods).toEqual(pt.auth.methods);
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

  it.each(KINDS)(
    '%s: every Kratos id it is sent belongs to its groups, and every catalogue id of them is sent',
    async (kind) => {
      jest.mocked(getMessages).mockResolvedValue(en);
      const kratos = (await signInMessages(kind)).auth.kratos as Record<string, string>;
      const expected = Object.keys(en.auth.kratos).filter((id) => KRATOS_GROUPS[kind].includes(kratosGroup(id)));
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
