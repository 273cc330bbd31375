'use client';

/**
 * Rendering errors of the root layout itself: the 'General error' banner (untranslated: no i18n here); a partner
 * page hosting the widget gets an `error` event with code `render_error` (issue #5; only the code).
 */
import { GeneralError } from '@/components/errors/general-error';
import { RenderErrorEvent } from '@/components/widget/render-error-event';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-surface text-text">
        <GeneralError error={error} reset={reset} />
        <RenderErrorEvent />
      </body>
    </html>
  );
}
