'use client';

/** The amount field of the order's amount step: a large amount input with its currency beside it. */
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';
import { AmountInput } from './amount-input';

export interface AmountFieldProps {
  label: string;
  /** The amount, a decimal string ("1000.5"); shown grouped in the person's language. */
  value: string;
  /** Receives the decimal string as the person types (./amount-input). */
  onChange?: (value: string) => void;
  /** Decimals a key stroke may bring the amount to (lib/order/decimal `decimalsOf`). */
  maxDecimals: number;
  /** The currency: a select (fiat) or a fixed code (USDC). */
  currency: ReactNode;
  /** The value is being recomputed (a quote is on its way). */
  busy?: boolean;
  readOnly?: boolean;
  error?: string;
  testId: string;
  /** The field's name: the step adopts what was typed before hydration by it (useEnteredBeforeHydration). */
  name: string;
  placeholder?: string;
}

/**
 * A large amount input with its currency on the right, as ramp widgets show "You pay" / "You get"; when the amount is
 * too long to sit beside it, the currency moves to the next line (./amount-input).
 */
export function AmountField({
  label,
  value,
  onChange,
  maxDecimals,
  currency,
  busy,
  readOnly,
  error,
  testId,
  name,
  placeholder = '0',
}: AmountFieldProps) {
  const id = useId();
  return (
    <div
      className={cn(
        'rounded-2xl border bg-surface px-4 pt-2 pb-3 focus-within:border-green-400',
        error ? 'border-red-400' : 'border-grey-200',
        readOnly && 'bg-grey-50',
      )}
    >
      <label htmlFor={id} className="text-sm font-medium text-grey-400">
        {label}
      </label>
      <div className="flex flex-wrap items-center gap-2 tabular-nums">
        <AmountInput
          id={id}
          name={name}
          data-testid={testId}
          autoComplete="off"
          spellCheck={false}
          value={value}
          maxDecimals={maxDecimals}
          placeholder={placeholder}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-busy={busy || undefined}
          onValueChange={onChange}
          className={cn(
            'min-h-11 min-w-0 flex-1 bg-transparent font-semibold text-text placeholder:text-grey-300 focus:outline-none',
            busy && 'text-grey-300',
          )}
        />
        <div className="ml-auto shrink-0">{currency}</div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-400" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
