import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/ui/cn';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  /** The choices: value and visible label. */
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Text of the empty first choice ("Choose…"); omitted when not given. */
  placeholder?: string;
  /** Error messages shown under the select and linked by aria-describedby. */
  errors?: ReactNode[];
  hint?: ReactNode;
  /**
   * `field` (default): a form field, label above. `compact`: the header's menus (language, theme), the label only for
   * screen readers, no border, the same focus ring.
   */
  variant?: 'field' | 'compact';
}

const SELECT_CLASS = {
  field:
    'min-h-11 rounded-xl border border-grey-200 bg-surface px-3 text-base text-text focus:border-green-400 focus:outline-2 focus:outline-green-200',
  // The header's menus on every page: one class (app/globals.css `select-compact`) keeps each page's HTML small.
  compact: 'select-compact',
};

/**
 * The one select of the app: a labelled native select with its errors, the same look and accessibility
 * wiring as <Field> (keyboard: the platform's own select behaviour). Used by the forms, the transaction filters, the
 * Ory select node and, `compact`, the header's language and theme menus.
 */
export function SelectField({
  label,
  options,
  placeholder,
  errors = [],
  hint,
  variant = 'field',
  className,
  id,
  ...props
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = errors.length ? `${selectId}-errors` : hint ? `${selectId}-hint` : undefined;
  return (
    <div className={variant === 'compact' ? 'relative' : 'flex flex-col gap-1.5'}>
      <label htmlFor={selectId} className={variant === 'compact' ? 'sr-only' : 'text-sm font-medium text-grey-500'}>
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={describedBy}
        className={cn(SELECT_CLASS[variant], errors.length > 0 && 'border-red-400', className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && !errors.length ? (
        <p id={`${selectId}-hint`} className="text-xs text-grey-400">
          {hint}
        </p>
      ) : null}
      {errors.length ? (
        <ul id={`${selectId}-errors`} className="text-sm text-red-400">
          {errors.map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
