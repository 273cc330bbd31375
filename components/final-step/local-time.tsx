'use client';

/**
 * A date and time shown in the person's own time zone and language (the server does not know the time zone).
 * Server HTML carries the ISO value; the browser formats it, so the text may change on hydration.
 */
import { useLocale } from 'next-intl';

/**
 * One formatter per locale for the life of the process or page: building an `Intl.DateTimeFormat` costs far more
 * than formatting with one, and /transactions renders one time per row (what the constructions cost its server render
 * under load: docs/performance.md "Figures behind choices in the code").
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string): Intl.DateTimeFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** `iso` formatted as a medium date and short time in the browser's time zone and the page's locale. */
export function LocalTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? iso : formatterFor(locale).format(date);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
