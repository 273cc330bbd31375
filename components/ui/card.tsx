import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/**
 * The centred panel every screen sits in: full width at 375 px, 28 rem wide from the 768 px breakpoint. Its look is
 * app/globals.css's `screen-card` (one class, not a list of utilities, in every page's HTML).
 */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cn('screen-card', className)}>{children}</section>;
}

/** A screen title (h1). */
export function ScreenTitle({ children, className }: { children: ReactNode; className?: string }) {
  return <h1 className={cn('mb-4 text-2xl font-bold text-text', className)}>{children}</h1>;
}
