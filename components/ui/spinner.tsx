import { cn } from '@/lib/ui/cn';

/**
 * The spinner of spec §9: a 24 px green icon. `label` is read by screen readers (translated by the caller).
 */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" aria-live="polite" className={cn('inline-flex items-center', className)}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className="size-6 animate-spin text-main-green"
        data-testid="spinner"
      >
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner for inside a button while it submits: the button's text colour, where {@link Spinner} is green. */
export function ButtonSpinner() {
  return (
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className="size-4 animate-spin">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Marks the full-screen spinner: the widget's height reports hold a smaller height while it shows. */
export const SCREEN_LOADING_ATTRIBUTE = 'data-screen-loading';

/** The full-screen spinner shown while a screen loads (spec §2 "Common screen behaviours"). */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div data-screen-loading="" className="fixed inset-0 z-40 flex items-center justify-center bg-surface/80">
      <Spinner label={label} />
    </div>
  );
}
