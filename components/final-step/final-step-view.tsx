/**
 * The final step of an order (spec §2 /final-step, §4 "Final step"): the outcome of the transaction, what
 * happens next, what was paid and what comes out (pay amount of spec §3), the payment details while the
 * person still has to pay, and a way on. Server component: no client JavaScript except the local time.
 */
import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ProductMark } from '@/components/layout/product-mark';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { Money, sizeForLength } from '@/components/ui/money';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment } from '@/lib/api/transactions';
import { TRANSACTION_STATUSES, type TransactionStatus } from '@/lib/domain/statuses';
import { formatAmount } from '@/lib/money/format';
import { loginPathWithReturn } from '@/lib/routes';
import { finalStepOutcome, showsPaymentDetails, type FinalStepOutcome } from '@/lib/transactions/final-step-outcome';
import { amountsOf, payAmountWithCode } from '@/lib/transactions/pay';
import { cn } from '@/lib/ui/cn';
import { LocalTime } from './local-time';
import { OutcomeIcon } from './outcome-icon';

/** Where "see the order" leads: the single-transaction screen (spec §2 /transaction reads id). */
export function transactionHref(id: string): string {
  return `/transaction?${new URLSearchParams({ id }).toString()}`;
}

/** The start of a new order. */
export const NEW_ORDER_HREF = '/decision-flow';

type RenderedOutcome = Exclude<FinalStepOutcome, 'failed'>;

/** The pay amount's size by its length: a long amount takes a smaller size rather than running out of the card. */
const PAY_SIZES = [
  [9, 'text-3xl'],
  [13, 'text-2xl'],
] as const;

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

/**
 * The outcome of one transaction. The caller has already sent status error to /error (spec §4), so a
 * transaction rendered here is never failed.
 */
export async function FinalStepView({
  transaction,
  payment,
}: {
  transaction: Transaction;
  payment: TransactionPayment | null;
}) {
  const t = await getTranslations('finalStep');
  const locale = await getLocale();
  const family = finalStepOutcome(transaction.status);
  const outcome: RenderedOutcome = family === 'failed' ? 'unknown' : family;
  const pay = payAmountWithCode(transaction);
  const amounts = amountsOf(transaction);
  // The pay amount is what the person pays (amount in) unless only the amount out is known.
  const paySide = amounts.in ? 'pay' : 'get';
  const paySize = pay
    ? sizeForLength(formatAmount(pay.amount, pay.code, locale, paySide).length, PAY_SIZES, 'text-xl')
    : '';
  const statusKey = transaction.status.toLowerCase() as TransactionStatus;
  const statusLabel = (TRANSACTION_STATUSES as readonly string[]).includes(statusKey)
    ? t(`statuses.${statusKey}`)
    : transaction.status;
  const startAgain = outcome === 'expired' || outcome === 'refunded';
  const primary = startAgain
    ? { href: NEW_ORDER_HREF, label: t('newOrder') }
    : { href: transactionHref(transaction.id), label: t('viewTransaction') };
  const secondary = startAgain
    ? { href: transactionHref(transaction.id), label: t('viewTransaction') }
    : { href: NEW_ORDER_HREF, label: t('newOrder') };

  return (
    <Card>
      <article data-testid="final-step" data-outcome={outcome} data-status={transaction.status}>
        <Brand />
        <div className="text-center">
          <OutcomeIcon outcome={outcome} className="mb-4" />
          <p className="mb-1 text-xs font-semibold tracking-wide text-grey-400 uppercase">
            {t(`kinds.${transaction.kind}`)} · {t('orderLabel', { id: transaction.id.slice(0, 8).toUpperCase() })}
          </p>
          <ScreenTitle className="mb-2">{t(`outcome.${outcome}.title`, { status: transaction.status })}</ScreenTitle>
          <p className="text-grey-400">{t(`outcome.${outcome}.${transaction.kind}`)}</p>
        </div>

        {pay ? (
          <div className="my-6 rounded-2xl bg-grey-50 p-4 text-center">
            <p className="text-sm text-grey-400">{amounts.in && !startAgain ? t('youPay') : t('amount')}</p>
            <p className={cn('font-bold wrap-anywhere text-text', paySize)} data-testid="pay-amount">
              <Money amount={pay.amount} code={pay.code} side={paySide} withCode={false} />{' '}
              <span className="text-xl">{pay.code}</span>
            </p>
            {amounts.in && amounts.out && !startAgain ? (
              <p className="mt-1 text-sm text-grey-500" data-testid="receive-amount">
                {t('youReceive')}{' '}
                <Money
                  amount={amounts.out.amount}
                  code={amounts.out.code}
                  side="get"
                  className="font-semibold wrap-anywhere"
                />
              </p>
            ) : null}
          </div>
        ) : (
          <div className="my-6" />
        )}

        <section aria-labelledby="final-step-next" className="mb-6 rounded-2xl border border-grey-100 p-4">
          <h2 id="final-step-next" className="mb-1 text-sm font-semibold text-text">
            {t('nextTitle')}
          </h2>
          <p className="text-sm text-grey-500">{t(`outcome.${outcome}.next`)}</p>
          {showsPaymentDetails(outcome) && payment ? (
            <LabelValueList divided className="mt-3 border-t border-grey-100" testId="payment-details">
              {payment.method ? <LabelValue label={t('paymentMethod')}>{payment.method}</LabelValue> : null}
              {payment.reference ? (
                <LabelValue label={t('reference')}>
                  <span className="font-mono select-all">{payment.reference}</span>
                </LabelValue>
              ) : null}
              {payment.expires_at ? (
                <LabelValue label={t('payBefore')}>
                  <LocalTime iso={payment.expires_at} />
                </LabelValue>
              ) : null}
              {payment.instructions ? (
                <LabelValue label={t('instructions')} stacked>
                  {payment.instructions}
                </LabelValue>
              ) : null}
            </LabelValueList>
          ) : null}
        </section>

        <h2 className="sr-only">{t('details')}</h2>
        <LabelValueList divided className="mb-6">
          <LabelValue label={t('status')} testId="final-step-status">
            {statusLabel}
          </LabelValue>
          <LabelValue label={t('network')}>
            <span className="capitalize">{transaction.blockchain}</span>
          </LabelValue>
          <LabelValue label={t('order')}>
            <span className="font-mono text-xs">{transaction.id}</span>
          </LabelValue>
          {transaction.message ? <LabelValue label={t('providerMessage')}>{transaction.message}</LabelValue> : null}
        </LabelValueList>

        <div className="flex flex-col gap-3">
          <Link href={primary.href} className={buttonVariants({ width: 'full' })}>
            {primary.label}
          </Link>
          <Link href={secondary.href} className={buttonVariants({ variant: 'secondary', width: 'full' })}>
            {secondary.label}
          </Link>
        </div>
      </article>
    </Card>
  );
}
