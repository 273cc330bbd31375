'use client';

/**
 * The 'General error' banner (spec §2, §8): shown on an unexpected rendering error, and reported to Sentry with
 * the full error. The error's own text is shown only in a sandbox run; production shows a generic text and the
 * error's digest as a reference, so no internal detail reaches the screen. Used by
 * app/(main)/error.tsx, app/error.tsx and app/global-error.tsx through ./deferred-general-error.tsx. Texts are
 * passed in because the global error boundary renders outside the i18n provider.
 */
import { useEffect } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { isSandbox } from '@/lib/config';
import * as Sentry from '@/lib/sentry/capture';

/** The banner's texts (each has an English default, for the global boundary outside the i18n provider). */
export interface GeneralErrorTexts {
  title?: string;
  retryLabel?: string;
  /** The text shown instead of the error's own (production). */
  genericText?: string;
  /** The line naming the error's digest under the generic text. */
  reference?: (digest: string) => string;
}

export function GeneralError({
  error,
  reset,
  title = 'General error',
  retryLabel = 'Try again',
  genericText = 'Something unexpected went wrong on this screen. We have been notified. Please try again.',
  reference = (digest: string) => `Reference: ${digest}`,
  showDetail = isSandbox,
}: GeneralErrorTexts & {
  error: Error & { digest?: string };
  reset: () => void;
  /** Show the error's own text (default: only in a sandbox run). */
  showDetail?: boolean;
}) {
  useEffect(() => {
    console.error('[render]', error);
    Sentry.captureException(error, { tags: { boundary: 'general-error' } });
  }, [error]);
  return (
    <div className="mx-auto w-full max-w-md px-5 py-6">
      <Banner tone="error" title={title}>
        <p data-testid="general-error-text" className="break-words">
          {showDetail ? error.message || error.digest : genericText}
        </p>
        {!showDetail && error.digest ? <p className="mt-1 text-sm break-all">{reference(error.digest)}</p> : null}
      </Banner>
      <Button variant="secondary" width="full" className="mt-4" onClick={reset}>
        {retryLabel}
      </Button>
    </div>
  );
}
