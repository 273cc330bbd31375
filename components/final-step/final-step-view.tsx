/**
 * The final step of an order (spec §2 /final-step, §4 "Final step"): the outcome of the transaction in the words of
 * its kind and state, what was paid and what comes out (pay amount of spec §3), what the person must still do (the
 * payment details (components/transaction-shared/payment-rows), or for a sale waiting for USDC what to send, where and by when), where a sale's money is paid
 * out, and a way on. Server component: the client islands are the local times, a sale's copy buttons and its count
 * of the minutes left.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProductMark } from '@/components/layout/product-mark';
import { PaymentRows, type PaymentRow } from '@/components/transaction-shared/payment-rows';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@/lib/domain/statuses';
import { payoutText } from '@/lib/payout/text';
import { loginPathWithReturn } from '@/lib/routes';
import { finalStepLabels, type RenderedOutcome } from '@/lib/transactions/final-step-labels';
import { finalStepOutcome, showsPaymentDetails } from '@/lib/transactions/final-step-outcome';
import { payoutOf } from '@/lib/transactions/final-step-payout';
import { transactionPath } from '@/lib/transactions/links';
import { FinalStepAmounts } from './final-step-amounts';
import { OutcomeIcon } from './outcome-icon';
import { SendUsdc, usdcTransferOf } from './send-usdc';

/**
 * The rows of the payment details an order still to be paid shows here (components/transaction-shared/payment-rows),
 * with the final step's words for them.
 */
const PAYMENT_ROWS = ['method', 'reference', 'expires', 'instructions'] as const satisfies readonly PaymentRow[];
const PAYMENT_LABELS = {
  method: 'paymentMethod',
  reference: 'reference',
  expires: 'payBefore',
  instructions: 'instructions',
} as const;

/** The start of a new order. */
export const NEW_ORDER_HREF = '/decision-flow';

/** Brand line of the header-less final step (the main layout's header is not shown here). */
async function Brand() {
  const t = await getTranslations('finalStep');
  return (
    <p className="mb-6 flex items-center justify-center gap-2 text-sm font-semibold text-grey-400">
      <ProductMark size={20} />
      {t('brand')}
    </p>
  );
}

/** A final-step card that shows no transaction: the brand, a neutral icon, a title, a line and the ways on. */
function NoticeCard({
  testId,
  title,
  body,
  children,
}: {
  testId: string;
  title: string;
  body: string;
  children: ReactNode;
}) {
  return (
    <Card className="text-center">
      <div data-testid={testId}>
        <Brand />
        <OutcomeIcon outcome="unknown" className="mb-4" />
        <ScreenTitle>{title}</ScreenTitle>
        <p className="mb-6 text-grey-400">{body}</p>
        {children}
      </div>
    </Card>
  );
}

/** Shown when neither the product API nor the token gave the transaction (spec §8: empty data is used). */
export async function FinalStepUnavailable({ id }: { id: string }) {
  const t = await getTranslations('finalStep');
  return (
    <NoticeCard
      testId="final-step-unavailable"
      title={t('unavailableTitle')}
      body={t('unavailableBody', { id: id.slice(0, 8) })}
    >
      <div className="flex flex-col gap-3">
        <Link href="/transactions" className={buttonVariants({ width: 'full' })}>
          {t('viewTransactions')}
        </Link>
        <Link href={NEW_ORDER_HREF} className={buttonVariants({ variant: 'secondary', width: 'full' })}>
          {t('newOrder')}
        </Link>
      </div>
    </NoticeCard>
  );
}

/**
 * A visitor without the owner's session and without a valid signed token: an id alone reveals
 * nothing, so the person is asked to sign in and comes back to this transaction.
 * @param id the transaction id of the address (shown shortened, as on the unavailable screen).
 */
export async function FinalStepSignIn({ id }: { id: string }) {
  const t = await getTranslations('finalStep');
  const back = `/final-step?${new URLSearchParams({ id }).toString()}`;
  return (
    <NoticeCard testId="final-step-sign-in" title={t('signInTitle')} body={t('signInBody', { id: id.slice(0, 8) })}>
      <Link href={loginPathWithReturn(back)} className={buttonVariants({ width: 'full' })}>
        {t('signIn')}
      </Link>
    </NoticeCard>
  );
}

/** The way on from a final screen: its primary and secondary links. */
function WaysOn({ primary, secondary }: { primary: { href: string; label: string }; secondary: typeof primary }) {
  return (
    <div className="flex flex-col gap-3">
      <Link href={primary.href} className={buttonVariants({ width: 'full' })}>
        {primary.label}
      </Link>
      <Link href={secondary.href} className={buttonVariants({ variant: 'secondary', width: 'full' })}>
        {secondary.label}
      </Link>
    </div>
  );
}

/**
 * The outcome of one transaction, in the words of its kind and state (lib/transactions/final-step-labels). The
 * caller has already sent status error to /error (spec §4), so a transaction rendered here is never failed. A sale
 * waiting for the person's USDC shows what to send, where and by when ({@link SendUsdc}); any other order still to
 * be paid shows the payment details.
 */
export async function FinalStepView({
  transaction,
  payment,
}: {
  transaction: Transaction;
  payment: TransactionPayment | null;
}) {
  const [t, tPayout] = await Promise.all([getTranslations('finalStep'), getTranslations('order.payout')]);
  const family = finalStepOutcome(transaction.status);
  const outcome: RenderedOutcome = family === 'failed' ? 'unknown' : family;
  const labels = finalStepLabels(transaction.kind, outcome);
  const transfer = usdcTransferOf(transaction, payment);
  const payout = labels.payout ? payoutOf(transaction) : null;
  const statusKey = transaction.status.toLowerCase() as TransactionStatus;
  const statusLabel = (TRANSACTION_STATUSES as readonly string[]).includes(statusKey)
    ? t(`statuses.${statusKey}`)
    : transaction.status;
  const order = { href: transactionPath(transaction.id), label: t('viewTransaction') };
  const newOrder = { href: NEW_ORDER_HREF, label: t('newOrder') };
  const startAgain = outcome === 'expired' || outcome === 'refunded';

  return (
    <Card>
      <article data-testid="final-step" data-outcome={outcome} data-status={transaction.status}>
        <Brand />
        <div className="text-center">
          <OutcomeIcon outcome={outcome} className="mb-4" />
          <p className="mb-1 text-xs font-semibold tracking-wide text-grey-400 uppercase">
            {t(`kinds.${transaction.kind}`)} · {t('orderLabel', { id: transaction.id.slice(0, 8).toUpperCase() })}
          </p>
          <ScreenTitle className="mb-2">{t(`${labels.outcome}.title`, { status: transaction.status })}</ScreenTitle>
          <p className="text-grey-400" data-testid="final-step-body">
            {t(`${labels.outcome}.body`)}
          </p>
        </div>

        <FinalStepAmounts transaction={transaction} labels={labels} />
        {transfer ? <SendUsdc transfer={transfer} /> : null}

        <section aria-labelledby="final-step-next" className="mb-6 rounded-2xl border border-grey-100 p-4">
          <h2 id="final-step-next" className="mb-1 text-sm font-semibold text-text">
            {t('nextTitle')}
          </h2>
          <p className="text-sm text-grey-500" data-testid="final-step-next">
            {t(`${labels.outcome}.next`)}
          </p>
          {showsPaymentDetails(outcome) && payment && !transfer ? (
            <PaymentRows
              payment={payment}
              rows={PAYMENT_ROWS}
              label={(row) => t(PAYMENT_LABELS[row as (typeof PAYMENT_ROWS)[number]])}
              stacked={(row) => row === 'instructions'}
              className="mt-3 border-t border-grey-100"
              testId="payment-details"
            />
          ) : null}
        </section>

        <h2 className="sr-only">{t('details')}</h2>
        <LabelValueList divided className="mb-6">
          <LabelValue label={t('status')} testId="final-step-status">
            {statusLabel}
          </LabelValue>
          {labels.payout && payout ? (
            <LabelValue label={t(labels.payout)} testId="final-step-payout">
              {payoutText(payout, tPayout)}
            </LabelValue>
          ) : null}
          <LabelValue label={t('network')}>
            <span className="capitalize">{transaction.blockchain}</span>
          </LabelValue>
          <LabelValue label={t('order')}>
            <span className="font-mono text-xs">{transaction.id}</span>
          </LabelValue>
          {transaction.message ? <LabelValue label={t('providerMessage')}>{transaction.message}</LabelValue> : null}
        </LabelValueList>

        <WaysOn primary={startAgain ? newOrder : order} secondary={startAgain ? order : newOrder} />
      </article>
    </Card>
  );
}
