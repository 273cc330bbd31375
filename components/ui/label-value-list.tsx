/**
 * The one label/value list of the app: a `<dl>`
 * whose rows have one look everywhere — the label (`<dt>`) small and grey, the value (`<dd>`) in the text colour —
 * used by the transaction screen, the interactive flow (confirmation and transfer details), the final step, the
 * profile, the session list and the order summaries. Server-safe (no hooks). A row's `action` (a copy button) is
 * given by the caller, so the pages that copy nothing do not ship the copy button's code.
 *
 * Two densities: `divided` (detail lists: a hairline between rows, 8 px above and below each) and compact
 * (summaries: 8 px between rows, no lines). Two row layouts: inline (label left, value right-aligned; the label
 * keeps its width and a long value wraps, so 375 px screens never scroll sideways) and `stacked` (label above
 * value, for long values such as an account address or instructions).
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/ui/cn';

/** One row of {@link LabelValueList}'s `rows`: a translated label and its formatted value. */
export interface LabelValueRow {
  label: string;
  value: ReactNode;
  /** `true`: the value in semibold; `'large'`: semibold and a size up (the amount to pay). */
  strong?: boolean | 'large';
  /** data-testid of the value. */
  testId?: string;
}

/**
 * One row (`<div>` of a `<dt>` and a `<dd>`), for use inside {@link LabelValueList}.
 * @param label the translated label.
 * @param children the value, already formatted (amounts as decimal strings in the reader's language).
 * @param stacked label above the value (long values) instead of beside it.
 * @param action an element beside the value: the transfer details' copy buttons
 *   (components/transaction-shared/copy-button) for their reference, account and memo.
 * @param strong the value in semibold (`'large'`: and a size up).
 * @param testId data-testid of the row; `valueTestId` that of the value.
 */
export function LabelValue({
  label,
  children,
  stacked = false,
  action,
  strong,
  testId,
  valueTestId,
}: {
  label: string;
  children: ReactNode;
  stacked?: boolean;
  action?: ReactNode;
  strong?: boolean | 'large';
  testId?: string;
  valueTestId?: string;
}) {
  return (
    <div
      className={cn('flex gap-x-4', stacked ? 'flex-col gap-y-0.5' : 'items-baseline justify-between')}
      data-testid={testId}
    >
      <dt className={cn('text-sm text-grey-400', !stacked && 'shrink-0')}>{label}</dt>
      <dd
        className={cn(
          'min-w-0 text-sm break-words text-text',
          !stacked && 'text-right',
          action && cn('flex items-center gap-2', stacked ? 'justify-between' : 'justify-end'),
          strong && 'font-semibold',
          strong === 'large' && 'text-base',
        )}
        data-testid={valueTestId}
      >
        {action ? (
          <>
            <span className="min-w-0 break-all">{children}</span>
            {action}
          </>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}

/**
 * The list: `<LabelValue>` children, or `rows` for a summary built as data. Rows that are `null`/`false` are
 * skipped (optional fields).
 * @param divided hairlines between rows (detail lists); otherwise compact (summaries).
 * @param className the list's own box (background, border, padding, margin) where a screen frames it.
 * @param testId data-testid of the `<dl>`.
 */
export function LabelValueList({
  rows,
  children,
  divided = false,
  className,
  testId,
}: {
  rows?: LabelValueRow[];
  children?: ReactNode;
  divided?: boolean;
  className?: string;
  testId?: string;
}) {
  return (
    <dl
      className={cn(divided ? 'divide-y divide-grey-100 [&>div]:py-2' : 'flex flex-col gap-2', className)}
      data-testid={testId}
    >
      {rows?.map((row) => (
        <LabelValue key={row.label} label={row.label} strong={row.strong} valueTestId={row.testId}>
          {row.value}
        </LabelValue>
      ))}
      {children}
    </dl>
  );
}

/** One placeholder row of {@link LabelValueListSkeleton}: the real label, and the value's shape. */
export interface SkeletonRow {
  label: string;
  stacked?: boolean;
  /** The real row has a copy button (a 24 px high value line). */
  copy?: boolean;
  /** The value usually wraps to two lines on a card's width (an account address, instructions). */
  twoLines?: boolean;
}

/** The bar's height: the value line as tall as the real one (text-sm 20 px a line; a copy row 24 px, or two
 * text-xs lines of 16 px beside its button). */
function barHeight(row: SkeletonRow): string {
  if (row.twoLines) return row.copy ? 'h-8' : 'h-10';
  return row.copy ? 'h-6' : 'h-5';
}

/**
 * The loading state of a label/value list that streams in: the same rows with their
 * real labels and grey bars for the values, so the list takes the place and height it will have (no layout shift
 * for one-line values), and one polite live region, marked busy, that says what is loading. The bars pulse only
 * when the person allows motion.
 * @param rows the rows the list will have.
 * @param label what is loading, translated (read by screen readers; the placeholder rows are hidden from them).
 * @param divided, className as {@link LabelValueList}'s.
 */
export function LabelValueListSkeleton({
  rows,
  label,
  divided = false,
  className,
}: {
  rows: SkeletonRow[];
  label: string;
  divided?: boolean;
  className?: string;
}) {
  return (
    <div role="status" aria-busy="true" aria-live="polite" data-testid="details-loading">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">
        <LabelValueList divided={divided} className={className}>
          {rows.map((row) => (
            <LabelValue key={row.label} label={row.label} stacked={row.stacked}>
              <span
                className={cn(
                  'block max-w-full rounded bg-grey-100 motion-safe:animate-pulse',
                  barHeight(row),
                  row.stacked ? 'w-full' : 'ml-auto w-28',
                )}
              />
            </LabelValue>
          ))}
        </LabelValueList>
      </div>
    </div>
  );
}
