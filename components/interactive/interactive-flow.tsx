'use client';

/**
 * The SEP-24 interactive deposit/withdrawal flow (spec §2 /interactive-flow, §3, §4), the client part:
 * the page (app/(main)/(protected)/interactive-flow) loads the transaction on the server and passes it in, with the
 * promise of its payment details (streamed: the page does not wait for them). Here:
 * - the status is followed with TanStack Query, GET /user/transactions/{id} every POLL_INTERVAL_MS (2 s) while it
 *   is not final (also while the tab is in the background: the wallet waits for the messages), stopping at a
 *   final status. The poll uses the quiet client: a failed poll keeps the last known status, shows a
 *   "reconnecting" note and polls on; only a 401 leaves (to login);
 * - the steps: confirm the amount and asset (`incomplete`), the transfer instructions
 *   (`pending_user_transfer_start`), processing, and the outcome;
 * - the wallet is told through its SEP-24 callbacks (use-wallet-callbacks), and Close sends `callback` then closes
 *   the popup (a frame is closed by the wallet);
 * - with has_pending_action, another unfinished transaction is offered first (pending-offer).
 */
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSession } from '@/components/session/session-provider';
import { RememberTransaction } from '@/components/transactions/remember-transaction';
import { Banner } from '@/components/ui/banner';
import { Button, buttonVariants } from '@/components/ui/button';
import { ScreenTitle } from '@/components/ui/card';
import { getOwnTransaction } from '@/lib/api/order';
import { queryKeys } from '@/lib/api/query-keys';
import type { Transaction } from '@/lib/api/schemas';
import { getTransactionInfo, type TransactionInfo } from '@/lib/api/transactions';
import type { Locale } from '@/lib/i18n/locale';
import { flowPosition, POLL_INTERVAL_MS, shouldPoll } from '@/lib/interactive/steps';
import { isOpenedByWallet } from '@/lib/interactive/wallet';
import { formatDecimal } from '@/lib/order/decimal';
import type { Theme } from '@/lib/theme';
import { assetCode } from '@/lib/transactions/pay';
import { sidesOf } from '@/lib/transactions/sides';
import { isWaitingForPerson } from '@/lib/transactions/statuses';
import { ConfirmStep } from './confirm-step';
import { FlowProgress } from './flow-progress';
import { PendingOffer } from './pending-offer';
import { quietApi, reportQuietFailure, signInIfUnauthorized } from './quiet-api';
import { TransferInstructions } from './transfer-instructions';
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

/** Retries of GET /transaction-info after a failure, before the flow goes on without the payment details. */
const INFO_RETRY = 2;

/** GET /transaction-info/{id} as optional data: a failure is logged and reported, then thrown (the query retries). */
async function loadInfo(id: string): Promise<TransactionInfo> {
  try {
    return await getTransactionInfo(quietApi, id);
  } catch (error) {
    reportQuietFailure('transaction-info', error);
    throw error;
  }
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
  const tt = useTranslations('transactions');
  const locale = useLocale();
  const id = initialTransaction.id;
  const { pendingTransaction } = useSession();

  const transaction = useQuery({
    queryKey: queryKeys.interactive.transaction(id),
    // Quiet: a 5xx or a network blip must not send the wallet's popup/frame to /error (the wallet would stop getting
    // messages); the last known status stays and a "reconnecting" note shows until a poll succeeds. 401 → login.
    queryFn: async () => {
      try {
        return await getOwnTransaction(quietApi, id);
      } catch (error) {
        if (!signInIfUnauthorized(error)) reportQuietFailure('status poll', error);
        throw error;
      }
    },
    initialData: initialTransaction,
    refetchInterval: (query) => (query.state.data && !shouldPoll(query.state.data.status) ? false : POLL_INTERVAL_MS),
    refetchIntervalInBackground: true,
  });
  const tx = transaction.data;
  const position = flowPosition(tx.status);

  // The first load takes the server's streamed answer (no request of its own); a failed server load, a retry and a
  // refetch load from the browser.
  const serverInfo = useRef<Promise<TransactionInfo | null> | null>(streamedInfo);
  const info = useQuery({
    queryKey: queryKeys.interactive.info(id),
    queryFn: async () => {
      const streamed = serverInfo.current;
      serverInfo.current = null;
      return (streamed ? await streamed.catch(() => null) : null) ?? loadInfo(id);
    },
    staleTime: Infinity,
    retry: INFO_RETRY,
  });

  // Current: it has the payment details, or was read at the transaction's present status (an answer read at
  // `incomplete` has none yet). Settled: current and loaded, or failed for good (after the retries). A withdrawal's
  // transfer message to the wallet waits until then.
  const infoCurrent = info.data?.payment != null || info.data?.transaction.status === tx.status;
  const infoSettled = info.isError || (info.isSuccess && !info.isFetching && infoCurrent);
  const refetchedInfoFor = useRef<string | null>(null);
  useEffect(() => {
    if (
      position.step !== 'transfer' ||
      !info.isSuccess ||
      info.isFetching ||
      infoCurrent ||
      refetchedInfoFor.current === tx.status
    )
      return;
    refetchedInfoFor.current = tx.status; // once per status: bounded
    void info.refetch();
  }, [position.step, info, infoCurrent, tx.status]);
  const { close } = useWalletCallbacks(tx, info.data?.payment, callbacks, infoSettled);

  // Known only in the browser: rendered after mount so server and client HTML agree.
  const inWallet = useSyncExternalStore(
    noSubscription,
    () => isOpenedByWallet(window),
    () => false,
  );
  const [closed, setClosed] = useState(false);

  const onClose = () => {
    close();
    if (window.opener) window.close();
    // A frame (or a popup the browser keeps open) stays: say the wallet can take over.
    setClosed(true);
  };

  const outCode = assetCode(tx.details.amount_out_asset);
  const { crypto: cryptoSide, fiat: fiatSide } = sidesOf(tx);
  const crypto = cryptoSide.code;
  const fiat = fiatSide.code;
  const amountOut = tx.amount_out
    ? formatDecimal(tx.amount_out, locale, outCode === 'USDC' ? {} : { decimals: 2 })
    : '';
  const detailsHref = `/transaction?${new URLSearchParams({ id: tx.id }).toString()}`;

  return (
    <div lang={lang ?? undefined} data-testid="interactive-flow" data-status={tx.status} data-kind={tx.kind}>
      <WalletTheme theme={theme} />
      <RememberTransaction id={tx.id} />
      {pendingTransaction && pendingTransaction.id !== tx.id ? (
        <PendingOffer transaction={pendingTransaction} lang={lang} />
      ) : null}

      <ScreenTitle className="mb-1">{t(`title.${tx.kind}`, { asset: crypto })}</ScreenTitle>
      <p className="mb-4 text-sm text-grey-500">{t(`intro.${tx.kind}`, { asset: crypto, currency: fiat })}</p>

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

      {position.step === 'processing' ? (
        isWaitingForPerson(tx.status) ? (
          <Banner tone="warning" className="mb-5">
            <span data-testid="flow-processing">
              {tx.status === 'pending_trust'
                ? t('progress.trust', { asset: crypto })
                : tt(`detail.next.${tx.status as 'pending_user' | 'pending_user_transfer_complete'}`)}
            </span>
            {tx.message ? <span className="mt-1 block">{tx.message}</span> : null}
          </Banner>
        ) : (
          <p className="mb-5 text-sm text-grey-500" data-testid="flow-processing">
            {t('progress.processing', { kind: tx.kind, asset: crypto, currency: fiat })}
          </p>
        )
      ) : null}

      {position.outcome ? (
        <Banner
          tone={position.outcome === 'completed' ? 'success' : position.outcome === 'refunded' ? 'info' : 'error'}
          className="mb-5"
        >
          <span data-testid="flow-outcome">
            {position.outcome === 'completed'
              ? t('outcome.completed', { kind: tx.kind, amount: amountOut, asset: crypto, currency: fiat })
              : t(`outcome.${position.outcome}`)}
          </span>
          {tx.message && position.outcome !== 'completed' ? <span className="mt-1 block">{tx.message}</span> : null}
        </Banner>
      ) : null}

      {shouldPoll(tx.status) && position.step !== 'confirm' ? (
        <p className="mb-4 text-xs text-grey-400">{t('progress.polling')}</p>
      ) : null}
      {transaction.isError && shouldPoll(tx.status) ? (
        <p className="mb-4 text-xs text-grey-500" role="status" data-testid="flow-reconnecting">
          {t('progress.reconnecting')}
        </p>
      ) : null}

      <div className="mt-4 flex flex-col gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
        {inWallet ? (
          <Button variant={position.outcome ? 'primary' : 'secondary'} onClick={onClose} data-testid="flow-close">
            {t('close.button')}
          </Button>
        ) : (
          <Link
            href="/transactions"
            className={buttonVariants(
              position.outcome
                ? { variant: 'primary' }
                : { variant: 'link', className: 'self-center whitespace-nowrap' },
            )}
          >
            {t('close.all')}
          </Link>
        )}
        <Link
          href={detailsHref}
          className={buttonVariants({ variant: 'link', className: 'self-center whitespace-nowrap' })}
          data-testid="flow-details"
        >
          {t('outcome.details')}
        </Link>
      </div>
      {closed ? (
        <p className="mt-3 text-center text-sm text-grey-500" role="status" data-testid="flow-closed">
          {t('close.done')}
        </p>
      ) : null}
    </div>
  );
}

/** The opener/parent of a window does not change while the page lives: nothing to subscribe to. */
function noSubscription(): () => void {
  return () => undefined;
}
