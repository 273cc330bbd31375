'use client';

/**
 * A button that asks before it acts: the first press shows the question with
 * a confirm and a cancel button (focus moves to confirm, Escape cancels), the confirm runs `onConfirm`, and a failure
 * is said on the screen with the confirm still there to try again.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

export interface ConfirmActionProps {
  /** The first button's text, e.g. "Sign out". */
  label: string;
  /**
   * The first button's accessible name when its text alone does not say what it acts on, e.g. "Sign out Chrome 131
   * on Windows 10, session 949e2917, …" on one of several session cards. It starts with `label`, so the name a
   * person sees is the name they can say (WCAG 2.5.3).
   */
  accessibleName?: string;
  /** The question asked before acting. */
  question: string;
  /** The confirm button's text. */
  confirmLabel: string;
  /** Runs the action; a rejection shows `failedText`. */
  onConfirm: () => Promise<void>;
  /** What to say when the action failed. */
  failedText: string;
  testId?: string;
}

/** See the module comment. */
export function ConfirmAction({
  label,
  accessibleName,
  question,
  confirmLabel,
  onConfirm,
  failedText,
  testId,
}: ConfirmActionProps) {
  const t = useTranslations('account');
  const [asking, setAsking] = useState(false);
  const [state, setState] = useState<'idle' | 'working' | 'failed'>('idle');
  const confirmId = useId();
  useEffect(() => {
    if (asking) document.getElementById(confirmId)?.focus();
  }, [asking, confirmId]);

  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)} aria-label={accessibleName} data-testid={testId}>
        {label}
      </Button>
    );
  }
  const run = async () => {
    setState('working');
    try {
      await onConfirm();
      setState('idle');
      setAsking(false);
    } catch (error) {
      console.error('[account] action failed', error);
      setState('failed');
    }
  };
  return (
    <div
      role="group"
      aria-label={question}
      className="flex flex-col gap-2"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setAsking(false);
      }}
    >
      <p className="text-sm text-text">{question}</p>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-main-red">
          {failedText}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          id={confirmId}
          variant="danger"
          disabled={state === 'working'}
          onClick={() => void run()}
          data-testid={testId ? `${testId}-confirm` : undefined}
        >
          {state === 'working' ? t('working') : confirmLabel}
        </Button>
        <Button variant="secondary" disabled={state === 'working'} onClick={() => setAsking(false)}>
          {t('cancel')}
        </Button>
      </div>
    </div>
  );
}
