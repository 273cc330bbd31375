'use client';

/** Decimal strings as the order steps show them: in the person's language, with exactly the digits they have. */
import { useLocale } from 'next-intl';
import { formatDecimal } from '@/lib/order/decimal';

/** A decimal string for reading: grouping and separators of the language, exactly the digits it has. */
export function useDisplayDecimal(): (value: string, options?: { decimals?: number; minDecimals?: number }) => string {
  const locale = useLocale();
  return (value, options) => formatDecimal(value, locale, options);
}
