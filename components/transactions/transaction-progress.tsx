/**
 * The progress of /transaction: the steps of that kind of order (lib/transactions/progress: placed, paid or sent,
 * confirmed, delivered or paid out, done) with the current one marked and its status in words ("Now: Waiting for
 * the blockchain"). The product API gives only the current status, so this is the path the order follows, not a
 * history of dates. An order that ended without going through has no place on the path: the badge and the next step
 * above say how it ended, and nothing is shown here.
 */
import { useTranslations } from 'next-intl';
import type { Transaction } from '@/lib/api/schemas';
import { progressOf, type ProgressState } from '@/lib/transactions/progress';
import { statusDisplay } from '@/lib/transactions/status-labels';
import { cn } from '@/lib/ui/cn';

/** The dot of each state: a tick behind, a filled dot now, an empty one ahead. */
const DOT: Record<ProgressState, string> = {
  behind: 'border-main-green bg-main-green text-[#0b2a1b]',
  current: 'border-green-500 bg-surface text-green-500',
  ahead: 'border-grey-200 bg-surface',
};

/** The path of a transaction's kind with its current step; nothing for an order off the path. */
export function TransactionProgress({ tx }: { tx: Transaction }) {
  const t = useTranslations('transactions.detail.progress');
  const tt = useTranslations('transactions');
  const steps = progressOf(tx.kind, tx.status);
  if (!steps) return null;
  const status = tt(statusDisplay(tx.status, tx.extra_status, undefined, tx.kind).key as 'status.completed');
  const completed = tx.status === 'completed';
  return (
    <section aria-labelledby="progress-title" className="mb-4" data-testid="transaction-progress">
      <h2 id="progress-title" className="mb-2 font-semibold text-text">
        {t('title')}
      </h2>
      <ol className="flex flex-col">
        {steps.map(({ step, state }) => {
          const tick = state === 'behind' || (state === 'current' && completed);
          return (
            <li
              key={step}
              className="relative flex gap-3 pb-3 not-last:before:absolute not-last:before:top-6 not-last:before:bottom-0 not-last:before:left-[11px] not-last:before:w-0.5 not-last:before:bg-grey-100 last:pb-0"
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-6 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                  DOT[tick ? 'behind' : state],
                )}
              >
                {tick ? '✓' : state === 'current' ? '●' : ''}
              </span>
              <span className="flex min-w-0 flex-col pt-0.5">
                <span
                  className={cn(
                    'text-sm',
                    state === 'ahead' ? 'text-grey-400' : 'text-text',
                    state === 'current' && 'font-semibold',
                  )}
                >
                  {t(`${tx.kind}.${step}`)}
                  <span className="sr-only"> ({t(`state.${tick ? 'behind' : state}`)})</span>
                </span>
                {state === 'current' && !completed ? (
                  <span className="text-xs text-grey-500">{t('now', { status })}</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
