'use client';

/**
 * The state and the actions of the order's review step (spec §2 order form, §7, §8). First the account check:
 * complete billing details (GET /user/billing/fields is_complete, else /billing-details?next=…) and identity
 * verification (the profile's kyc_status and kyc_level, lib/kyc/rule; else /kyc?appId=…&next=…), fresh answers each
 * time, both coming back to the step. Then Confirm: POST /on-ramp or /off-ramp with the quote shown while it holds
 * (ready, payable, within the limits, not expired: ./use-order-quote `canOrder`), and the answer's url followed (the provider's checkout, or the app's /payment for the card flow). What the API refuses stays on the
 * step: a 409 order already open (`conflict`), the API's own account gates (`gate`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { getBillingFields } from '@/lib/api/billing';
import { createOrder } from '@/lib/api/order';
import { queryKeys } from '@/lib/api/query-keys';
import { getProfile } from '@/lib/api/user';
import { callApi } from '@/lib/http/client';
import { kycNeeded } from '@/lib/kyc/rule';
import type { SignatureData } from '@/lib/order/form-cookie';
import { payoutFits } from '@/lib/order/payout-fits';
import { buildOrderRequest, validateOrder, type OrderDraft, type PaymentMethod } from '@/lib/order/schema';
import { requireUsableApiUrl } from '@/lib/security/api-url';
import { announce } from '@/lib/widget/bus';
import { clearOrderCookies, rememberOrderFacts } from './order-cookies';
import { accountStepHref } from './order-gate';
import { canOrder, type OrderQuoteState } from './use-order-quote';

/**
 * Where the step is: checking the account, ready to confirm, creating the order, following its url, or stopped by
 * a failure that is not an HTTP answer (those go through the global error rule, which navigates).
 */
export type ReviewPhase = 'checking' | 'ready' | 'submitting' | 'leaving' | 'failed';

/** What the review step needs to create the order. */
export interface ReviewSubmitInput {
  draft: OrderDraft;
  quote: OrderQuoteState;
  paymentMethod: PaymentMethod;
  /** The partner's signed order data, whose signature goes with the order. */
  signed: SignatureData | null;
  /** The step's own URL: billing and KYC come back to it. */
  selfHref: string;
}

/** The review step's state and actions. */
export interface ReviewSubmit {
  phase: ReviewPhase;
  /** A 409 order already open: the open order's id when the API named it. */
  conflict: { openTransactionId: string | null } | null;
  /** The account step the API asked for when it refused the order (its own gates). */
  gate: 'billing' | 'kyc' | null;
  /**
   * True when Confirm may be pressed: the account is ready, the quote fresh, payable, within the limits and not
   * expired, the order valid.
   */
  canConfirm: boolean;
  /** Creates the order (POST /on-ramp or /off-ramp) and follows its url. */
  confirm: () => Promise<void>;
  /** Runs the account check again (after a failure). */
  retry: () => void;
}

/**
 * The account check: billing details, then identity verification (fresh answers, not the cache); either missing
 * replaces the step with its screen, which comes back to `selfHref`.
 * @returns the step's phase and its setter, and `retry`, which runs the check again.
 */
function useAccountCheck(selfHref: string) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<ReviewPhase>('checking');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let cancelled = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each retry starts a new server check: show it as checking
    setPhase('checking');
    (async () => {
      const billing = await queryClient.fetchQuery({
        queryKey: queryKeys.order.billingCheck,
        queryFn: () => callApi(getBillingFields),
        staleTime: 0,
      });
      rememberOrderFacts({ countryResidence: billing.values.country });
      if (cancelled) return;
      if (!billing.is_complete) return router.replace(accountStepHref('billing', selfHref));
      const profile = await queryClient.fetchQuery({
        queryKey: queryKeys.user.profile,
        queryFn: () => callApi(getProfile),
        staleTime: 0,
      });
      if (cancelled) return;
      if (kycNeeded(profile)) return router.replace(accountStepHref('kyc', selfHref));
      setPhase('ready');
    })().catch((error: unknown) => {
      // HTTP failures already went through the global rule (it navigates); anything else is shown here.
      console.error('[order] account check failed', error);
      if (!cancelled) setPhase('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [queryClient, router, selfHref, attempt]);
  return { phase, setPhase, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The review step's account check and order creation (see the module comment).
 * @returns the phase, what the API refused, and the actions.
 */
export function useReviewSubmit({ draft, quote, paymentMethod, signed, selfHref }: ReviewSubmitInput): ReviewSubmit {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { phase, setPhase, retry } = useAccountCheck(selfHref);
  const [conflict, setConflict] = useState<ReviewSubmit['conflict']>(null);
  const [gate, setGate] = useState<ReviewSubmit['gate']>(null);

  const form = validateOrder(draft, undefined, payoutFits);

  async function confirm() {
    if (!form.ok || quote.status !== 'ready' || !canOrder(quote)) return;
    setConflict(null);
    setGate(null);
    setPhase('submitting');
    try {
      const result = await callApi(
        createOrder,
        draft.mode,
        buildOrderRequest(form.value, quote.quote, { paymentMethod, signature: signed?.signature }),
      );
      if (!result.ok) {
        if (result.reason === 'already-open') setConflict({ openTransactionId: result.openTransactionId });
        else setGate(result.reason === 'billing-incomplete' ? 'billing' : 'kyc');
        setPhase('ready');
        return;
      }
      clearOrderCookies();
      rememberOrderFacts({ transactionGUID: result.order.transaction.id });
      // A partner hosting the widget hears of the new order (host event `transaction_status`).
      announce({ type: 'transaction', transaction: result.order.transaction, final: false });
      void queryClient.invalidateQueries({ queryKey: queryKeys.user.all });
      setPhase('leaving');
      const target = requireUsableApiUrl(result.order.url, window.location.origin); // https or same-origin only
      if (target.origin === window.location.origin) router.push(`${target.pathname}${target.search}`);
      else window.location.assign(target.href);
    } catch (error) {
      // The global rule has navigated for HTTP errors; stay usable for anything else.
      console.error('[order] could not create the order', error);
      setPhase('failed');
    }
  }

  return {
    phase,
    conflict,
    gate,
    canConfirm: phase === 'ready' && canOrder(quote) && form.ok,
    confirm,
    retry,
  };
}
