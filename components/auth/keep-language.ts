'use client';

/**
 * The language a person creates their account in, saved to the new account's profile (spec §4 "Language": for an
 * active session the profile's lang wins). A new account's profile starts with the service's default language, not
 * one the person chose: without this, the first signed-in page (the e-mail verification that follows the
 * registration) switched a Portuguese visitor to English. Called by components/auth/auth-flow.tsx when a
 * registration signs the person in, before Ory Elements moves on to the verification screen.
 */
import { savingLanguage } from '@/lib/i18n/language-saves';
import type { Locale } from '@/lib/i18n/locale';
import * as Sentry from '@/lib/sentry/capture';

/**
 * Saves `lang` to the signed-in person's profile (POST /user/config `{lang}`), counted as a language save in flight
 * (lib/i18n/language-saves.ts). Error policy: 'screen-handles', handled here (lib/http/screen-handled.ts): a failure is
 * logged and reported and the registration goes on; the language cookie still holds the language in this browser.
 * Never throws.
 * @param lang the page's language.
 */
export async function keepLanguageOfNewAccount(lang: Locale): Promise<void> {
  try {
    // Imported here: the API client and its schemas load only when an account has just been created.
    const [{ postUserConfigHandledByScreen }, { callApi }, { reportCallFailure }] = await Promise.all([
      import('@/lib/api/user'),
      import('@/lib/http/client'),
      import('@/lib/http/screen-handled'),
    ]);
    await savingLanguage(() => callApi(postUserConfigHandledByScreen, { lang })).catch((error: unknown) =>
      reportCallFailure('language of a new account', error),
    );
  } catch (error) {
    // The client's code could not load: the registration goes on all the same.
    console.warn('[language] could not save the language of the new account', error);
    Sentry.captureException(error);
  }
}
