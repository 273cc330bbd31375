/** @jest-environment node */
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { cardText, type CardTextInput } from './card-text';

const base: CardTextInput = {
  kind: 'login',
  variant: 'login',
  formState: { current: 'provide_identifier' },
  flowState: 'choose_method',
  hasCodeInput: false,
  messageIds: [],
};

describe('cardText (the identity screens header)', () => {
  it('keeps every codeSentTo key it names in en and pt, with the address as argument', () => {
    for (const kind of ['login', 'registration', 'recovery', 'verification'] as const) {
      expect(en.auth[kind].codeSentTo).toContain('{address}');
      expect(pt.auth[kind].codeSentTo).toContain('{address}');
    }
  });

  it.each<[string, Partial<CardTextInput>, string, unknown]>([
    ['Google sign-in', { variant: 'google' }, 'loginGoogle.title', { key: 'loginGoogle.subtitle' }],
    ['login, code sent', { hasCodeInput: true, messageIds: [1010014] }, 'login.codeSentTitle', { messageId: 1010014 }],
    ['login, code step without the message', { hasCodeInput: true }, 'login.codeSentTitle', null],
    ['login, plain', {}, 'login.title', { key: 'login.subtitle' }],
    ['login, account linking', { messageIds: [1010016] }, 'login.title', { messageId: 1010016 }],
    ['login, refresh (confirm it is you)', { messageIds: [1010003] }, 'login.title', { messageId: 1010003 }],
    ['login, the second factor (aal2)', { messageIds: [1010004] }, 'login.secondFactorTitle', { messageId: 1010004 }],
    ['login, linking wins over refresh', { messageIds: [1010003, 1010016] }, 'login.title', { messageId: 1010016 }],
    [
      'login, the second factor after a wrong code (Kratos dropped its message)',
      { secondFactor: true, messageIds: [] },
      'login.secondFactorTitle',
      { messageId: 1010004 },
    ],
    [
      'login, code sent to a known address',
      { hasCodeInput: true, messageIds: [1010014], codeAddress: 'ana@example.com' },
      'login.codeSentTitle',
      { key: 'login.codeSentTo', values: { address: 'ana@example.com' } },
    ],
    [
      'login, code step after a wrong code: still names the address',
      { hasCodeInput: true, messageIds: [4010008], codeAddress: 'ana@example.com' },
      'login.codeSentTitle',
      { key: 'login.codeSentTo', values: { address: 'ana@example.com' } },
    ],
    [
      'registration, code sent to a known address',
      { kind: 'registration', hasCodeInput: true, messageIds: [1040005], codeAddress: 'ana@example.com' },
      'registration.codeSentTitle',
      { key: 'registration.codeSentTo', values: { address: 'ana@example.com' } },
    ],
    [
      'recovery, code sent to a known address',
      { kind: 'recovery', hasCodeInput: true, messageIds: [1060003], codeAddress: 'ana@example.com' },
      'recovery.codeSentTitle',
      { key: 'recovery.codeSentTo', values: { address: 'ana@example.com' } },
    ],
    [
      'verification, code sent to a known address',
      { kind: 'verification', hasCodeInput: true, messageIds: [1080003], codeAddress: 'ana@example.com' },
      'verification.codeSentTitle',
      { key: 'verification.codeSentTo', values: { address: 'ana@example.com' } },
    ],
    [
      'verification, a known address before any code: the first step',
      { kind: 'verification', codeAddress: 'ana@example.com' },
      'verification.title',
      { key: 'verification.subtitle' },
    ],
    [
      'registration, code sent',
      { kind: 'registration', hasCodeInput: true, messageIds: [1040005] },
      'registration.codeSentTitle',
      { messageId: 1040005 },
    ],
    [
      'registration, choosing a method',
      { kind: 'registration', formState: { current: 'select_method' } },
      'registration.title',
      { key: 'registration.chooseMethod' },
    ],
    [
      'registration, password chosen',
      { kind: 'registration', formState: { current: 'method_active', method: 'password' } },
      'registration.title',
      { key: 'registration.passwordSubtitle' },
    ],
    [
      'registration, code chosen',
      { kind: 'registration', formState: { current: 'method_active', method: 'code' } },
      'registration.title',
      { key: 'registration.subtitle' },
    ],
    ['registration, first step', { kind: 'registration' }, 'registration.title', { key: 'registration.subtitle' }],
    [
      'recovery, code sent',
      { kind: 'recovery', hasCodeInput: true, messageIds: [1060003] },
      'recovery.codeSentTitle',
      { messageId: 1060003 },
    ],
    ['recovery, first step', { kind: 'recovery' }, 'recovery.title', { key: 'recovery.subtitle' }],
    [
      'verification, done',
      { kind: 'verification', flowState: 'passed_challenge', hasCodeInput: true },
      'verification.doneTitle',
      null,
    ],
    [
      'verification, code sent',
      { kind: 'verification', hasCodeInput: true, messageIds: [1080003] },
      'verification.codeSentTitle',
      { messageId: 1080003 },
    ],
    ['verification, first step', { kind: 'verification' }, 'verification.title', { key: 'verification.subtitle' }],
    ['settings', { kind: 'settings' }, 'settings.title', { key: 'settings.subtitle' }],
    [
      'settings ignores code messages',
      { kind: 'settings', messageIds: [1010014] },
      'settings.title',
      { key: 'settings.subtitle' },
    ],
  ])('%s', (_, input, titleKey, description) => {
    expect(cardText({ ...base, ...input })).toEqual({ titleKey, description });
  });
});
