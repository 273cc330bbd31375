'use client';

/**
 * The 'General error' banner (spec §2, §8): shown on an unexpected rendering error with the error's text, and reported
 * to Sentry with the full error. What it shows depends on where the error was thrown:
 * - on the server (the error has a `digest`; Next replaces its message in production): production shows a generic text
 *   and the digest as the reference (spec §8 "Message texts for server-side errors are not shown"); a sandbox run
 *   shows the error's text, for the developer;
 * - in the browser (no digest): its own message, shortened (./browser-error-text.ts), and as the reference the id of
 *   the Sentry event of this very report, shown once Sentry has it (the browser SDK may still be loading) and never
 *   when no event is sent.
 * Used by app/(main)/error.tsx, app/error.tsx and app/global-error.tsx through ./deferred-general-error.tsx. Texts are
 * passed in because the global error boundary renders outside the i18n provider.
 */
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { isSandbox } from '@/lib/config';
import * as Sentry from '@/lib/sentry/capture';
import { browserErrorText } from './browser-error-text';

/** The banner's texts (each has an English default, for the global boundary outside the i18n provider). */
export interface GeneralErrorTexts {
  title?: string;
  retryLabel?: string;
  /** The text shown instead of the error's own (a server error in production, or a browser error with no text). */
  genericText?: string;
  /** The line naming the reference of the report: a server error's digest, a browser error's Sentry event id. */
  reference?: (reference: string) => string;
}

/**
 * Logs and reports the error once per error object.
 * @returns the id of the Sentry event reporting `error`, once known; undefined before, and when no event is sent.
 */
function useReportedEventId(error: Error): string | undefined {
  const [reported, setReported] = useState<{ error: Error; eventId: string | undefined }>();
  useEffect(() => {
    console.error('[render]', error);
    let current = true;
    void Sentry.captureException(error, { tags: { boundary: 'general-error' } }).then((eventId) => {
      if (current) setReported({ error, eventId });
    });
    return () => {
      current = false;
    };
  }, [error]);
  return reported?.error === error ? reported.eventId : undefined;
}

/**
 * The banner and its retry button.
 * @param error what the boundary caught; `digest` set means thrown on the server.
 * @param reset the boundary's retry.
 * @param showDetail show a server error's own text (default: only in a sandbox run).
 */
export function GeneralError({
  error,
  reset,
  title = 'General error',
  retryLabel = 'Try again',
  genericText = 'Something unexpected went wrong on this screen. We have been notified. Please try again.',
  reference = (id: string) => `Reference: ${id}`,
  showDetail = isSandbox,
}: GeneralErrorTexts & {
  error: Error & { digest?: string };
  reset: () => void;
  showDetail?: boolean;
}) {
  const eventId = useReportedEventId(error);
  const fromServer = Boolean(error.digest);
  const text = fromServer
    ? showDetail
      ? error.message || error.digest
      : genericText
    : browserErrorText(error.message ?? '') || genericText;
  const shownReference = fromServer ? (showDetail ? undefined : error.digest) : eventId;
  return (
    <div className="mx-auto w-full max-w-md px-5 py-6">
      <Banner tone="error" title={title}>
        <p data-testid="general-error-text" className="break-words">
          {text}
        </p>
        {shownReference ? (
          <p data-testid="general-error-reference" className="mt-1 text-sm break-all">
            {reference(shownReference)}
          </p>
        ) : null}
      </Banner>
      <Button variant="secondary" width="full" className="mt-4" onClick={reset}>
        {retryLabel}
      </Button>
    </div>
  );
}
