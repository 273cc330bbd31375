/**
 * One outcome of the identity verification step (spec §2 /kyc): an icon, a title, what it means, and the way on.
 * Server-safe (no hooks); the client island (kyc-verification.tsx) and the page both render it. The title takes
 * the focus when `focusRef` is given, so a screen reader hears the outcome as soon as it changes.
 */
import Link from 'next/link';
import type { ReactNode, Ref } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/ui/cn';

export type KycResultTone = 'success' | 'error' | 'waiting';

const TONE_CLASS: Record<KycResultTone, string> = {
  success: 'bg-green-100 text-green-500',
  error: 'bg-red-100 text-red-500',
  waiting: 'bg-yellow-100 text-yellow-500',
};

function ToneIcon({ tone }: { tone: KycResultTone }) {
  const path =
    tone === 'success' ? 'M5 12.5l4.5 4.5L19 7.5' : tone === 'error' ? 'M7 7l10 10M17 7L7 17' : 'M12 7v5l3 3';
  return (
    <span
      className={cn('mx-auto mb-4 flex size-14 items-center justify-center rounded-full', TONE_CLASS[tone])}
      aria-hidden="true"
    >
      <svg
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {tone === 'waiting' ? <circle cx="12" cy="12" r="9" /> : null}
        <path d={path} />
      </svg>
    </span>
  );
}

export interface KycResultProps {
  tone: KycResultTone;
  title: string;
  body: ReactNode;
  /** The way on: a link, or a button (e.g. retry). */
  action: { label: string; href: string } | { label: string; onClick: () => void; disabled?: boolean };
  testId: string;
  focusRef?: Ref<HTMLHeadingElement>;
}

/** An outcome panel of the verification step. */
export function KycResult({ tone, title, body, action, testId, focusRef }: KycResultProps) {
  return (
    <div className="text-center" data-testid={testId}>
      <ToneIcon tone={tone} />
      <h2 ref={focusRef} tabIndex={-1} className="mb-2 text-xl font-bold text-text outline-none">
        {title}
      </h2>
      <div className="mb-6 text-sm text-grey-400">{body}</div>
      {'href' in action ? (
        <Link href={action.href} replace className={buttonVariants({ width: 'full' })}>
          {action.label}
        </Link>
      ) : (
        <Button width="full" onClick={action.onClick} disabled={action.disabled}>
          {action.label}
        </Button>
      )}
    </div>
  );
}
