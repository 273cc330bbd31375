'use client';

/** Rendering errors inside the main layout: the translated 'General error' banner, reported to Sentry. */
import { useTranslations } from 'next-intl';
import { GeneralError } from '@/components/errors/general-error';

export default function MainError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return <GeneralError error={error} reset={reset} title={t('generalError')} retryLabel={t('retry')} />;
}
