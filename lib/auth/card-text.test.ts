/** @jest-environment node */
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
