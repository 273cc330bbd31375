import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** The centred panel every screen sits in: full width at 375 px, 28 rem wide from the 768 px breakpoint. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={cn(
        'mx-auto w-full max-w-md rounded-none bg-surface p-5 md:rounded-2xl md:border md:border-grey-100 md:p-8 md:shadow-sm',
        className,
      )}
    >
      {children}
    </section>
  );
}

/** A screen title (h1). */
export function ScreenTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn('mb-4 text-2xl font-bold text-text', className)}>{children}</h1>;
}
