'use client';

/**
 * The live "time left" to send a sale's USDC (spec §4 "Final step": by when): whole minutes until the deadline in
 * the person's language, updated every 15 s, "Time is up" once it has passed. The server does not know when the page
 * is read, so the browser counts; the server's HTML may differ by a minute (hydration warning suppressed).
 */
import { useLocale, useNow } from 'next-intl';
import { formatMinutes, minutesLeft } from '@/lib/transactions/time-left';

/** How often the count is refreshed: often enough that a minute is never shown long after it has gone. */
const UPDATE_MS = 15_000;

/**
 * @param expiresAt the deadline, ISO 8601 (a time the caller checked is readable).
 * @param timeUp the words shown once the deadline has passed.
 */
export function TimeLeft({ expiresAt, timeUp, testId }: { expiresAt: string; timeUp: string; testId?: string }) {
  const locale = useLocale();
  const now = useNow({ updateInterval: UPDATE_MS });
  const minutes = minutesLeft(expiresAt, now.getTime());
  return (
    <span role="timer" data-testid={testId} suppressHydrationWarning>
      {minutes ? formatMinutes(minutes, locale) : timeUp}
    </span>
  );
}
