'use client';

/**
 * A small button that copies a value to the clipboard and says so (a copyable asset issuer, account, memo,
 * reference, order number, transfer hash). It is 44 × 44 px at least, as every control a finger taps (WCAG 2.5.5).
 * Where the browser has no clipboard API (insecure context, some webviews) or refuses the write (permission), it says
 * "Could not copy" and logs a warning; the value stays visible on the screen to copy by hand.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * Copies `value`; `label` is the accessible name.
 * @param value the exact text to copy.
 * @param label the button's accessible name (e.g. "Copy the memo").
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('transactions.detail');
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
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-lg border border-grey-200 px-2 text-xs text-grey-500 hover:bg-grey-100 focus-visible:outline-2 focus-visible:outline-green-400"
      onClick={() => void copy()}
    >
      <span aria-live="polite">
        {state === 'copied' ? (
          t('copied')
        ) : state === 'failed' ? (
          <span className="text-red-500">{t('copyFailed')}</span>
        ) : (
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="h-3.5 w-3.5"
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
