import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/ui/cn';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Error messages shown under the input and linked by aria-describedby. */
  errors?: ReactNode[];
  hint?: ReactNode;
  /** The input element (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
  /** A control beside the input, after it in the tab order (e.g. a Paste button). */
  action?: ReactNode;
}

/** A labelled text input with its errors (keyboard and screen-reader friendly). */
export function Field({ label, errors = [], hint, className, id, action, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = errors.length ? `${inputId}-errors` : hint ? `${inputId}-hint` : undefined;
  const input = (
    <input
      id={inputId}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={describedBy}
      className={cn(
        'min-h-11 rounded-xl border border-grey-200 bg-surface px-3 text-base text-text placeholder:text-grey-300 focus:border-green-400 focus:outline-2 focus:outline-green-200',
        errors.length > 0 && 'border-red-400',
        action ? 'min-w-0 flex-1' : undefined,
        className,
      )}
      {...props}
    />
  );
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-grey-500">
        {label}
      </label>
      {action ? (
        <div className="flex items-stretch gap-2">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
      {hint && !errors.length ? (
        <p id={`${inputId}-hint`} className="text-xs text-grey-400">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <ul id={`${inputId}-errors`} className="text-sm text-red-400">
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
