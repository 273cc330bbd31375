/**
 * /interactive-flow (spec §2 protected): the SEP-24 interactive deposit/withdrawal flow a wallet opens
 * in a popup, a frame or a webview, with `interactive-id`, `callback`, `on_change_callback`, `lang`, `theme`
 * and optionally `kind`, `amount`, `asset` (lib/interactive/params).
 *
 * `interactive-id` is the SEP-24 guid of one of the signed-in person's transactions (normally an `incomplete`
 * one the wallet asked the anchor to start): GET /user/transactions/{id} (404 → /404 by the error rule, spec §8; a
 * failed load → the "could not be loaded" notice with a retry) and GET /transaction-info/{id} as optional data
 * (policy 'empty-on-failure': a failed load shows the flow without the payment details), which the page does not wait
 * for: its promise streams to the client part; loaders in lib/transactions/server.
 * No or a malformed id → /404, except that with has_pending_action (spec §4) the first incomplete transaction
 * (limit 1, spec §9) is offered instead (a failed load of it → the notice, not /404). The
 * transaction's own kind and asset win over the `kind`/`asset` parameters; a mismatch is logged.
 * The client part (components/interactive) follows the status and tells the wallet.
 */
import { redirect } from 'next/navigation';
import { LoadFailed } from '@/components/errors/load-failed';
import { FlowIntl } from '@/components/interactive/flow-intl';
import { InteractiveFlow } from '@/components/interactive/interactive-flow';
import { PendingOffer } from '@/components/interactive/pending-offer';
import { WalletTheme } from '@/components/interactive/wallet-theme';
import { Card } from '@/components/ui/card';
import { clientConfig } from '@/lib/config';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { parseInteractiveParams, type InteractiveParams } from '@/lib/interactive/params';
import { NOT_FOUND_PATH } from '@/lib/routes';
import { assetCode } from '@/lib/transactions/pay';
import { loadOwnTransaction, loadPendingTransaction, loadTransactionInfo } from '@/lib/transactions/server';
import { sidesOf } from '@/lib/transactions/sides';

export const generateMetadata = routeMetadata('/interactive-flow');

/** The flow's failed-load notice, in the wallet's language and theme. */
function FlowLoadFailed({ lang, theme }: Pick<InteractiveParams, 'lang' | 'theme'>) {
  return (
    <Card>
      <WalletTheme theme={theme} />
      <FlowIntl lang={lang}>
        <LoadFailed />
      </FlowIntl>
    </Card>
  );
}

export default async function InteractiveFlowPage({ searchParams }: QueryPageProps) {
  const params = parseInteractiveParams(await pageQueryOf(searchParams), clientConfig.partnerOrigins);

  if (!params.interactiveId) {
    // Spec §4: with has_pending_action, the first incomplete transaction is offered; otherwise nothing to show.
    const pending = await loadPendingTransaction();
    if (pending === undefined) redirect(NOT_FOUND_PATH);
    if (pending === null) return <FlowLoadFailed lang={params.lang} theme={params.theme} />;
    return (
      <Card>
        <WalletTheme theme={params.theme} />
        <FlowIntl lang={params.lang}>
          <PendingOffer transaction={pending} lang={params.lang} standalone />
        </FlowIntl>
      </Card>
    );
  }

  // Optional data, streamed: the page does not wait for it; the promise goes to the
  // client part, which shows a skeleton of the payment details until it settles.
  const info = loadTransactionInfo(params.interactiveId);
  const tx = await loadOwnTransaction(params.interactiveId);
  if (!tx) return <FlowLoadFailed lang={params.lang} theme={params.theme} />;
  const crypto = sidesOf(tx).crypto.code;
  if (params.kind && params.kind !== tx.kind)
    console.warn(`[interactive] kind=${params.kind} but transaction ${tx.id} is a ${tx.kind}; showing the transaction`);
  if (params.asset && assetCode(params.asset) !== crypto)
    console.warn(
      `[interactive] asset=${params.asset} but transaction ${tx.id} moves ${crypto}; showing the transaction`,
    );

  return (
    <Card>
      <FlowIntl lang={params.lang}>
        <InteractiveFlow
          initialTransaction={tx}
          info={info}
          callbacks={{ callback: params.callback, onChangeCallback: params.onChangeCallback }}
          prefillAmount={params.amount}
          lang={params.lang}
          theme={params.theme}
        />
      </FlowIntl>
    </Card>
  );
}
