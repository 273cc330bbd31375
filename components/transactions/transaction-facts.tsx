/**
 * What /transaction lists of a transaction (spec §3): the amounts as money in the tense of where the order stands
 * ("You pay" / "You paid", "You send" / "You sent", "You get" / "You got"; an order that ended without going through:
 * "Order amount", "You would have got"), the fee, the network, the dates, the
 * anchor's message, the order number (its first 8 characters, copyable whole) and, once the USDC moved on the
 * blockchain, the transfer (its hash shortened and copyable, and a link to the blockchain's explorer in a new tab:
 * lib/transactions/explorer). No asset issuer: the code says which asset.
 */
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/transaction-shared/copy-button';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { LocalTime } from '@/components/ui/local-time';
import { Money } from '@/components/ui/money';
import type { Transaction } from '@/lib/api/schemas';
import { isFinalStatus } from '@/lib/domain/statuses';
import { explorerTxUrl, type ExplorerUrls } from '@/lib/transactions/explorer';
import { shortId } from '@/lib/transactions/links';
import { moneySideOf, sidesOf } from '@/lib/transactions/sides';

/** An amount with its code as money, rounded by what it is to the person; "— CODE" when unknown. */
function Amount({
  amount,
  code,
  side,
  testId,
}: {
  amount?: string | null;
  code: string;
  side: 'pay' | 'get' | 'other';
  testId?: string;
}) {
  return <span data-testid={testId}>{amount ? <Money amount={amount} code={code} side={side} /> : `— ${code}`}</span>;
}

/**
 * The transaction's facts.
 * @param tx the transaction.
 * @param explorerUrls the blockchain explorers (lib/config/server `explorerUrls`).
 */
export function TransactionFacts({ tx, explorerUrls }: { tx: Transaction; explorerUrls: ExplorerUrls }) {
  const t = useTranslations('transactions.detail');
  const tt = useTranslations('transactions');
  const { crypto, fiat } = sidesOf(tx);
  const [inSide, outSide] = crypto.side === 'in' ? [crypto, fiat] : [fiat, crypto];
  // The amounts' tense: paid and got once completed; an order that ended without going through only would have.
  const done = tx.status === 'completed' ? 'yes' : isFinalStatus(tx.status) ? 'ended' : 'no';
  const network = tt(`blockchain.${tx.blockchain}`);
  const hash = tx.stellar_transaction_id?.trim();
  const explorer = hash ? explorerTxUrl(tx.blockchain, hash, explorerUrls) : null;
  return (
    <LabelValueList divided className="mb-4 rounded-2xl bg-grey-50 px-4 py-2" testId="transaction-detail">
      <LabelValue label={t('amountIn', { kind: tx.kind, done })}>
        <Amount amount={tx.amount_in} code={inSide.code} side="pay" testId="amount-in" />
      </LabelValue>
      <LabelValue label={t('amountOut', { done })}>
        <Amount amount={tx.amount_out} code={outSide.code} side="get" testId="amount-out" />
      </LabelValue>
      {tx.amount_fee ? (
        <LabelValue label={t('fee')}>
          {/* The fee is charged in the fiat currency (the quote's fee). */}
          <Amount amount={tx.amount_fee} code={fiat.code} side={moneySideOf(tx.kind, 'fiat')} />
        </LabelValue>
      ) : null}
      <LabelValue label={t('blockchain')}>{network}</LabelValue>
      <LabelValue label={t('started')}>
        <LocalTime iso={tx.started_at} />
      </LabelValue>
      {tx.updated_at ? (
        <LabelValue label={t('updated')}>
          <LocalTime iso={tx.updated_at} />
        </LabelValue>
      ) : null}
      {tx.message ? <LabelValue label={t('message')}>{tx.message}</LabelValue> : null}
      <LabelValue label={t('id')} action={<CopyButton value={tx.id} label={t('copyId')} />} testId="transaction-id">
        <span className="font-mono" title={tx.id}>
          {shortId(tx.id)}
        </span>
      </LabelValue>
      {hash ? (
        <LabelValue
          label={t('transfer', { network })}
          stacked
          action={<CopyButton value={hash} label={t('copyTransfer')} />}
          testId="transaction-transfer"
        >
          <span className="flex flex-wrap items-center gap-x-3">
            <span className="font-mono" title={hash}>
              {shortId(hash)}
            </span>
            {explorer ? (
              <a
                href={explorer}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-green-500 underline-offset-4 hover:underline"
                data-testid="explorer-link"
              >
                {t('explorer')}
                <span aria-hidden="true">&nbsp;↗</span>
                <span className="sr-only"> {t('newTab')}</span>
              </a>
            ) : null}
          </span>
        </LabelValue>
      ) : null}
    </LabelValueList>
  );
}
