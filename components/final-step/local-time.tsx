'use client';

/**
 * A date and time shown in the person's own time zone and language (the server does not know the time zone).
 * Server HTML carries the ISO value; the browser formats it, so the text may change on hydration.
 */
import { useLocale } from 'next-intl';

/** `iso` formatted as a medium date and short time in the browser's time zone and the page's locale. */
export function LocalTime({ iso }: { iso: string }) {
  const locale = useLocale();
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
