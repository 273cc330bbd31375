/**
 * Kratos UI message ids the app's code refers to, by name (Kratos's text/id.go; texts in lib/auth/ui-text.ts and the
 * `auth.kratos.*` messages), and the ids the translation treats apart. Every other id is only translated, never
 * branched on; lib/auth/kratos-message-ids.ts lists all the ids the screens can show.
 */
export const KRATOS_MESSAGE = {
  /** 1010003 "Please confirm this action by verifying that it is you." (refresh login, re-authentication). */
  loginReauthenticate: 1010003,
  /** 1010004 "Please complete the second authentication challenge." (the second-factor step, requested_aal aal2). */
  loginSecondFactor: 1010004,
  /** 1010014 "A code has been sent to the address you provided…" (login by code). */
  loginCodeSent: 1010014,
  /** 1010016 "You tried to sign in with …, but that email is already used by another account…" (account linking). */
  loginLinkAccount: 1010016,
  /** 1010025 "A code has been sent to the address(es) you provided…" (login code, several addresses). */
  loginCodeSentMany: 1010025,
  /** 1040005 "A code has been sent to the address you provided…" (registration by code). */
  registrationCodeSent: 1040005,
  /** 1060003 "An email containing a recovery code has been sent…". */
  recoveryCodeSent: 1060003,
  /** 1080003 "An email containing a verification code has been sent…". */
  verificationCodeSent: 1080003,
} as const;

/** The ids that announce a code was sent: shown as the screen's description, not as banners. */
export const CODE_SENT_MESSAGE_IDS: readonly number[] = [
  KRATOS_MESSAGE.loginCodeSent,
  KRATOS_MESSAGE.loginCodeSentMany,
  KRATOS_MESSAGE.registrationCodeSent,
  KRATOS_MESSAGE.recoveryCodeSent,
  KRATOS_MESSAGE.verificationCodeSent,
];

/**
 * Ids whose Kratos text is the data itself, shown as Kratos sends it: the authenticator key (1050006), a recovery code
 * (1050009) and the list of recovery codes (1050014). They hold no English to translate.
 */
export const DATA_TEXT_IDS: readonly number[] = [1050006, 1050009, 1050014];

/**
 * Kratos's generic ids whose text is a free-form English reason (4000001 validation, 5000001 system): translated by
 * the reason when we know it (lib/auth/ui-text.ts), else by the id's own sentence.
 */
export const REASON_MESSAGE_IDS: readonly number[] = [4000001, 5000001];
