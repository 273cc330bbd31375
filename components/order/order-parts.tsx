'use client';

/**
 * Small pieces shared by the order steps: the step header (back link, "Step n of m", title), the amount field with
 * its currency, the summary list, and the display of decimal strings in the person's language.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { AssetIcon } from '@/components/ui/asset-icon';
import { IconSelect } from '@/components/ui/icon-select';
import { formatDecimal } from '@/lib/order/decimal';
import type { JourneyStep } from '@/lib/order/journey';
import type { OrderStep } from '@/lib/order/steps';
import { abbreviate } from '@/lib/transactions/issuer';
import { cn } from '@/lib/ui/cn';
import { AmountInput } from './amount-input';
import { JourneyHeader } from './journey-header';

/** A decimal string for reading: grouping and separators of the language, exactly the digits it has. */
export function useDisplayDecimal(): (value: string, options?: { decimals?: number; minDecimals?: number }) => string {
  const locale = useLocale();
  return (value, options) => formatDecimal(value, locale, options);
}

/**
 * The header of a step of the order form (./journey-header): back link, "Step n of m" over the screens this order
 * takes the person through (lib/order/journey, drawn on the server: lib/order/server `journey`), and the title.
 */
export function StepHeader({
  step,
  steps,
  title,
  backHref,
}: {
  step: OrderStep;
  /** The journey's screens (OrderScreenData `journey`). */
  steps: readonly JourneyStep[];
  title: string;
  backHref?: string;
}) {
  const t = useTranslations('order');
  const journey = { steps, index: steps.indexOf(step) };
  return (
    <JourneyHeader
      journey={journey}
      title={title}
      stepText={t('stepOf', { step: journey.index + 1, total: steps.length })}
      back={backHref ? { href: backHref, text: t('back') } : undefined}
    />
  );
}

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

/** A currency code shown where no choice is possible (USDC). */
export function CurrencyTag({ code, note }: { code: string; note?: string }) {
  return (
    <span className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-grey-100 px-3 text-base font-semibold text-text">
      <AssetIcon asset={code} className="size-6 shrink-0" />
      {code}
      {note ? <span className="sr-only">{note}</span> : null}
    </span>
  );
}

/**
 * The fiat currency inside an amount field: its flag and code, and in the open list its name in the page's language
 * (Intl.DisplayNames). A native select until the listbox loads (components/ui/icon-select).
 */
export function CurrencySelect({
  label,
  value,
  options,
  onChange,
  disabled,
  testId,
  name,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  disabled?: boolean;
  testId: string;
  /** The select's name (see AmountFieldProps.name). */
  name: string;
}) {
  return (
    <IconSelect
      look="chip"
      currencies
      label={label}
      value={value}
      options={options.map((code) => ({ value: code, label: code }))}
      onChange={onChange}
      disabled={disabled}
      testId={testId}
      name={name}
    />
  );
}

/** A long address shortened for reading (lib/transactions/issuer `abbreviate`); the full value stays in the title. */
export function ShortAddress({ address }: { address: string }) {
  return (
    <span title={address} className="font-mono">
      {abbreviate(address)}
    </span>
  );
}
