/**
 * The time left to send a sale's USDC (spec §4 "Final step": what the person must do, and by when), for the
 * final step's countdown: whole minutes until the deadline, written as the person's language writes durations
 * ("25 min", "1 hr 5 min"). Pure: the caller gives the clock.
 */

/** Milliseconds in a minute. */
const MINUTE_MS = 60_000;

/**
 * Whole minutes from `now` until `expiresAt`, rounded up (a deadline 30 s away still has "1 min" left).
 * @param expiresAt the deadline, ISO 8601.
 * @param now the current time, milliseconds since the epoch.
 * @returns minutes left, 0 once the deadline has passed, `null` when `expiresAt` is not a readable time.
 */
export function minutesLeft(expiresAt: string, now: number): number | null {
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / MINUTE_MS));
}

/**
 * A number of minutes as a short duration in `locale`: minutes alone under an hour, else hours and minutes.
 * @param minutes whole minutes, 1 or more.
 * @param locale a BCP 47 language tag.
 */
export function formatMinutes(minutes: number, locale: string): string {
  const unit = (name: 'hour' | 'minute') => new Intl.NumberFormat(locale, { style: 'unit', unit: name });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return unit('minute').format(rest);
  return rest ? `${unit('hour').format(hours)} ${unit('minute').format(rest)}` : unit('hour').format(hours);
}
