/** Label → value rows of the payment summary (server component; the order form's client twin is SummaryList). */
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

export function SummaryRows({ rows }: { rows: Array<{ label: string; value: ReactNode; strong?: boolean }> }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-grey-400">{row.label}</dt>
          <dd className={cn('text-right text-text', row.strong && 'text-base font-semibold')}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
