/**
 * A transaction's status label with its visual kind (spec §4): a coloured pill, the kind in words
 * for screen readers and as a title, and the extra code's label when there is one. Works in server and client
 * components (no hooks besides next-intl's).
 */
import { useTranslations } from 'next-intl';
import { statusDisplay, type StatusVisualKind } from '@/lib/transactions/status-labels';
import { cn } from '@/lib/ui/cn';

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

/** The status pill of a transaction (spec §4): label, visual kind, optional extra code below. */
export function StatusBadge({
  status,
  extraStatus,
  className,
}: {
  status: string;
  extraStatus?: string | null;
  className?: string;
}) {
  const t = useTranslations('transactions');
  const display = statusDisplay(status, extraStatus);
  const kind = t(`visualKind.${display.kind}`);
  return (
    <span
      className={cn('inline-flex flex-col items-start gap-0.5', className)}
      data-testid="status-badge"
      data-kind={display.kind}
      data-status={status}
    >
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
          TONE[display.kind],
        )}
        title={kind}
      >
        <span aria-hidden="true">{ICON[display.kind]}</span>
        {t(display.key as 'status.completed')}
        <span className="sr-only">{`(${kind})`}</span>
      </span>
      {display.extraKey ? (
        <span className="text-xs text-grey-400">{t(display.extraKey as 'extraStatus.fpf-error')}</span>
      ) : null}
    </span>
  );
}
