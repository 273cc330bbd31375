'use client';

/**
 * What the interactive flow shows after the transfer step (spec §2 /interactive-flow, §4 statuses): while the
 * anchor processes the transaction, either what the person still has to do (pending_trust, pending_user,
 * pending_user_transfer_complete) or a line saying it is being processed; once final, its outcome with the
 * transaction's message.
 */
import { useLocale, useTranslations } from 'next-intl';
import { Banner } from '@/components/ui/banner';
import type { Transaction } from '@/lib/api/schemas';
import { isWaitingForPerson } from '@/lib/domain/statuses';
import type { FlowOutcome as Outcome } from '@/lib/interactive/steps';
import { formatAmount } from '@/lib/money/format';
import { assetCode } from '@/lib/transactions/pay';
import { sidesOf } from '@/lib/transactions/sides';

/**
 * The processing step (test id `flow-processing`): a warning with what the person must do when the status waits for
 * them, else a note.
 * @param tx the transaction as last read.
 */
export function FlowProcessing({ tx }: { tx: Transaction }) {
  const t = useTranslations('interactive');
  const tt = useTranslations('transactions');
  const { crypto, fiat } = sidesOf(tx);
  if (!isWaitingForPerson(tx.status)) {
    return (
      <p className="mb-5 text-sm text-grey-500" data-testid="flow-processing">
        {t('progress.processing', { kind: tx.kind, asset: crypto.code, currency: fiat.code })}
      </p>
    );
  }
  return (
    <Banner tone="warning" className="mb-5">
      <span data-testid="flow-processing">
        {tx.status === 'pending_trust'
          ? t('progress.trust', { asset: crypto.code })
          : tt(`detail.next.${tx.status as 'pending_user' | 'pending_user_transfer_complete'}`)}
      </span>
      {tx.message ? <span className="mt-1 block">{tx.message}</span> : null}
    </Banner>
  );
}

/** Props of {@link FlowOutcome}. */
export interface FlowOutcomeProps {
  /** The transaction as last read (final). */
  tx: Transaction;
  /** How it ended (lib/interactive/steps `flowPosition`). */
  outcome: Outcome;
}

/**
 * The outcome (test id `flow-outcome`): completed with the amount out as money (lib/money/format, rounded down),
 * else failed, expired or refunded with the transaction's message.
 */
export function FlowOutcome({ tx, outcome }: FlowOutcomeProps) {
  const t = useTranslations('interactive');
  const locale = useLocale();
  const { crypto, fiat } = sidesOf(tx);
  const outCode = assetCode(tx.details.amount_out_asset);
  const amountOut = tx.amount_out ? formatAmount(tx.amount_out, outCode, locale, 'get') : '';
  return (
    <Banner tone={outcome === 'completed' ? 'success' : outcome === 'refunded' ? 'info' : 'error'} className="mb-5">
      <span data-testid="flow-outcome">
        {outcome === 'completed'
          ? t('outcome.completed', { kind: tx.kind, amount: amountOut, asset: crypto.code, currency: fiat.code })
          : t(`outcome.${outcome}`)}
      </span>
      {tx.message && outcome !== 'completed' ? <span className="mt-1 block">{tx.message}</span> : null}
    </Banner>
  );
}
