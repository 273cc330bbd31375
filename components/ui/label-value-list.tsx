/**
 * The label/value list of summaries (issue 12: one list for the order form's quote and review and the payment
 * summary): a `<dl>` of rows, the label left, the value right-aligned. Server-safe (no hooks).
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** One row: a translated label and its formatted value. */
export interface LabelValueRow {
  label: string;
  value: ReactNode;
  /** `true`: the value in semibold; `'large'`: semibold and a size up (the amount to pay). */
  strong?: boolean | 'large';
  /** data-testid of the value. */
  testId?: string;
}

/** Rows of label → value. */
export function LabelValueList({
  rows,
  className,
  testId,
}: {
  rows: LabelValueRow[];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={cn('flex flex-col gap-2 text-sm', className)} data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label} className="flex items-baseline justify-between gap-4">
          <dt className="text-grey-400">{row.label}</dt>
          <dd
            className={cn('text-right text-text', row.strong && 'font-semibold', row.strong === 'large' && 'text-base')}
            data-testid={row.testId}
          >
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
