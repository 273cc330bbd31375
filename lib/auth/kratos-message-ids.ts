/**
 * Every Kratos UI message id the identity screens can show with our configuration (sandbox/identity/kratos.yml and
 * deploy/kratos.yml: password, e-mail code, Google, authenticator app, recovery codes and passkeys; recovery and
 * verification by code; an identity schema of one e-mail trait), by flow group (Kratos v1.x text/id.go). Each one has
 * its own text in `auth.kratos.<id>` of messages/en.json and pt.json, except the DATA_TEXT_IDS of ./kratos-messages.ts,
 * whose Kratos text is the data itself; lib/auth/kratos-messages.test.ts holds the catalogue to this list. An id outside it (a
 * later Kratos) is shown as a generic sentence in the person's language (lib/auth/ui-text.ts), never in Kratos's
 * English.
 *
 * Left out because our configuration cannot produce them: the JSON-schema rules our schemas do not use (4000018–
 * 4000026 numbers, arrays and types; 4000029, 4000030 constants), captchas (1070015, 4000038), phone numbers
 * (1070017, 1070018, 1080004, 1080005, 4000041), device keys (4000042–4000044), identifier-first and organisation
 * SSO (4050002, 5000003), e-mail-code second factors (1010020; off in both configurations) and the ids Kratos
 * declares but never sends (4060003, 4070004).
 *
 * A list for the tests and the reader: the screens translate by id and do not import it.
 */

/** Login (1010xxx): titles, buttons and notes of the sign-in and second-factor steps. */
const LOGIN_INFO = [
  1010001, 1010002, 1010003, 1010004, 1010005, 1010006, 1010007, 1010008, 1010009, 1010010, 1010011, 1010012, 1010013,
  1010014, 1010015, 1010016, 1010017, 1010018, 1010019, 1010021, 1010022, 1010023, 1010024, 1010025,
];

/** Registration (1040xxx). */
const REGISTRATION_INFO = [1040001, 1040002, 1040003, 1040004, 1040005, 1040006, 1040007, 1040008, 1040009];

/** Settings (1050xxx): the /security cards and /profile's e-mail change. */
const SETTINGS_INFO = [
  1050001, 1050002, 1050003, 1050004, 1050005, 1050006, 1050007, 1050008, 1050009, 1050010, 1050011, 1050012, 1050013,
  1050014, 1050015, 1050016, 1050017, 1050018, 1050019, 1050020,
];

/** Recovery (1060xxx). */
const RECOVERY_INFO = [1060001, 1060002, 1060003, 1060007];

/** Node labels shared by every flow (1070xxx). */
const NODE_LABELS = [
  1070001, 1070002, 1070003, 1070004, 1070005, 1070006, 1070007, 1070008, 1070009, 1070010, 1070011, 1070012, 1070013,
  1070014, 1070016,
];

/** Verification (1080xxx). */
const VERIFICATION_INFO = [1080001, 1080002, 1080003];

/** Validation shared by every flow (4000xxx). */
const VALIDATION = [
  4000001, 4000002, 4000003, 4000004, 4000005, 4000006, 4000007, 4000008, 4000009, 4000010, 4000011, 4000012, 4000013,
  4000014, 4000015, 4000016, 4000017, 4000027, 4000028, 4000031, 4000032, 4000033, 4000034, 4000035, 4000036, 4000037,
  4000039, 4000040,
];

/** Each flow's own errors: login 4010xxx, registration 4040xxx, settings 4050xxx, recovery 4060xxx, verification 4070xxx. */
const FLOW_ERRORS = [
  4010001, 4010002, 4010003, 4010004, 4010005, 4010006, 4010007, 4010008, 4010009, 4010010, 4010011, 4040001, 4040002,
  4040003, 4050001, 4060001, 4060002, 4060004, 4060005, 4060006, 4070001, 4070002, 4070003, 4070005, 4070006,
];

/** System errors (5000xxx). */
const SYSTEM_ERRORS = [5000001, 5000002];

/** Every id of the screens, in id order (see the module comment). */
export const KRATOS_MESSAGE_IDS: readonly number[] = [
  ...LOGIN_INFO,
  ...REGISTRATION_INFO,
  ...SETTINGS_INFO,
  ...RECOVERY_INFO,
  ...NODE_LABELS,
  ...VERIFICATION_INFO,
  ...VALIDATION,
  ...FLOW_ERRORS,
  ...SYSTEM_ERRORS,
];
