'use client';

/**
 * Rendering errors inside the main layout: the translated 'General error' banner, reported to Sentry; a partner
 * page hosting the widget gets an `error` event with code `render_error` (issue #5; only the code).
 */
import { useTranslations } from 'next-intl';
import { GeneralError } from '@/components/errors/general-error';
import { RenderErrorEvent } from '@/components/widget/render-error-event';

export default function MainError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  return (
    <>
      <GeneralError
        error={error}
        reset={reset}
        title={t('generalError')}
        retryLabel={t('retry')}
        genericText={t('generalErrorBody')}
        reference={(digest) => t('generalErrorReference', { digest })}
      />
      <RenderErrorEvent />
    </>
  );
}
