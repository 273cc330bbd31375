'use client';

/**
 * A date and time in the person's language and time zone. The
 * server does not know the reader's zone: it renders UTC, and the browser's zone replaces it as the page hydrates
 * (useSyncExternalStore's server and client snapshots), so nothing mismatches.
 */
import { useFormatter } from 'next-intl';
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => 'UTC';

/** @param iso an ISO 8601 time; null renders an en dash. */
export function LocalTime({ iso }: { iso: string | null }) {
  const format = useFormatter();
  const timeZone = useSyncExternalStore(subscribe, browserZone, serverZone);
  if (!iso || Number.isNaN(Date.parse(iso))) return <span>–</span>;
  return (
    <time dateTime={iso}>{format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone })}</time>
  );
}
