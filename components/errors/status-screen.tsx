/**
 * The body of the no-match, error and payment-options-unavailable screens (spec §2, §8): a title, what
 * happened, and a way on. With an interactiveId (a person inside the SEP-24 interactive flow) the way on
 * leads back to that flow.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { StatusCard } from './status-card';

export interface StatusScreenProps {
  title: string;
  body: ReactNode;
  action: { href: string; label: string };
  testId: string;
}

/** A status screen whose way on is a client-side navigation (next/link). */
export function StatusScreen({ title, body, action, testId }: StatusScreenProps) {
  return (
    <StatusCard title={title} body={body} testId={testId}>
      <Link href={action.href} className={buttonVariants({ width: 'full' })}>
        {action.label}
      </Link>
    </StatusCard>
  );
}

/** Where "go on" leads: back into the interactive flow when an interactiveId is known, else the start. */
export function wayOn(interactiveId: string | undefined, fallback: string): string {
  if (interactiveId && /^[A-Za-z0-9-_]{1,128}$/.test(interactiveId)) {
    return `/interactive-flow?${new URLSearchParams({ 'interactive-id': interactiveId }).toString()}`;
  }
  return fallback;
}
