'use client';

/**
 * The order form of /order and /order-form (spec §2, §3): three steps, one decision each (amount, wallet, review;
 * lib/order/steps.ts), numbered among the screens of the whole order (lib/order/journey.ts, drawn on the server). The
 * form is kept in the orderFormData cookie on every change, so a reload, the trip through /login (a visitor's
 * Continue) and through /billing-details and /kyc come back to it. The partner's prefill leaves the URL once saved (a
 * reload then keeps the person's edits), the signed order is kept in transactionSignatureData, and the e-mail of the
 * session goes into userEmail.
 */
import { useRouter, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/components/session/session-provider';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { payoutGiven } from '@/lib/order/payout';
import { limitsOf, validateAmount, validateOrder } from '@/lib/order/rules';
import type { OrderScreenData } from '@/lib/order/server';
import { effectiveStep, ORDER_STEPS, stepHref, type OrderStep } from '@/lib/order/steps';
import { AmountStep } from './amount-step';
import { clearSignatureData, rememberOrderFacts, saveOrderDraft, saveSignatureData } from './order-cookies';
import { PartnerPreferences } from './partner-preferences';
import { useOrderQuote } from './use-order-quote';

// The wallet and review steps (with the API client, its schemas and the order's submit) load when the form is about
// to need them: the wallet step once the amount is valid, the review once the wallet is too (see the effect below).
// The first step's first load stays within its budget (scripts/bundle-budgets.ts). Rendered on the server as any
// component; the browser hydrates them once their script is there.
const loadWalletStep = () => import('./wallet-step');
const loadReviewStep = () => import('./review-step');
const WalletStep = lazy(() => loadWalletStep().then((m) => ({ default: m.WalletStep })));
const ReviewStep = lazy(() => loadReviewStep().then((m) => ({ default: m.ReviewStep })));
const preload = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** The order form's three steps and their persistence (spec §2 /order, /order-form; §3 orderFormData). */
export function OrderFlow(props: OrderScreenData) {
  const { path, keptParams, paymentMethod, fixed, signed, partnerWallet } = props;
  const router = useRouter();
  const searchParams = useSearchParams();
  const session = useSession();
  const [typed, setDraft] = useState<OrderDraft>(props.initial);
  // A form that started without rates (their load failed, lib/order/server `ratesFailed`) takes the first currency
  // on offer once a retry has brought them, as a form that loaded them at once does (lib/order/draft initialDraft).
  const firstFiat = props.rates[0]?.payment_currency;
  const draft = useMemo(() => (typed.fiat || !firstFiat ? typed : { ...typed, fiat: firstFiat }), [typed, firstFiat]);
  // The chosen currency's order limits (GET /rates min_amount, max_amount), held to on every step.
  const limits = useMemo(() => limitsOf(props.rates, draft.fiat), [props.rates, draft.fiat]);

  const requestedParam = searchParams.get('step');
  const requested: OrderStep = (ORDER_STEPS as readonly string[]).includes(requestedParam ?? '')
    ? (requestedParam as OrderStep)
    : 'amount';
  const href = useCallback((step: OrderStep) => stepHref(path, step, keptParams), [path, keptParams]);

  // Keep the form in its cookie (spec §3 orderFormData), and the signed order in transactionSignatureData.
  useEffect(() => saveOrderDraft(draft), [draft]);
  useEffect(() => {
    if (signed) saveSignatureData(signed);
    else clearSignatureData();
  }, [signed]);
  useEffect(() => {
    if (session.profile) rememberOrderFacts({ userEmail: session.profile.userEmail });
  }, [session.profile]);

  // Once saved, the partner's prefill leaves the URL, so that a reload keeps what the person changed.
  const cleaned = useRef(false);
  useEffect(() => {
    if (cleaned.current || !props.hadPrefill) return;
    cleaned.current = true;
    router.replace(href(requested), { scroll: false });
  }, [props.hadPrefill, router, href, requested]);

  const amountDone = validateAmount(draft, limits).ok;
  // A sell's payout given is enough to route the steps: its shape is the wallet step's Continue's to hold, and this
  // first load does without those checks (lib/order/payout).
  const walletDone = validateOrder(draft, limits, payoutGiven).ok;
  const step = effectiveStep(requested, { amount: amountDone, wallet: walletDone, signedIn: session.authorised });
  // Before the review a quote that expires is refreshed by itself; on the review once, then the person refreshes it.
  const quote = useOrderQuote(draft, { limits, autoRefreshes: step === 'review' ? 1 : undefined });

  // A step's script is on its way before the person moves on (a failed preload is left to the step's own load).
  useEffect(() => {
    if (amountDone) preload(loadWalletStep);
  }, [amountDone]);
  useEffect(() => {
    if (walletDone && session.authorised) preload(loadReviewStep);
  }, [walletDone, session.authorised]);

  // The URL names the step shown (the session is known from the first render: lib/auth/request-session.ts).
  useEffect(() => {
    if (step !== requested && !(props.hadPrefill && !cleaned.current)) router.replace(href(step), { scroll: false });
  }, [step, requested, router, href, props.hadPrefill]);

  const onChange = useCallback((next: OrderDraft) => setDraft(next), []);
  const partnerName = partnerWallet?.name;

  return (
    <>
      <PartnerPreferences language={props.language} theme={props.theme} />
      {step === 'amount' ? (
        <AmountStep
          draft={draft}
          onChange={onChange}
          quote={quote}
          rates={props.rates}
          ratesFailed={props.ratesFailed}
          // A locked wallet's network is the only one on offer (the select shows it, locked).
          blockchains={props.walletLock ? [props.walletLock.blockchain] : props.blockchains}
          fixed={fixed}
          paymentMethod={paymentMethod}
          partnerName={partnerName}
          steps={props.journey}
          onContinue={() => router.push(href('wallet'))}
        />
      ) : (
        <Suspense>
          {step === 'wallet' ? (
            <WalletStep
              draft={draft}
              onChange={onChange}
              quote={quote}
              steps={props.journey}
              signedIn={session.authorised}
              fixed={fixed}
              partnerName={partnerName}
              partnerAddress={props.partnerAddress}
              walletLock={props.walletLock}
              backHref={href('amount')}
              reviewHref={href('review')}
              onContinue={(target) => {
                saveOrderDraft(draft);
                router.push(target);
              }}
            />
          ) : (
            <ReviewStep
              draft={draft}
              quote={quote}
              paymentMethod={paymentMethod}
              signed={signed}
              steps={props.journey}
              selfHref={href('review')}
              backHref={href('wallet')}
              editHref={href('amount')}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
