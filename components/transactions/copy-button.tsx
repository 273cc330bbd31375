'use client';

/** A small button that copies a value to the clipboard and says so (issue #4: a copyable asset issuer). */
import { useState } from 'react';
import { useTranslations } from 'next-intl';

/** Copies `value`; `label` is the accessible name. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useTranslations('transactions.detail');
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex min-h-6 min-w-6 items-center justify-center rounded-md border border-grey-200 px-2 py-0.5 text-xs text-grey-500 hover:bg-grey-100 focus-visible:outline-2 focus-visible:outline-green-400"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => setCopied(true),
          () => setCopied(false),
        );
      }}
    >
      <span aria-live="polite">
        {copied ? (
          t('copied')
        ) : (
          <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="1.5">
            <rect x="5" y="5" width="9" height="9" rx="1.5" />
            <path d="M11 5V3.5A1.5 1.5 0 0 0 9.5 2h-6A1.5 1.5 0 0 0 2 3.5v6A1.5 1.5 0 0 0 3.5 11H5" />
          </svg>
        )}
      </span>
    </button>
  );
}
