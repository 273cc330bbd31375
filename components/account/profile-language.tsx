'use client';

/**
 * The language preference of /profile (spec §4 "Language"): en or pt, saved with POST /user/config
 * `{lang}`. On success the language cookie follows and the screen re-renders in it at once; the saved value is
 * also what the app takes at the next sign-in. A failed save says so on the screen and keeps the old value (policy
 * 'screen-handles': no leaving for /error; a 401 still goes to login).
 */
import { useQueryClient } from '@tanstack/react-query';
import { setCookie } from 'cookies-next/client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { queryKeys } from '@/lib/api/query-keys';
import { postUserConfigHandledByScreen } from '@/lib/api/user';
import { COOKIE, cookieOptions } from '@/lib/cookies';
import { callApi } from '@/lib/http/client';
import { reportCallFailure, signInIfUnauthorized } from '@/lib/http/screen-handled';
import { SUPPORTED_LOCALES, type Locale } from '@/lib/i18n/locale';

/** @param saved the language saved in the profile config (or the page's language when none is saved). */
export function ProfileLanguage({ saved }: { saved: Locale }) {
  const t = useTranslations('account.profile');
  const router = useRouter();
  const queryClient = useQueryClient();
  const [value, setValue] = useState<Locale>(saved);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [, startTransition] = useTransition();

  const save = async (next: Locale) => {
    const previous = value;
    setValue(next);
    setState('saving');
    try {
      queryClient.setQueryData(queryKeys.user.config, await callApi(postUserConfigHandledByScreen, { lang: next }));
      setCookie(COOKIE.language, next, cookieOptions());
      setState('saved');
      startTransition(() => router.refresh());
    } catch (error) {
      setValue(previous);
      setState('failed');
      if (signInIfUnauthorized(error)) return;
      reportCallFailure('save language', error);
    }
  };

  return (
    <div className="flex flex-col gap-2" data-testid="profile-language">
      <SelectField
        label={t('language')}
        value={value}
        disabled={state === 'saving'}
        options={SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
        errors={state === 'failed' ? [t('languageFailed')] : []}
        hint={t('languageHint')}
        onChange={(event) => void save(event.target.value as Locale)}
      />
      <p aria-live="polite" className="text-sm text-green-600">
        {state === 'saved' ? t('languageSaved') : ''}
      </p>
    </div>
  );
}
