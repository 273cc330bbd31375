'use client';

/**
 * The interactive flow's progress: the four steps of lib/interactive/steps as bars with the current
 * one named in a line below ("Step 2 of 4: Your payment"; each step's name and state is also in the list for
 * screen readers, so nothing relies on colour alone), the transaction's status label (spec §4, shared
 * StatusBadge) and a polite live region that announces each new status.
 */
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/transaction-shared/status-badge';
import type { TransactionKind } from '@/lib/domain/kinds';
import { FLOW_STEPS, flowPosition } from '@/lib/interactive/steps';
import { statusDisplay } from '@/lib/transactions/status-labels';
import { cn } from '@/lib/ui/cn';

/** Steps and status of a transaction in `status` (a spec §4 value) and, optionally, its extra code. */
export function FlowProgress({
  kind,
  status,
  extraStatus,
}: {
  kind: TransactionKind;
  status: string;
  extraStatus?: string | null;
}) {
  const t = useTranslations('interactive.progress');
  const tx = useTranslations('transactions');
  const position = flowPosition(status);
  const failed = position.outcome !== null && position.outcome !== 'completed';
  const statusLabel = tx(statusDisplay(status, extraStatus, undefined, kind).key as 'status.completed');
  return (
    <section aria-labelledby="flow-progress-title" className="mb-5">
      <h2 id="flow-progress-title" className="sr-only">
        {t('title')}
      </h2>
      <ol className="mb-1 grid grid-cols-4 gap-1" data-testid="flow-steps">
        {FLOW_STEPS.map((step, i) => {
          const state =
            i < position.index || (i === position.index && position.outcome === 'completed')
              ? 'done'
              : i === position.index
                ? 'current'
                : 'todo';
          return (
            <li key={step} data-step={step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn(
                  'block h-1.5 rounded-full',
                  state === 'done' && 'bg-main-green',
                  state === 'current' && (failed ? 'bg-main-red' : 'bg-green-300'),
                  state === 'todo' && 'bg-grey-100',
                )}
              />
              <span className="sr-only">
                {t(`steps.${step}`, { kind })} ({t(`stepState.${state}`)})
              </span>
            </li>
          );
        })}
      </ol>
      {/* One line for the eye (step names do not fit four columns on a phone in every language). */}
      <p aria-hidden="true" className="mb-3 text-xs font-semibold text-grey-500" data-testid="flow-step-line">
        {t('stepOf', {
          current: position.index + 1,
          total: FLOW_STEPS.length,
          label: t(`steps.${position.step}`, { kind }),
        })}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm text-grey-500">
        <span>{t('status')}:</span>
        <span data-testid="flow-status">
          <StatusBadge status={status} extraStatus={extraStatus} kind={kind} />
        </span>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('announce', { status: statusLabel })}
      </p>
    </section>
  );
}
