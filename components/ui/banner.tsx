import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

const bannerVariants = cva('rounded-xl border px-4 py-3 text-sm', {
  variants: {
    tone: {
      error: 'border-red-200 bg-red-50 text-red-500',
      info: 'border-grey-200 bg-grey-50 text-grey-500',
      success: 'border-green-200 bg-green-50 text-green-500',
      warning: 'border-yellow-200 bg-yellow-50 text-yellow-500',
    },
  },
  defaultVariants: { tone: 'info' },
});

/** A message box; `tone="error"` is announced to screen readers as an alert. */
export function Banner({
  title,
  children,
  tone,
  className,
}: { title?: ReactNode; children?: ReactNode; className?: string } & VariantProps<typeof bannerVariants>) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn(bannerVariants({ tone }), className)}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1' : undefined}>{children}</div> : null}
    </div>
  );
}
