'use client';

/**
 * The SEP-24 interactive deposit/withdrawal flow (spec §2 /interactive-flow, §3, §4), the client part:
 * the page (app/(main)/(protected)/interactive-flow) loads the transaction on the server and passes it in, with the
 * promise of its payment details (streamed: the page does not wait for them). Here:
 * - the status is followed with TanStack Query, GET /user/transactions/{id} every POLL_INTERVAL_MS (2 s) while it
 *   is not final (also while the tab is in the background: the wallet waits for the messages), stopping at a
 *   final status. The poll is left to the screen ('screen-handles'): a failed poll keeps the last known status, shows a
 *   "reconnecting" note and polls on; only a 401 leaves (to login);
 * - the steps: confirm the amount and asset (`incomplete`), the transfer instructions
 *   (`pending_user_transfer_start`), processing, and the outcome;
 * - the wallet is told through its SEP-24 callbacks (use-wallet-callbacks), and Close sends `callback` then closes
 *   the popup (a frame is closed by the wallet);
 * - with has_pending_action, another unfinished transaction is offered first (pending-offer).
 */
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/session/session-provider';
import { RememberTransaction } from '@/components/transaction-shared/remember-transaction';
import { ScreenTitle } from '@/components/ui/card';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionInfo } from '@/lib/api/transactions';
import type { Locale } from '@/lib/i18n/locale';
import { flowPosition, shouldPoll } from '@/lib/interactive/steps';
import type { Theme } from '@/lib/theme';
import { sidesOf } from '@/lib/transactions/sides';
import { ConfirmStep } from './confirm-step';
import { FlowActions } from './flow-actions';
import { FlowProgress } from './flow-progress';
import { FlowOutcome, FlowProcessing } from './flow-status';
import { PendingOffer } from './pending-offer';
import { TransferInstructions } from './transfer-instructions';
import { useFlowInfo, useFlowTransaction } from './use-flow-queries';
import { useWalletCallbacks, type WalletCallbacks } from './use-wallet-callbacks';
import { WalletTheme } from './wallet-theme';

/** What the server page hands to the flow. */
export interface InteractiveFlowProps {
  /** The transaction named by interactive-id, as GET /user/transactions/{id} answered on the server. */
  initialTransaction: Transaction;
  /**
   * GET /transaction-info/{id} as the server started it, streamed to the browser (the page does not wait for
   * it): it resolves to the answer, or null when the load failed (optional data, spec §8),
   * and the flow then loads it itself.
   */
  info: Promise<TransactionInfo | null>;
  /** The SEP-24 callback parameters, checked by lib/interactive/params. */
  callbacks: WalletCallbacks;
  /** The wallet's `amount` (decimal string), used when the transaction has no amount. */
  prefillAmount: string | null;
  /** The wallet's `lang` when it overrides the person's language (kept on links within the flow). */
  lang: Locale | null;
  /** The wallet's `theme`. */
  theme: Theme | null;
}

/** The flow of one transaction. */
export function InteractiveFlow({
  initialTransaction,
  info: streamedInfo,
  callbacks,
  prefillAmount,
  lang,
  theme,
}: InteractiveFlowProps) {
  const t = useTranslations('interactive');
  const { pendingTransaction } = useSession();
  const transaction = useFlowTransaction(initialTransaction);
  const tx = transaction.data;
  const position = flowPosition(tx.status);
  const { info, settled: infoSettled } = useFlowInfo(tx, position.step, streamedInfo);
  const { close } = useWalletCallbacks(tx, info.data?.payment, callbacks, infoSettled);
  const { crypto, fiat } = sidesOf(tx);

  return (
    <div lang={lang ?? undefined} data-testid="interactive-flow" data-status={tx.status} data-kind={tx.kind}>
      <WalletTheme theme={theme} />
      <RememberTransaction id={tx.id} />
      {pendingTransaction && pendingTransaction.id !== tx.id ? (
        <PendingOffer transaction={pendingTransaction} lang={lang} />
      ) : null}

      <ScreenTitle className="mb-1">{t(`title.${tx.kind}`, { asset: crypto.code })}</ScreenTitle>
      <p className="mb-4 text-sm text-grey-500">{t(`intro.${tx.kind}`, { asset: crypto.code, currency: fiat.code })}</p>

      <FlowProgress kind={tx.kind} status={tx.status} extraStatus={tx.extra_status} />

      {position.step === 'confirm' ? <ConfirmStep tx={tx} prefillAmount={prefillAmount} /> : null}

      {position.step === 'transfer' ? (
        <TransferInstructions
          tx={tx}
          load={{
            payment: info.data?.payment,
            // Pending before the first answer (also in the server's HTML, where queries do not run).
            loading: info.isPending || info.isFetching,
            retry: () => void info.refetch(),
          }}
        />
      ) : null}

      {position.step === 'processing' ? <FlowProcessing tx={tx} /> : null}
      {position.outcome ? <FlowOutcome tx={tx} outcome={position.outcome} /> : null}

      {shouldPoll(tx.status) && position.step !== 'confirm' ? (
        <p className="mb-4 text-xs text-grey-400">{t('progress.polling')}</p>
      ) : null}
      {transaction.isError && shouldPoll(tx.status) ? (
        <p className="mb-4 text-xs text-grey-500" role="status" data-testid="flow-reconnecting">
          {t('progress.reconnecting')}
        </p>
      ) : null}

      <FlowActions id={tx.id} ended={position.outcome !== null} close={close} />
    </div>
  );
}
