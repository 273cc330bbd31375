/** The round icon at the top of the final step, one per outcome family (decorative: the title says it). */
import type { FinalStepOutcome } from '@/lib/transactions/final-step-outcome';
import { cn } from '@/lib/ui/cn';

const TONE: Record<FinalStepOutcome, string> = {
  completed: 'bg-green-100 text-green-500',
  processing: 'bg-yellow-100 text-yellow-500',
  awaitingPayment: 'bg-yellow-100 text-yellow-500',
  actionRequired: 'bg-yellow-100 text-yellow-500',
  refunded: 'bg-grey-100 text-grey-500',
  expired: 'bg-grey-100 text-grey-500',
  failed: 'bg-red-100 text-red-500',
  unknown: 'bg-grey-100 text-grey-500',
};

function Path({ outcome }: { outcome: FinalStepOutcome }) {
  switch (outcome) {
    case 'completed':
      return <path d="M7 12.5l3.2 3.2L17 9" />;
    case 'processing':
    case 'awaitingPayment':
      return (
        <>
          <circle cx="12" cy="12" r="7" />
          <path d="M12 8.5V12l2.5 2" />
        </>
      );
    case 'actionRequired':
    case 'failed':
      return <path d="M12 7.5v5.5M12 16.5v.01" />;
    case 'refunded':
      return <path d="M9 8L6 11l3 3M6.5 11H14a4 4 0 010 8h-2" />;
    case 'expired':
      return <path d="M8 5h8M8 19h8M9 5c0 4 6 4 6 7s-6 3-6 7M15 5c0 4-6 4-6 7s6 3 6 7" />;
    default:
      return <path d="M10 9.5a2 2 0 113 1.7c-.7.4-1 .9-1 1.6v.7M12 16.5v.01" />;
  }
}

/** The outcome's icon in a tinted circle (aria-hidden; spec §4 final step). */
export function OutcomeIcon({ outcome, className }: { outcome: FinalStepOutcome; className?: string }) {
  return (
    <span
      className={cn('mx-auto flex size-16 items-center justify-center rounded-full', TONE[outcome], className)}
      aria-hidden="true"
    >
      <svg
        width="32"
        height="32"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <Path outcome={outcome} />
      </svg>
    </span>
  );
}
