'use client';

/**
 * Rendering errors of the root layout itself: the 'General error' banner (untranslated: no i18n here); a partner
 * page hosting the widget gets an `error` event with code `render_error` (only the code). The screen is
 * loaded when an error is caught, not with every page (components/errors/deferred-general-error.tsx).
 */
import { DeferredGeneralError } from '@/components/errors/deferred-general-error';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-surface text-text">
        <DeferredGeneralError error={error} reset={reset} />
      </body>
    </html>
  );
}
