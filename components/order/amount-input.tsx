'use client';

/**
 * The text input of an amount (spec §3: the order keeps a plain decimal string): the person sees the amount grouped
 * in their language as they type ("1,000,000" in en, "1.000.000" in pt; lib/money/amount-text), the order receives
 * the decimal string ("1000000"), and a long amount takes a smaller font, then the whole line, rather than being cut
 * off.
 */
import { useLocale } from 'next-intl';
import { useLayoutEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { sizeForLength } from '@/components/ui/money';
import { amountText, editAmountText } from '@/lib/money/amount-text';
import { cn } from '@/lib/ui/cn';

/** Props of {@link AmountInput}: an input's, with the amount as a decimal string. */
export interface AmountInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The amount: a decimal string ("1000.5"), "" for none. A value from elsewhere replaces what is shown. */
  value: string;
  /** Receives the decimal string each time an edit changes it. */
  onValueChange?: (value: string) => void;
  /** Decimals a key stroke may bring the amount to (lib/order/decimal `decimalsOf`). */
  maxDecimals: number;
}

/** Font size by the length of the amount shown: a step down every few characters. */
const SIZES = [
  [10, 'text-2xl'],
  [14, 'text-xl'],
  [18, 'text-lg'],
] as const;

/**
 * Texts up to this many characters fit beside the currency at any width: they need no minimum width (the field's
 * `min-w-0` lets it shrink to its row).
 */
const FITS_BESIDE_CURRENCY = 8;

/**
 * The width the text needs, in `ch` of its own font: a tabular digit is 1ch, a sign about half, plus room for the
 * caret. As the input's minimum width, it decides when the currency beside it moves to the next line; a short text
 * needs none (the style is left out of the page).
 */
function neededWidth(text: string): string | undefined {
  if (text.length <= FITS_BESIDE_CURRENCY) return undefined;
  const digits = text.replace(/\D/g, '').length;
  return `min(${digits + 0.6 * (text.length - digits) + 0.5}ch, 100%)`;
}

/** The field's text, the decimal string it stands for and the language it is written in; the caret to restore. */
interface FieldState {
  text: string;
  value: string;
  locale: string;
  caret: number | null;
}

/** An amount input grouped as the person types (see the module comment). */
export function AmountInput({
  value,
  onValueChange,
  maxDecimals,
  className,
  placeholder = '0',
  ...rest
}: AmountInputProps) {
  const locale = useLocale();
  const ref = useRef<HTMLInputElement>(null);
  const [field, setField] = useState<FieldState>(() => ({
    text: amountText(value, locale),
    value,
    locale,
    caret: null,
  }));
  let current = field;
  if (field.value !== value || field.locale !== locale) {
    // A new amount from elsewhere (the quote, a new direction, a prefill): shown as given, grouped.
    current = { text: amountText(value, locale), value, locale, caret: null };
    setField(current);
  }

  useLayoutEffect(() => {
    const input = ref.current;
    if (input && field.caret !== null && document.activeElement === input) {
      input.setSelectionRange(field.caret, field.caret);
    }
  }, [field]);

  const minWidth = neededWidth(current.text);
  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      inputMode="decimal"
      value={current.text}
      placeholder={placeholder}
      style={minWidth ? { minWidth } : undefined}
      className={cn(sizeForLength(current.text.length, SIZES, 'text-base'), className)}
      onChange={(e) => {
        const input = e.target;
        const event = e.nativeEvent as InputEvent;
        const caret = input.selectionStart ?? input.value.length;
        const next = editAmountText({
          before: current.text,
          after: input.value,
          caret,
          locale,
          maxDecimals,
          forward: event.inputType === 'deleteContentForward',
          data: event.data,
        });
        if (!next) {
          // Refused: the text stays, the caret goes back to where the edit started.
          const back = Math.max(0, caret - Math.max(0, input.value.length - current.text.length));
          setField({ ...current, caret: back });
          return;
        }
        setField({ text: next.text, value: next.value, locale, caret: next.caret });
        if (next.value !== current.value) onValueChange?.(next.value);
      }}
    />
  );
}
