/**
 * The two choices of /decision-flow (issue #3: "choose buy or sell"): one large link per ramp direction, with
 * what each one means in one sentence. Links, not buttons: they work without JavaScript, open in a new tab and
 * are reached with Tab and followed with Enter.
 */
import Link from 'next/link';
import { cn } from '@/lib/ui/cn';

export interface DirectionChoiceProps {
  href: string;
  title: string;
  body: string;
  direction: 'on-ramp' | 'off-ramp';
  testId: string;
}

function Icon({ direction }: { direction: 'on-ramp' | 'off-ramp' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-full',
        direction === 'on-ramp' ? 'bg-green-100 text-green-500' : 'bg-yellow-100 text-yellow-500',
      )}
    >
      <svg
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {direction === 'on-ramp' ? <path d="M17 7L7 17M7 9v8h8" /> : <path d="M7 17L17 7M9 7h8v8" />}
      </svg>
    </span>
  );
}

/** One choice: icon, title, sentence, chevron. */
export function DirectionChoice({ href, title, body, direction, testId }: DirectionChoiceProps) {
  return (
    <Link href={href} data-testid={testId} className="group choice-card">
      <Icon direction={direction} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-lg font-semibold text-text">{title}</span>
        <span className="text-sm text-grey-400">{body}</span>
      </span>
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="shrink-0 text-grey-300 group-hover:text-green-500"
      >
        <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
