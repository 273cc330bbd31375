'use client';

/**
 * A date and time shown in the person's own time zone and language. The server does not know the reader's zone: it
 * renders UTC, and the browser's zone replaces it as the page hydrates (useSyncExternalStore's server and client
 * snapshots), so nothing mismatches. Used by the transactions, the final step, the interactive flow and the account
 * screens.
 */
import { useLocale } from 'next-intl';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => 'UTC';

/**
 * One formatter per locale and time zone for the life of the process or page: building an `Intl.DateTimeFormat` costs
 * far more than formatting with one, and /transactions renders one time per row (what the constructions cost its
 * server render under load: docs/performance.md "Figures behind choices in the code").
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `iso` as a medium date and short time in the reader's time zone (UTC in the server's HTML) and the page's locale.
 * @param iso an ISO 8601 time; null, empty or not a time renders an en dash.
 */
export function LocalTime({ iso }: { iso: string | null }) {
  const locale = useLocale();
  const timeZone = useSyncExternalStore(subscribe, browserZone, serverZone);
  if (!iso || Number.isNaN(Date.parse(iso))) return <span>–</span>;
  return <time dateTime={iso}>{formatterFor(locale, timeZone).format(new Date(iso))}</time>;
}
