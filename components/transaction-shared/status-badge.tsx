/**
 * A transaction's status label with its visual kind (spec §4): a coloured pill, the kind in words
 * for screen readers and as a title, and the extra code's label when there is one. Given the transaction's next step
 * (lib/transactions/next-step), only a status with something to do is marked as needing action. Works in server and
 * client components (no hooks besides next-intl's).
 */
import { useTranslations } from 'next-intl';
import type { TransactionKind } from '@/lib/domain/kinds';
import type { NextStep } from '@/lib/transactions/next-step';
import { statusDisplay, type StatusVisualKind } from '@/lib/transactions/status-labels';
import { cn } from '@/lib/ui/cn';

/** The pill's colours per visual kind. */
const TONE: Record<StatusVisualKind, string> = {
  inProgress: 'bg-yellow-50 text-yellow-500 border-yellow-200',
  needsAction: 'bg-red-50 text-red-500 border-red-200 border-dashed',
  done: 'bg-green-50 text-green-500 border-green-200',
  failed: 'bg-red-50 text-red-500 border-red-200',
  refunded: 'bg-grey-50 text-grey-500 border-grey-200',
};

const ICON: Record<StatusVisualKind, string> = {
  inProgress: '◔',
  needsAction: '!',
  done: '✓',
  failed: '✕',
  refunded: '↺',
};

/**
 * The status pill of a transaction (spec §4): label, visual kind, optional extra code below.
 * @param status the status as the API gives it.
 * @param extraStatus its extra code, if any.
 * @param step the transaction's next step, where the screen knows it: the needs-action mark follows it.
 * @param kind the transaction's kind, for a sale's own words (lib/transactions/status-labels).
 * @param bare only the pill's colours: a list gives its rows' badges their shape from one class of the list, so the
 *   page's HTML does not repeat it on every row.
 */
export function StatusBadge({
  status,
  extraStatus,
  step,
  kind,
  bare = false,
  className,
}: {
  status: string;
  extraStatus?: string | null;
  step?: NextStep;
  kind?: TransactionKind;
  bare?: boolean;
  className?: string;
}) {
  const t = useTranslations('transactions');
  const display = statusDisplay(status, extraStatus, step, kind);
  const kindWords = t(`visualKind.${display.kind}`);
  return (
    <span
      className={bare ? undefined : cn('inline-flex flex-col items-start gap-0.5', className)}
      data-testid="status-badge"
      data-kind={display.kind}
      data-status={status}
    >
      <span
        className={
          bare
            ? TONE[display.kind]
            : cn(
                'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
                TONE[display.kind],
              )
        }
        title={kindWords}
      >
        <span aria-hidden="true">{ICON[display.kind]}</span>
        {t(display.key as 'status.completed')}
        <span className="sr-only">{`(${kindWords})`}</span>
      </span>
      {display.extraKey ? (
        <span className={bare ? undefined : 'text-xs text-grey-400'}>
          {t(display.extraKey as 'extraStatus.fpf-error')}
        </span>
      ) : null}
    </span>
  );
}
