'use client';

/**
 * The app's copy button: a 44 × 44 px target (WCAG 2.5.5) that copies one value (an amount, a deposit address, a
 * memo, a reference, an order number) and says "Copied" or, where the browser has no clipboard API (insecure context,
 * some webviews) or refuses the write, "Could not copy" and logs a warning (the value stays on the screen to copy by
 * hand). Its words come as props, so a server component can render it without sending a message namespace to the
 * browser (the final step); components/transaction-shared/copy-button.tsx gives it the `transactions` words.
 */
import { useState } from 'react';

/** Props of {@link CopyValue}. */
export interface CopyValueProps {
  /** The exact text to copy. */
  value: string;
  /** The button's accessible name ("Copy the deposit address"). */
  label: string;
  /** Shown once copied. */
  copied: string;
  /** Shown when the copy failed. */
  failed: string;
  testId?: string;
}

/** A button that copies `value` to the clipboard and says whether it did. */
export function CopyValue({ value, label, copied, failed, testId }: CopyValueProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard API in this browser context');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch (error) {
      console.warn('[copy] could not copy to the clipboard', error);
      setState('failed');
    }
  };
  return (
    <button
      type="button"
      aria-label={label}
      data-testid={testId}
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-grey-200 px-2 text-xs text-grey-500 hover:bg-grey-100 focus-visible:outline-2 focus-visible:outline-green-400"
      onClick={() => void copy()}
    >
      <span aria-live="polite">
        {state === 'copied' ? (
          copied
        ) : state === 'failed' ? (
          <span className="text-red-500">{failed}</span>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <rect x="5" y="5" width="9" height="9" rx="1.5" />
            <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
          </svg>
        )}
      </span>
    </button>
  );
}
