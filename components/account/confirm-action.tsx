'use client';

/**
 * A button that asks before it acts (components/ui/confirm-prompt.tsx): the first press shows the question with a
 * confirm and a cancel button (focus moves to confirm, Escape cancels), the confirm runs `onConfirm`, and a failure
 * is said on the screen with the confirm still there to try again.
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmPrompt } from '@/components/ui/confirm-prompt';

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
    <ConfirmPrompt
      asking={asking}
      onAsk={() => {
        setState('idle');
        setAsking(true);
      }}
      onCancel={() => setAsking(false)}
      label={label}
      accessibleName={accessibleName}
      question={question}
      confirmLabel={state === 'working' ? t('working') : confirmLabel}
      confirmProps={{ onClick: () => void run() }}
      cancelLabel={t('cancel')}
      working={state === 'working'}
      testId={testId}
    >
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-500">
          {failedText}
        </p>
      ) : null}
    </ConfirmPrompt>
  );
}
