/**
 * The status part of /transaction (spec §4): the status badge, then what the person has to do next or that there is
 * nothing to do (lib/transactions/next-step), with the way to do it: continue the identity check (/kyc), finish the
 * order (the interactive flow), pay with the payment details below, send the USDC on the final step (its address, QR
 * code and memo), collect with the payout's reference, answer the anchor, let the wallet accept USDC. A transfer whose
 * deadline has passed says so instead, and no longer offers the way to pay or send. A completed or otherwise ended
 * order says what happened, not what to do.
 *
 * The steps that need GET /transaction-info (the deadline, the payment details: lib/transactions/next-step
 * `stepNeedsPaymentDetails`) stream in: {@link TransactionStatusWithDetails} loads it (optional data, spec §8: a
 * failed load says the details are unavailable and keeps the rest), {@link TransactionStatusSkeleton} stands in
 * meanwhile. The others render at once ({@link TransactionStatus}) and make no such call.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/transaction-shared/status-badge';
import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { LocalTime } from '@/components/ui/local-time';
import type { Transaction } from '@/lib/api/schemas';
import type { TransactionPayment as Payment } from '@/lib/api/transactions';
import { formatExactAmount, formatMoney } from '@/lib/money/format';
import { DECISION_FLOW_PATH } from '@/lib/routes';
import { actionHref, needsAction, type NextStep } from '@/lib/transactions/next-step';
import { loadNextStep } from '@/lib/transactions/server';
import { moneySideOf, sidesOf } from '@/lib/transactions/sides';
import { TransactionPayment, TransactionPaymentSkeleton } from './transaction-payment';

/** The amount of one side, formatted: exact for what the person must pay or send, else rounded by its side. */
function sideMoney(tx: Transaction, which: 'crypto' | 'fiat', locale: string, exact = false): string {
  const side = sidesOf(tx)[which];
  const amount = side.side === 'in' ? tx.amount_in : tx.amount_out;
  if (!amount) return side.code;
  return exact
    ? `${formatExactAmount(amount, side.code, locale)} ${side.code}`
    : formatMoney(amount, side.code, locale, moneySideOf(tx.kind, which));
}

/** The banner of the next step: title, sentence, and the way to act or on. */
function NextStepNote({ tx, step, deadline }: { tx: Transaction; step: NextStep; deadline?: string | null }) {
  const t = useTranslations('transactions.detail.step');
  const td = useTranslations('transactions.detail');
  const tt = useTranslations('transactions');
  const locale = useLocale();
  const network = tt(`blockchain.${tx.blockchain}`);
  const values = {
    amount: sideMoney(tx, step === 'pay' || step === 'collect' ? 'fiat' : 'crypto', locale, step !== 'collect'),
    crypto: sideMoney(tx, 'crypto', locale),
    fiat: sideMoney(tx, 'fiat', locale),
    network,
    kind: tx.kind,
    status: tx.status,
  };
  const href = actionHref(step, tx.id);
  const late = step === 'payLate' || step === 'sendLate';
  return (
    <div className="mb-4" data-testid="next-step" data-step={step}>
      <Banner
        tone={needsAction(step) ? 'warning' : step === 'done' ? 'success' : 'info'}
        title={t(`${step}.title`, values)}
      >
        <p>{t(`${step}.body`, values)}</p>
        {step === 'send' && deadline ? (
          <p className="mt-1">
            {td('deadline', { kind: tx.kind })} <LocalTime iso={deadline} />
          </p>
        ) : null}
        {href ? (
          <Link
            href={href}
            prefetch={false}
            className={buttonVariants({ variant: 'primary', className: 'mt-3' })}
            data-testid="next-step-action"
          >
            {t(`${step as 'verify' | 'finish' | 'send'}.action`)}
          </Link>
        ) : late ? (
          <Link href={DECISION_FLOW_PATH} className={buttonVariants({ variant: 'secondary', className: 'mt-3' })}>
            {t(`${step}.action`)}
          </Link>
        ) : null}
      </Banner>
    </div>
  );
}

/**
 * The badge, the next step and, where the step needs them, the payment details.
 * @param tx the transaction.
 * @param step its next step (with the deadline, where it was loaded).
 * @param payment the payment details of GET /transaction-info; null: not loaded (not needed, or failed: `failed`).
 * @param failed the payment details were needed and could not be loaded.
 */
export function TransactionStatus({
  tx,
  step,
  payment = null,
  failed = false,
}: {
  tx: Transaction;
  step: NextStep;
  payment?: Payment | null;
  failed?: boolean;
}) {
  const t = useTranslations('transactions.detail');
  return (
    <>
      <div className="mb-4" data-testid="transaction-status">
        <StatusBadge status={tx.status} extraStatus={tx.extra_status} step={step} kind={tx.kind} />
      </div>
      <NextStepNote tx={tx} step={step} deadline={payment?.expires_at} />
      {failed ? (
        <Banner tone="info" className="mb-4">
          <span data-testid="info-unavailable">{t('infoUnavailable')}</span>
        </Banner>
      ) : payment && (step === 'pay' || step === 'collect') ? (
        <TransactionPayment tx={tx} payment={payment} collect={step === 'collect'} />
      ) : null}
    </>
  );
}

/**
 * {@link TransactionStatus} once GET /transaction-info has answered: the step with the payment's deadline (a passed
 * one leaves nothing to do) and the payment details.
 */
export async function TransactionStatusWithDetails({ tx }: { tx: Transaction }) {
  const { step, payment, failed } = await loadNextStep(tx);
  return <TransactionStatus tx={tx} step={step} payment={payment} failed={failed} />;
}

/**
 * What stands in for {@link TransactionStatusWithDetails} while the payment details load: the badge and a busy
 * placeholder where the next step goes (its words depend on the deadline the details give), then the payment
 * section's skeleton where there will be one.
 */
export function TransactionStatusSkeleton({ tx, step }: { tx: Transaction; step: NextStep }) {
  const t = useTranslations('transactions.detail');
  return (
    <>
      <div className="mb-4" data-testid="transaction-status">
        <StatusBadge status={tx.status} extraStatus={tx.extra_status} step={step} kind={tx.kind} />
      </div>
      {step === 'send' ? (
        <div role="status" aria-busy="true" className="mb-4 h-32 rounded-xl bg-grey-50 motion-safe:animate-pulse">
          <span className="sr-only">{t('stepLoading')}</span>
        </div>
      ) : (
        <>
          {/* The payment section's skeleton says what is loading. */}
          <div aria-hidden="true" className="mb-4 h-24 rounded-xl bg-grey-50 motion-safe:animate-pulse" />
          <TransactionPaymentSkeleton tx={tx} collect={step === 'collect'} />
        </>
      )}
    </>
  );
}
