'use client';

/**
 * Step 2 of the interactive flow, while the status is `pending_user_transfer_start`: what the person
 * must do now. A deposit shows how to pay the fiat amount (method, reference, instructions, deadline of
 * GET /transaction-info/{id}); a withdrawal shows the anchor account that receives the USDC on the transaction's
 * blockchain and the memo (both copyable). The payment details are optional data (spec §8): while they load a
 * skeleton of the details shows (PaymentDetailsSkeleton), a failure shows a calm note with "Try again". The details
 * themselves are components/transaction-shared/payment-details.tsx, which /transaction shows too.
 */
import { useLocale, useTranslations } from 'next-intl';
import { PaymentDetails, PaymentDetailsSkeleton } from '@/components/transaction-shared/payment-details';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { formatExactAmount } from '@/lib/money/format';
import { assetCode } from '@/lib/transactions/pay';

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
  // The amount to send exactly: every digit it has (lib/money/format), never rounded.
  const amount = tx.amount_in ? formatExactAmount(tx.amount_in, inCode, locale) : '—';
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
        <PaymentDetailsSkeleton kind={tx.kind} />
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
