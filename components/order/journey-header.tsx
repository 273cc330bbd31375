/**
 * The header every screen of an order shows (lib/order/journey.ts): the way back to the previous screen, "Step n of m"
 * with a progress bar, and the screen's title (its h1). Server-safe (no hooks, no state): the order form's steps render it in the browser through ./step-header `StepHeader`, /billing-details and
 * /kyc on the server through ./account-step-header. The texts come translated from the caller.
 *
 * The progress bar is one element whatever the number of screens (app/globals.css `step-bar`), so the order form's
 * HTML does not grow with a longer journey.
 */
import Link from 'next/link';
import type { Journey } from '@/lib/order/journey';

/** Props of {@link JourneyHeader}. */
export interface JourneyHeaderProps {
  journey: Journey;
  /** The screen's title (its h1). */
  title: string;
  /** "Step 3 of 6", for this journey and screen. */
  stepText: string;
  /** The previous screen, with the link's text; none on the first screen. */
  back?: { href: string; text: string };
}

/** The back link, "Step n of m" with its progress bar, and the title. */
export function JourneyHeader({ journey, title, stepText, back }: JourneyHeaderProps) {
  const reached = Math.round(((journey.index + 1) * 100) / Math.max(journey.steps.length, 1));
  return (
    <div className="mb-5">
      <div className="mb-3 flex min-h-8 items-center justify-between gap-2">
        {back ? (
          <Link
            href={back.href}
            className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-grey-400 hover:text-text focus-visible:outline-2 focus-visible:outline-green-400"
            data-testid="order-back"
          >
            <svg
              aria-hidden="true"
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M15 6l-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {back.text}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-xs font-medium text-grey-400" data-testid="order-step">
          {stepText}
        </span>
      </div>
      <div className="step-bar" aria-hidden="true">
        <span style={{ width: `${reached}%` }} />
      </div>
      <h1 className="text-2xl font-bold text-text">{title}</h1>
    </div>
  );
}
