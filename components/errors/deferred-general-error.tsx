'use client';

/**
 * The error boundaries' screen (app/error.tsx, app/(main)/error.tsx, app/global-error.tsx) loaded when a boundary
 * catches something, not with every page (the three boundaries are in every page's first load, and each
 * carried its own copy of the banner, the host-event code and their schemas).
 *
 * While ./error-boundary-screen loads, and if it cannot be loaded (the network is gone, or a new release removed the
 * old chunks: a ChunkLoadError is a common reason to land here), a plain banner with the title and the retry
 * button stands in. On that failure the boundary's error is still logged and reported; only the widget host's
 * `render_error` event is not sent, since its code is in the chunk that failed.
 */
import { lazy, Suspense, useEffect } from 'react';
import * as Sentry from '@/lib/sentry/capture';
import type { ErrorBoundaryScreenProps } from './error-boundary-screen';

/** The plain banner: no icons, no host event, no schemas; also what shows while the full screen loads. */
function PlainGeneralError({ reset, texts }: Pick<ErrorBoundaryScreenProps, 'reset' | 'texts'>) {
  return (
    <div className="mx-auto w-full max-w-md px-5 py-6" role="alert" data-testid="plain-general-error">
      <p className="font-semibold">{texts?.title ?? 'General error'}</p>
      <button type="button" className="mt-4 underline" onClick={reset}>
        {texts?.retryLabel ?? 'Try again'}
      </button>
    </div>
  );
}

/** Stands in when the full screen could not be loaded: the plain banner, and the error logged and reported. */
function UnloadedErrorScreen({ error, reset, texts }: ErrorBoundaryScreenProps) {
  useEffect(() => {
    console.error('[render]', error);
    Sentry.captureException(error, { tags: { boundary: 'general-error' } });
  }, [error]);
  return <PlainGeneralError reset={reset} texts={texts} />;
}

const ErrorBoundaryScreen = lazy(() =>
  import('./error-boundary-screen').catch((loadError: unknown) => {
    console.warn('[render] could not load the error screen', loadError);
    return { default: UnloadedErrorScreen };
  }),
);

/**
 * The 'General error' screen of an error boundary, loaded on demand.
 * @param error what the boundary caught (reported to Sentry by the screen, or by the stand-in if it cannot load).
 * @param reset the boundary's retry.
 * @param texts the banner's texts; the English defaults when left out (the global boundary has no i18n).
 */
export function DeferredGeneralError({ error, reset, texts }: ErrorBoundaryScreenProps) {
  return (
    <Suspense fallback={<PlainGeneralError reset={reset} texts={texts} />}>
      <ErrorBoundaryScreen error={error} reset={reset} texts={texts} />
    </Suspense>
  );
}
