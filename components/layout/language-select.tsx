'use client';

/**
 * Language selector: writes the language cookie, saves the choice to the profile config when
 * signed in (so spec §4's "profile lang wins" keeps it), and re-renders the server components. The same change
 * is what a partner's `set_language` message does for a visitor (components/widget/use-host-commands), through
 * {@link useChangeLanguage}.
 */
import { setCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useTransition } from 'react';
import { useSession } from '@/components/session/session-provider';
import { SelectField } from '@/components/ui/select-field';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { savingLanguage } from '@/lib/i18n/language-saves';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/i18n/locale';

/**
 * The language setter of the whole app (spec §4 "Language"): language cookie, profile config when signed in
 * (a failure there is logged; the cookie keeps the choice for this browser), then the server components render
 * again in the new language — live, without a reload. While the save is on its way the profile's old lang does not
 * win (lib/i18n/language-saves.ts).
 * @returns `change(locale)` (resolves once the profile is saved or failed; the re-render follows) and `pending`
 *   while the re-render runs.
 */
export function useChangeLanguage(): { change: (next: Locale) => Promise<void>; pending: boolean } {
  const router = useRouter();
  const { authorised } = useSession();
  const [pending, startTransition] = useTransition();

  const change = useCallback(
    async (next: Locale) => {
      setCookie(COOKIE.language, next, cookieOptions());
      if (authorised) {
        try {
          // Counted from this call until it settles: meanwhile the session provider's profile rule waits (spec §4).
          await savingLanguage(async () => {
            // Imported here: ky and the query cache are loaded only for a signed-in change.
            const { saveLanguageToProfile } = await import('./save-language');
            await saveLanguageToProfile(next);
          });
        } catch (error) {
          // The error rule already navigated if needed (a chunk that failed to load is only logged); the cookie
          // keeps the choice for this browser.
          console.warn('[language] could not save the language to the profile', error);
        }
      }
      startTransition(() => router.refresh());
    },
    [authorised, router],
  );
  return { change, pending };
}

/** The header's language menu (en, pt). */
export function LanguageSelect() {
  const t = useTranslations('header');
  const locale = useLocale();
  const { change, pending } = useChangeLanguage();

  return (
    <SelectField
      variant="compact"
      label={t('language')}
      value={locale}
      disabled={pending}
      onChange={(e) => void change(e.target.value as Locale)}
      className="font-semibold uppercase"
      data-testid="language-select"
      options={SUPPORTED_LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
    />
  );
}
