'use client';

/**
 * Step 2 of the interactive flow (issue #4), while the status is `pending_user_transfer_start`: what the person
 * must do now. A deposit shows how to pay the fiat amount (method, reference, instructions, deadline of
 * GET /transaction-info/{id}); a withdrawal shows the anchor account that receives the USDC on the transaction's
 * blockchain and the memo (both copyable). The payment details are optional data (spec §8): while they load a
 * spinner shows, a failure shows a calm note with "Try again".
 */
import { useLocale, useTranslations } from 'next-intl';
import { LocalTime } from '@/components/final-step/local-time';
import { CopyButton } from '@/components/transactions/copy-button';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { formatDecimal } from '@/lib/order/quote';
import { assetCode } from '@/lib/transactions/pay';

function Row({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-grey-100 py-2 last:border-b-0" data-testid={testId}>
      <dt className="text-xs text-grey-400">{label}</dt>
      <dd className="flex items-center justify-between gap-2 text-sm text-text">{children}</dd>
    </div>
  );
}

/** State of the payment details load. */
export interface PaymentLoad {
  payment: TransactionPayment | null | undefined;
  loading: boolean;
  retry: () => void;
}

/** What to pay or send, and where. */
export function TransferInstructions({ tx, load }: { tx: Transaction; load: PaymentLoad }) {
  const t = useTranslations('interactive.instructions');
  const tt = useTranslations('transactions');
  const locale = useLocale();
  const inCode = assetCode(tx.details.amount_in_asset);
  const outCode = assetCode(tx.details.amount_out_asset);
  const amount = tx.amount_in ? formatDecimal(tx.amount_in, locale, inCode === 'USDC' ? {} : { decimals: 2 }) : '—';
  const payment = load.payment;
  const deposit = tx.kind === 'deposit';

  return (
    <section aria-labelledby="transfer-title" className="mb-5" data-testid="transfer-instructions">
      <h2 id="transfer-title" className="mb-1 font-semibold text-text">
        {deposit ? t('depositTitle') : t('withdrawalTitle', { asset: inCode })}
      </h2>
      <p className="mb-3 text-sm text-grey-500">
        {deposit
          ? t('depositBody', { amount, currency: inCode, asset: outCode })
          : t('withdrawalBody', {
              amount,
              asset: inCode,
              network: tt(`blockchain.${tx.blockchain}`),
              currency: outCode,
            })}
      </p>
      {load.loading && !payment ? (
        <Spinner label={t('loading')} />
      ) : payment ? (
        <PaymentDetails tx={tx} payment={payment} />
      ) : (
        <Banner tone="info">
          <span data-testid="transfer-unavailable">{t('unavailable')}</span>
          <div className="mt-2">
            <Button variant="secondary" onClick={load.retry}>
              {t('retry')}
            </Button>
          </div>
        </Banner>
      )}
    </section>
  );
}

/**
 * The payment details of a transaction waiting for the person's transfer (GET /transaction-info/{id} `payment`): for a
 * deposit the method, the copyable reference and the instructions; for a withdrawal the copyable anchor account on the
 * transaction's blockchain and memo (SEP-24 withdraw_anchor_account / withdraw_memo), else the instructions; the
 * deadline when there is one. Used by the interactive flow and by /transaction.
 * @param tx the transaction (its kind decides which details show).
 * @param payment the payment details.
 */
export function PaymentDetails({ tx, payment }: { tx: Transaction; payment: TransactionPayment }) {
  const t = useTranslations('interactive.instructions');
  const deposit = tx.kind === 'deposit';
  return (
    <dl className="rounded-2xl border border-grey-100 px-4 py-1">
      {deposit ? (
        <>
          {payment.method ? <Row label={t('method')}>{payment.method}</Row> : null}
          {payment.reference ? (
            <Row label={t('reference')} testId="transfer-reference">
              <span className="font-mono break-all">{payment.reference}</span>
              <CopyButton value={payment.reference} label={t('copyReference')} />
            </Row>
          ) : null}
          {payment.instructions ? <Row label={t('instructions')}>{payment.instructions}</Row> : null}
        </>
      ) : (
        <>
          {payment.account ? (
            <Row label={t('account')} testId="transfer-account">
              <span className="font-mono text-xs break-all">{payment.account}</span>
              <CopyButton value={payment.account} label={t('copyAccount')} />
            </Row>
          ) : null}
          {payment.memo ? (
            <Row label={t('memo')} testId="transfer-memo">
              <span className="font-mono break-all">{payment.memo}</span>
              <CopyButton value={payment.memo} label={t('copyMemo')} />
            </Row>
          ) : null}
          {!payment.account && payment.instructions ? (
            <Row label={t('instructions')}>{payment.instructions}</Row>
          ) : null}
        </>
      )}
      {payment.expires_at ? (
        <Row label={deposit ? t('expires') : t('expiresWithdrawal')}>
          <LocalTime iso={payment.expires_at} />
        </Row>
      ) : null}
    </dl>
  );
}
