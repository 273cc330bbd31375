'use client';

/**
 * The ask-first pattern of the account screens, without words of its own (every text comes in as props, so any
 * screen can use it whatever messages it is given): a button that, pressed, gives way to the question with a confirm
 * and a cancel button. Focus moves to the confirm button when the question appears (its group is named by the
 * question, so a screen reader says it), Escape or the cancel button takes the question away and puts focus back on
 * the first button. The parent holds whether the question is asked, so it decides when an action is over.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';

export interface ConfirmPromptProps {
  /** Whether the question is shown (instead of the first button). */
  asking: boolean;
  /** The first button was pressed: show the question. */
  onAsk: () => void;
  /** Escape or the cancel button: take the question away. */
  onCancel: () => void;
  /** The first button's text, e.g. "Sign out". */
  label: string;
  /**
   * The first button's accessible name when its text alone does not say what it acts on ("Remove" → "Remove
   * Passkey 1"). It starts with `label`, so the name a person sees is the name they can say (WCAG 2.5.3).
   */
  accessibleName?: string;
  /** `danger` for an action that removes something (a way to sign in), `secondary` otherwise. */
  variant?: 'secondary' | 'danger';
  width?: 'auto' | 'full';
  /** The first button is disabled (e.g. the identity service refuses the action). */
  disabled?: boolean;
  /** More attributes of the first button (e.g. a form control's name and value, which it never submits). */
  triggerProps?: Pick<ButtonProps, 'name' | 'value'>;
  /** The question asked before acting. */
  question: string;
  /** The confirm button's content (its text, or a working state). */
  confirmLabel: ReactNode;
  /** Props of the confirm button: its onClick, or `type="submit"` with a name and value to submit its form. */
  confirmProps?: Omit<ButtonProps, 'children' | 'id' | 'variant' | 'width'>;
  /** The cancel button's text, e.g. "Cancel" or "Keep it". */
  cancelLabel: string;
  /** While true both buttons of the question are disabled (the action is running). */
  working?: boolean;
  /** Shown under the question, e.g. an alert that the action failed. */
  children?: ReactNode;
  /** Classes of the question's group (e.g. `basis-full` in a row). */
  className?: string;
  /** Test id of the first button; the confirm button gets `${testId}-confirm`. */
  testId?: string;
}

/** See the module comment. */
export function ConfirmPrompt(props: ConfirmPromptProps) {
  const { asking, onAsk, onCancel, label, accessibleName, variant = 'secondary', width, disabled, testId } = props;
  const confirmId = useId();
  const triggerId = useId();
  // Set by a cancel: the first button comes back and takes the focus (not after a confirm: the action decides).
  const cancelled = useRef(false);
  useEffect(() => {
    if (asking) document.getElementById(confirmId)?.focus();
    else if (cancelled.current) document.getElementById(triggerId)?.focus();
    cancelled.current = false;
  }, [asking, confirmId, triggerId]);

  if (!asking) {
    return (
      <Button
        {...props.triggerProps}
        id={triggerId}
        variant={variant}
        width={width}
        disabled={disabled}
        onClick={onAsk}
        aria-label={accessibleName}
        data-testid={testId}
      >
        {label}
      </Button>
    );
  }
  const cancel = () => {
    cancelled.current = true;
    onCancel();
  };
  return (
    <div
      role="group"
      aria-label={props.question}
      className={cn('flex flex-col gap-2', props.className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape cancels here only, not also a dialog or page handler around the question.
        event.stopPropagation();
        cancel();
      }}
    >
      <p className="text-sm text-text">{props.question}</p>
      {props.children}
      <div className="flex flex-wrap gap-2">
        <Button
          {...props.confirmProps}
          id={confirmId}
          variant="danger"
          disabled={props.working || props.confirmProps?.disabled}
          aria-busy={props.working || undefined}
          data-testid={testId ? `${testId}-confirm` : undefined}
        >
          {props.confirmLabel}
        </Button>
        <Button variant="secondary" disabled={props.working} onClick={cancel}>
          {props.cancelLabel}
        </Button>
      </div>
    </div>
  );
}
