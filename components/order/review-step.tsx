'use client';

/**
 * The review step of the order form: review and create the order. First the account must be ready:
 * complete billing details (GET /user/billing/fields is_complete, else /billing-details?next=…) and identity
 * verification (the profile's kyc_status and kyc_level, lib/kyc/rule; else /kyc?appId=…&next=…), both coming back
 * here. Then the summary of what the person pays and gets with the total, how long the quote holds (a countdown; an
 * expired quote is refreshed by itself once, then by the person), and Confirm: POST /on-ramp or /off-ramp with the
 * quote shown, only while that quote holds. The answer's url is followed (the provider's checkout, or the app's
 * /payment for the card flow). A 409 (an order is already open, spec §8's excluded call) says so here, with a link to
 * the open order; nothing is lost.
 */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { OrderDraft, SignatureData } from '@/lib/order/draft-fields';
import { accountStepAhead, type JourneyStep } from '@/lib/order/journey';
import { PASSED_PARAM, parsePassed } from '@/lib/order/journey-links';
import { payoutFits } from '@/lib/order/payout-fits';
import type { PaymentMethod } from '@/lib/order/rules';
import { OrderGateBanner } from './order-gate';
import { QuoteCountdown } from './quote-countdown';
import { OrderConflictNotice, QuoteExpiredNotice, ReviewFailedNotice } from './review-notices';
import { ReviewSummary } from './review-summary';
import { StepHeader } from './step-header';
import type { OrderQuoteState } from './use-order-quote';
import { useReviewSubmit } from './use-review-submit';
import { useUserWallets } from './wallet-step';

export interface ReviewStepProps {
  draft: OrderDraft;
  quote: OrderQuoteState;
  paymentMethod: PaymentMethod;
  signed: SignatureData | null;
  /** The screens of the order's journey (lib/order/journey), for the step header. */
  steps: readonly JourneyStep[];
  /** This step's own URL (where billing and KYC come back to). */
  selfHref: string;
  backHref: string;
  editHref: string;
}

/** The review: account checks, summary and POST /on-ramp or /off-ramp with the 409 shown here (spec §7, §8). */
export function ReviewStep({
  draft,
  quote,
  paymentMethod,
  signed,
  steps,
  selfHref,
  backHref,
  editHref,
}: ReviewStepProps) {
  const t = useTranslations('order');
  const searchParams = useSearchParams();
  const wallets = useUserWallets(true);
  const { phase, conflict, gate, canConfirm, confirm, retry } = useReviewSubmit({
    draft,
    quote,
    paymentMethod,
    signed,
    selfHref,
  });
  const wallet = draft.walletId ? wallets.data?.find((w) => w.id === draft.walletId) : undefined;
  useWrongPayoutBack(draft, backHref);

  const header = <StepHeader step="review" steps={steps} backHref={backHref} title={t('reviewTitle')} />;
  if (phase === 'checking') {
    // While an account screen is still ahead, the check is about to lead there: no review number meanwhile.
    const ahead = accountStepAhead(steps, parsePassed(searchParams.get(PASSED_PARAM)));
    return (
      <div>
        {ahead ? null : header}
        <div className="flex flex-col items-center gap-3 py-10 text-grey-400" data-testid="order-checking">
          <Spinner label={t('checkingAccount')} />
          <p aria-hidden="true">{t('checkingAccount')}</p>
        </div>
      </div>
    );
  }

  return (
    <div>
      {header}
      <ReviewSummary draft={draft} quote={quote} paymentMethod={paymentMethod} wallet={wallet} />
      <QuoteCountdown quote={quote} />
      {quote.status === 'ready' && quote.expired && quote.refresh ? (
        <QuoteExpiredNotice onRefresh={quote.refresh} />
      ) : null}
      {conflict ? <OrderConflictNotice openTransactionId={conflict.openTransactionId} /> : null}
      {gate ? <OrderGateBanner gate={gate} next={selfHref} /> : null}
      {phase === 'failed' ? <ReviewFailedNotice onRetry={retry} /> : null}

      <Button
        width="full"
        className="mt-6"
        onClick={() => void confirm()}
        disabled={!canConfirm}
        data-testid="order-confirm"
      >
        {phase === 'submitting' || phase === 'leaving' ? (
          <Spinner label={t('submitting')} className="[&_svg]:text-[#0b2a1b]" />
        ) : null}
        {draft.mode === 'on-ramp' ? t('confirmBuy') : t('confirmSell')}
      </Button>
      <p className="mt-3 text-center text-xs text-grey-400">
        {t.rich('termsNote', {
          link: (chunks) => (
            <Link href="/terms-and-conditions" className="underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <p className="mt-4 text-center">
        <Link
          href={editHref}
          className="text-sm font-semibold text-green-500 underline-offset-4 hover:underline"
          data-testid="order-edit"
        >
          {t('edit')}
        </Link>
      </p>
    </div>
  );
}

/**
 * Sends a sell whose payout does not fit back to the wallet step, where its fields say what is wrong. The steps route
 * on a payout given (./order-flow), so only a payout changed outside the form (a cookie edited by hand, a rule
 * tightened since it was typed) reaches the review so; Confirm refuses it in any case (./use-review-submit).
 */
export function useWrongPayoutBack(draft: OrderDraft, backHref: string) {
  const router = useRouter();
  const wrong = draft.mode === 'off-ramp' && Boolean(draft.fiat) && 'problem' in payoutFits(draft.fiat!, draft.payout);
  useEffect(() => {
    if (wrong) router.replace(backHref);
  }, [wrong, router, backHref]);
}
