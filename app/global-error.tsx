'use client';

/** Rendering errors of the root layout itself: the 'General error' banner (untranslated: no i18n here). */
import { GeneralError } from '@/components/errors/general-error';
import './globals.css';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="bg-surface text-text">
        <GeneralError error={error} reset={reset} />
      </body>
    </html>
  );
}
