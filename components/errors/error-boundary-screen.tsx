'use client';

/**
 * What the error boundaries show (spec §2, §8): the 'General error' banner, reported to Sentry, and the widget's
 * `render_error` host event. Loaded by {@link DeferredGeneralError} only when a boundary catches
 * something, so it is not in any page's first load.
 */
import { RenderErrorEvent } from '@/components/widget/render-error-event';
import { GeneralError, type GeneralErrorTexts } from './general-error';

export interface ErrorBoundaryScreenProps {
  error: Error & { digest?: string };
  reset: () => void;
  /** The banner's texts (translated inside the i18n provider; the English defaults outside it). */
  texts?: GeneralErrorTexts;
}

export default function ErrorBoundaryScreen({ error, reset, texts }: ErrorBoundaryScreenProps) {
  return (
    <>
      <GeneralError error={error} reset={reset} {...texts} />
      <RenderErrorEvent />
    </>
  );
}
