/**
 * When a quote of GET /rates stops holding and its countdown (spec §7 GET /rates; `expires_at` and `quoted_at` are the
 * API's, lib/api/order `rateQuoteSchema`). The quote is timed on this device's clock from the moment its answer came:
 * its lifetime is the API's `expires_at − quoted_at`, so a device clock that is minutes off still counts the right
 * time. Pure module.
 */

/** The expiry fields of a quote (ISO 8601 date-times). */
export interface QuoteExpiry {
  expires_at?: string | null;
  quoted_at?: string | null;
}

/**
 * When a quote stops holding, on this device's clock.
 * @param quote the quote's `expires_at` and `quoted_at`.
 * @param receivedAt when its answer came, in ms since the epoch on this device's clock.
 * @returns ms since the epoch: `receivedAt + (expires_at − quoted_at)` when both are given; `expires_at` read on this
 *   device's clock when only it is; null when the quote has no (readable) expiry, so it never expires.
 */
export function quoteDeadline(quote: QuoteExpiry, receivedAt: number): number | null {
  const expires = quote.expires_at ? Date.parse(quote.expires_at) : Number.NaN;
  if (Number.isNaN(expires)) return null;
  const quoted = quote.quoted_at ? Date.parse(quote.quoted_at) : Number.NaN;
  return Number.isNaN(quoted) ? expires : receivedAt + Math.max(0, expires - quoted);
}

/** A countdown at one moment. */
export interface Countdown {
  /** Whole seconds left, rounded up (0 once expired). */
  seconds: number;
  /** The time left as minutes and seconds, "m:ss": "1:00", "0:59", "0:00". */
  label: string;
  /** True when no time is left. */
  expired: boolean;
}

/**
 * The countdown of a quote.
 * @param remainingMs ms left until the deadline (negative once past it).
 * @returns the seconds left, rounded up so that "0:00" shows only at the deadline, as "m:ss".
 */
export function countdown(remainingMs: number): Countdown {
  const seconds = remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
  const label = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return { seconds, label, expired: seconds === 0 };
}

/** The seconds left at which a screen reader hears how long the quote still holds; it also hears the expiry. */
export const ANNOUNCED_SECONDS = [30, 10] as const;

/**
 * The last moment to announce that a countdown has reached, so a polite live region speaks a few times, not every
 * second: 30 or 10 (seconds left), 0 (expired), or null before the first.
 * @param seconds whole seconds left ({@link countdown}).
 */
export function announcedMoment(seconds: number): number | null {
  if (seconds <= 0) return 0;
  let moment: number | null = null;
  for (const at of ANNOUNCED_SECONDS) if (seconds <= at) moment = at;
  return moment;
}

/**
 * The ms until a countdown shows its next label: to the next whole second, so the display changes on the second.
 * @param remainingMs ms left until the deadline.
 * @returns ms to wait (at least 1 when time is left; 0 once expired).
 */
export function nextTickMs(remainingMs: number): number {
  if (remainingMs <= 0) return 0;
  const rest = remainingMs % 1000;
  return rest === 0 ? 1000 : rest;
}
