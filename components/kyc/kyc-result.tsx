/**
 * One outcome of the identity verification step (spec §2 /kyc): an icon, a title, what it means, and the way on.
 * Server-safe (no hooks); the client island (kyc-verification.tsx) and the page both render it. The title takes
 * the focus when `focusRef` is given, so a screen reader hears the outcome as soon as it changes.
 */
import Link from 'next/link';
import type { Ref } from 'react';
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

type KycMessageKey =
  | 'alreadyTitle'
  | 'alreadyBody'
  | 'approvedTitle'
  | 'approvedBody'
  | 'rejectedTitle'
  | 'rejectedBody'
  | 'pendingTitle'
  | 'pendingBody'
  | 'unavailableTitle'
  | 'unavailableBody'
  | 'continue'
  | 'retry'
  | 'toTransactions';

/** One outcome: its test id, tone, and the keys of its title, text and action label (namespace `kyc`). */
interface KycResultRow {
  testId: string;
  tone: KycResultTone;
  title: KycMessageKey;
  body: KycMessageKey;
  action: KycMessageKey;
}

/**
 * The outcome screens of /kyc in one table: already approved on entry (page), approved, rejected, still in
 * review (page and client) and the provider unavailable (client). The way on (a link or a retry) is the caller's.
 */
export const KYC_RESULTS = {
  alreadyApproved: {
    testId: 'kyc-already-approved',
    tone: 'success',
    title: 'alreadyTitle',
    body: 'alreadyBody',
    action: 'continue',
  },
  approved: {
    testId: 'kyc-approved',
    tone: 'success',
    title: 'approvedTitle',
    body: 'approvedBody',
    action: 'continue',
  },
  rejected: { testId: 'kyc-rejected', tone: 'error', title: 'rejectedTitle', body: 'rejectedBody', action: 'retry' },
  pending: {
    testId: 'kyc-pending',
    tone: 'waiting',
    title: 'pendingTitle',
    body: 'pendingBody',
    action: 'toTransactions',
  },
  unavailable: {
    testId: 'kyc-unavailable',
    tone: 'error',
    title: 'unavailableTitle',
    body: 'unavailableBody',
    action: 'retry',
  },
} as const satisfies Record<string, KycResultRow>;

export type KycResultKind = keyof typeof KYC_RESULTS;

export interface KycResultProps {
  result: KycResultKind;
  /** The `kyc` namespace translator (getTranslations('kyc') on the server, useTranslations('kyc') in the browser). */
  t: (key: KycMessageKey) => string;
  /** The way on: a link, or a button (e.g. retry). */
  action: { href: string } | { onClick: () => void; disabled?: boolean };
  focusRef?: Ref<HTMLHeadingElement>;
}

/** An outcome panel of the verification step, from {@link KYC_RESULTS}. */
export function KycResult({ result, t, action, focusRef }: KycResultProps) {
  const row: KycResultRow = KYC_RESULTS[result];
  const label = t(row.action);
  return (
    <div className="text-center" data-testid={row.testId}>
      <ToneIcon tone={row.tone} />
      <h2 ref={focusRef} tabIndex={-1} className="mb-2 text-xl font-bold text-text outline-none">
        {t(row.title)}
      </h2>
      <div className="mb-6 text-sm text-grey-400">{t(row.body)}</div>
      {'href' in action ? (
        <Link href={action.href} replace className={buttonVariants({ width: 'full' })}>
          {label}
        </Link>
      ) : (
        <Button width="full" onClick={action.onClick} disabled={action.disabled}>
          {label}
        </Button>
      )}
    </div>
  );
}
