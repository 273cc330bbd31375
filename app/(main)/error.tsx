'use client';

/**
 * Rendering errors inside the main layout: the translated 'General error' banner, reported to Sentry; a partner
 * page hosting the widget gets an `error` event with code `render_error` (only the code). The screen is
 * loaded when an error is caught, not with every page (components/errors/deferred-general-error.tsx).
 */
import { useTranslations } from 'next-intl';
import { DeferredGeneralError } from '@/components/errors/deferred-general-error';

export default function MainError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <DeferredGeneralError
      error={error}
      reset={reset}
      texts={{
        title: t('generalError'),
        retryLabel: t('retry'),
        genericText: t('generalErrorBody'),
        reference: (reference) => t('generalErrorReference', { reference }),
      }}
    />
  );
}
