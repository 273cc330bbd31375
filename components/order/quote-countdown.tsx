'use client';

/**
 * How long the review's quote still holds (spec §7 GET /rates `expires_at`; lib/order/quote-expiry): "Quote expires in
 * 0:42", changing on each second; "Prices updated" before it when the quote replaced one that expired. Once the quote
 * has expired and was not refreshed by itself, the review shows ./review-notices `QuoteExpiredNotice` instead.
 *
 * The countdown is not a live region (a screen reader would hear it every second): a polite live region beside it
 * speaks at a few moments only, 30 and 10 seconds left and when the prices were updated.
 */
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { announcedMoment, countdown, nextTickMs, type Countdown } from '@/lib/order/quote-expiry';
import type { OrderQuoteState } from './use-order-quote';

/**
 * The countdown to `deadline`, updated on each whole second (setTimeout on this device's clock).
 * @param deadline ms since the epoch, or null for none.
 * @returns the countdown, or null without a deadline (and before the first tick).
 */
export function useCountdown(deadline: number | null): Countdown | null {
  const [tick, setTick] = useState<{ deadline: number; now: number } | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const now = Date.now();
      setTick({ deadline, now });
      const wait = nextTickMs(deadline - now);
      if (wait > 0) timer = setTimeout(update, wait);
    };
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [deadline]);
  // A tick of an earlier deadline (the quote was just renewed) is not shown.
  return deadline !== null && tick?.deadline === deadline ? countdown(deadline - tick.now) : null;
}

/** Props of {@link QuoteCountdown}. */
export interface QuoteCountdownProps {
  /** The live quote (./use-order-quote): a ready quote with an expiry shows its countdown. */
  quote: OrderQuoteState;
}

/** "Quote expires in m:ss" under the review's summary, with its few announcements. */
export function QuoteCountdown({ quote }: QuoteCountdownProps) {
  const t = useTranslations('order');
  const ready = quote.status === 'ready' && !quote.expired ? quote : null;
  const left = useCountdown(ready?.expiresAt ?? null);
  const moment = left ? announcedMoment(left.seconds) : null;
  const announcement =
    moment === 30 || moment === 10
      ? t('quoteAnnounceSeconds', { seconds: moment })
      : ready?.renewed
        ? t('pricesUpdated')
        : '';
  return (
    <>
      <p className="sr-only" role="status" aria-live="polite" data-testid="quote-announcement">
        {announcement}
      </p>
      {ready && left ? (
        <p className="mt-3 text-center text-sm text-grey-400" data-testid="quote-countdown">
          {ready.renewed ? (
            <span className="font-semibold text-green-500" data-testid="quote-renewed">
              {t('pricesUpdated')} ·{' '}
            </span>
          ) : null}
          {t.rich('quoteExpiresIn', {
            time: left.label,
            clock: (chunks) => (
              <time dateTime={`PT${left.seconds}S`} className="font-semibold text-text tabular-nums">
                {chunks}
              </time>
            ),
          })}
        </p>
      ) : null}
    </>
  );
}
