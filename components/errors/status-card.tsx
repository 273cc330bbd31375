/**
 * The card of the status screens (spec §2, §8): a title, what happened, and the way on given as `children`.
 * Apart from ./status-screen (which links with next/link) for the root not-found screen, whose client code every
 * page loads: a next/link there gave every page a second copy of next/link's code beside the one in the layouts'
 * chunks. Server component.
 */
import type { ReactNode } from 'react';
import { Card, ScreenTitle } from '@/components/ui/card';

export interface StatusCardProps {
  title: string;
  body: ReactNode;
  testId: string;
  /** The way on (one link styled as a button). */
  children: ReactNode;
}

/** The status card: title, body, and the way on. */
export function StatusCard({ title, body, testId, children }: StatusCardProps) {
  return (
    <Card className="text-center">
      <div data-testid={testId}>
        <ScreenTitle>{title}</ScreenTitle>
        <div className="mb-6 text-grey-400">{body}</div>
        {children}
      </div>
    </Card>
  );
}
