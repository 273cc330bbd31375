'use client';

/**
 * The 'General error' banner (spec §2, §8): shown on an unexpected rendering error with the error text, and
 * reported to Sentry. Used by app/(main)/error.tsx and app/global-error.tsx. Texts are passed in because the
 * global error boundary renders outside the i18n provider.
 */
import { useEffect } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import * as Sentry from '@/lib/sentry/capture';

export function GeneralError({
  error,
  reset,
  title = 'General error',
  retryLabel = 'Try again',
}: {
  error: Error & { digest?: string };
  reset: () => void;
  title?: string;
  retryLabel?: string;
}) {
  useEffect(() => {
    console.error('[render]', error);
    Sentry.captureException(error, { tags: { boundary: 'general-error' } });
  }, [error]);
  return (
    <div className="mx-auto w-full max-w-md px-5 py-6">
      <Banner tone="error" title={title}>
        <p data-testid="general-error-text" className="break-words">
          {error.message || error.digest}
        </p>
      </Banner>
      <Button variant="secondary" width="full" className="mt-4" onClick={reset}>
        {retryLabel}
      </Button>
    </div>
  );
}
