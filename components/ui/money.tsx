/**
 * Money on screen (lib/money/format): an amount in its currency's decimals, rounded by what it is to the person (what
 * they get DOWN, what they pay UP, anything else half-up), in the reader's language, in tabular numerals so digits
 * line up. Server-safe (no state or effects): the final step renders it on the server, the order form in the browser.
 */
import { useLocale } from 'next-intl';
import { formatAmount, formatExactAmount, formatMoney, formatRate, type MoneySide } from '@/lib/money/format';
import { cn } from '@/lib/ui/cn';

export type { MoneySide } from '@/lib/money/format';

/** The money formatters of {@link useMoneyFormat}, bound to the reader's language. */
export interface MoneyFormat {
  /** The amount alone: "89.09" (lib/money/format `formatAmount`). */
  amount: (amount: string, code: string, side?: MoneySide) => string;
  /** The amount and its code: "89.09 USDC" (lib/money/format `formatMoney`). */
  money: (amount: string, code: string, side?: MoneySide) => string;
  /** A rate, fiat per 1 USDC, with 4 decimals in both directions: "5.5556" (lib/money/format `formatRate`). */
  rate: (rate: string) => string;
}

/**
 * The money formatters in the reader's language (next-intl's locale), for text that is not a {@link Money} element: a
 * message argument, a list row's value.
 */
export function useMoneyFormat(): MoneyFormat {
  const locale = useLocale();
  return {
    amount: (amount, code, side) => formatAmount(amount, code, locale, side),
    money: (amount, code, side) => formatMoney(amount, code, locale, side),
    rate: (rate) => formatRate(rate, locale),
  };
}

/** Props of {@link Money}. */
export interface MoneyProps {
  /** A decimal string in the currency's units ("89.0992872"); any other text is shown as given. */
  amount: string;
  /** The currency or asset code ("BRL", "USDC"). */
  code: string;
  /** What the amount is to the person: `get` rounds down, `pay` up, `other` (the default) half-up. */
  side?: MoneySide;
  /** Show the code after the amount (default true). */
  withCode?: boolean;
  className?: string;
  testId?: string;
}

/**
 * An amount as money: "89.09 USDC", tabular numerals. When rounding hides digits, the exact amount is the element's
 * title.
 */
export function Money({ amount, code, side = 'other', withCode = true, className, testId }: MoneyProps) {
  const locale = useLocale();
  const shown = formatAmount(amount, code, locale, side);
  const exact = formatExactAmount(amount, code, locale);
  return (
    <span
      className={cn('tabular-nums', className)}
      title={exact !== shown ? `${exact} ${code}` : undefined}
      data-testid={testId}
    >
      {withCode ? `${shown} ${code}` : shown}
    </span>
  );
}

/**
 * A size for a text by its length: the class of the first step whose length it is within, else `smallest`. Long
 * amounts take a smaller font instead of overflowing their box (the classes are written out by the caller, so the
 * stylesheet has them).
 * @param length characters of the text as shown.
 * @param steps `[most characters, class]`, shortest first.
 */
export function sizeForLength(length: number, steps: ReadonlyArray<readonly [number, string]>, smallest: string) {
  return steps.find(([most]) => length <= most)?.[1] ?? smallest;
}
