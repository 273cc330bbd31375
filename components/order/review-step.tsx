'use client';

/**
 * Step 3 of the order form: review and create the order. First the account must be ready:
 * complete billing details (GET /user/billing/fields is_complete, else /billing-details?next=…) and identity
 * verification (the profile's kyc_status and kyc_level, lib/kyc/rule; else /kyc?appId=…&next=…), both coming back
 * here. Then the summary of what the person pays and gets, and Confirm: POST /on-ramp or /off-ramp with the quote
 * shown. The answer's url is followed (the provider's checkout, or the app's /payment for the card flow). A 409 (an
 * order is already open, spec §8's excluded call) says so here, with a link to the open order; nothing is lost.
 */
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LabelValueList } from '@/components/ui/label-value-list';
import { Spinner } from '@/components/ui/spinner';
import { getBillingFields } from '@/lib/api/billing';
import { createOrder } from '@/lib/api/order';
import { queryKeys } from '@/lib/api/query-keys';
import { getProfile } from '@/lib/api/user';
import { api } from '@/lib/http/client';
import { kycNeeded } from '@/lib/kyc/rule';
import type { SignatureData } from '@/lib/order/form-cookie';
import {
  buildOrderRequest,
  CRYPTO_CURRENCY,
  validateOrder,
  type OrderDraft,
  type PaymentMethod,
} from '@/lib/order/schema';
import { requireUsableApiUrl } from '@/lib/security/api-url';
import { announce } from '@/lib/widget/bus';
import { clearOrderCookies, rememberOrderFacts } from './order-cookies';
import { accountStepHref, OrderGateBanner } from './order-gate';
import { ShortAddress, StepHeader, useDisplayDecimal } from './order-parts';
import type { OrderQuoteState } from './use-order-quote';
import { useUserWallets } from './wallet-step';

export interface ReviewStepProps {
  draft: OrderDraft;
  quote: OrderQuoteState;
  paymentMethod: PaymentMethod;
  signed: SignatureData | null;
  /** This step's own URL (where billing and KYC come back to). */
  selfHref: string;
  backHref: string;
  editHref: string;
}

type Phase = 'checking' | 'ready' | 'submitting' | 'leaving' | 'failed';

/** Step 3: account checks, summary and POST /on-ramp or /off-ramp with the 409 shown here (spec §7, §8). */
export function ReviewStep({ draft, quote, paymentMethod, signed, selfHref, backHref, editHref }: ReviewStepProps) {
  const t = useTranslations('order');
  const router = useRouter();
  const queryClient = useQueryClient();
  const display = useDisplayDecimal();
  const wallets = useUserWallets(true);
  const [phase, setPhase] = useState<Phase>('checking');
  const [conflict, setConflict] = useState<{ openTransactionId: string | null } | null>(null);
  /** The API refused the order because the account is not ready (its own gates). */
  const [gate, setGate] = useState<'billing' | 'kyc' | null>(null);
  const [attempt, setAttempt] = useState(0);

  // Account readiness: billing details, then identity verification (fresh answers, not the cache).
  useEffect(() => {
    let cancelled = false;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- each retry starts a new server check: show it as checking
    setPhase('checking');
    (async () => {
      const billing = await queryClient.fetchQuery({
        queryKey: queryKeys.order.billingCheck,
        queryFn: () => getBillingFields(api),
        staleTime: 0,
      });
      rememberOrderFacts({ countryResidence: billing.values.country });
      if (cancelled) return;
      if (!billing.is_complete) return router.replace(accountStepHref('billing', selfHref));
      const profile = await queryClient.fetchQuery({
        queryKey: queryKeys.user.profile,
        queryFn: () => getProfile(api),
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

  const form = validateOrder(draft);
  const shown = quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.previous : null;
  const buying = draft.mode === 'on-ramp';
  const fiat = draft.fiat ?? '';
  const inCode = buying ? fiat : CRYPTO_CURRENCY.code;
  const outCode = buying ? CRYPTO_CURRENCY.code : fiat;
  const wallet = draft.walletId ? wallets.data?.find((w) => w.id === draft.walletId) : undefined;

  async function confirm() {
    if (!form.ok || quote.status !== 'ready' || !quote.payable) return;
    setConflict(null);
    setGate(null);
    setPhase('submitting');
    try {
      const result = await createOrder(
        api,
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

  if (phase === 'checking') {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-grey-400" data-testid="order-checking">
        <Spinner label={t('checkingAccount')} />
        <p aria-hidden="true">{t('checkingAccount')}</p>
      </div>
    );
  }

  const openHref = conflict?.openTransactionId
    ? `/transaction?${new URLSearchParams({ id: conflict.openTransactionId }).toString()}`
    : '/transactions?status=incomplete';

  return (
    <div>
      <StepHeader step="review" backHref={backHref} title={t('reviewTitle')} />

      {shown ? (
        <div className="rounded-2xl border border-grey-200 p-4" data-testid="order-summary">
          <LabelValueList
            rows={[
              {
                label: t('youPay'),
                value: `${display(shown.amount_in, buying ? { decimals: 2 } : undefined)} ${inCode}`,
                strong: true,
                testId: 'summary-pay',
              },
              {
                label: t('youGet'),
                value: `${display(shown.amount_out, buying ? undefined : { decimals: 2 })} ${outCode}`,
                strong: true,
                testId: 'summary-get',
              },
              {
                label: t('rate'),
                value: t('rateValue', {
                  crypto: CRYPTO_CURRENCY.code,
                  rate: display(shown.rate, { minDecimals: 2 }),
                  fiat,
                }),
              },
              {
                label: t('fee', { percent: display(shown.fee_percent, { minDecimals: 0 }) }),
                value: `${display(shown.fee, { decimals: 2 })} ${fiat}`,
              },
              { label: t('networkLabel'), value: t(`networks.${draft.blockchain ?? 'stellar'}`) },
              {
                label: buying ? t('walletToLabel') : t('walletFromLabel'),
                value: wallet ? (
                  <span className="flex flex-col items-end">
                    <span>{wallet.name}</span>
                    <span className="text-xs text-grey-400">
                      <ShortAddress address={wallet.address} />
                    </span>
                  </span>
                ) : draft.address ? (
                  <ShortAddress address={draft.address} />
                ) : (
                  '—'
                ),
                testId: 'summary-wallet',
              },
              ...(paymentMethod === 'card' ? [{ label: t('paymentMethodLabel'), value: t('paymentCard') }] : []),
            ]}
          />
          {quote.status === 'loading' ? (
            <p className="mt-3 flex items-center gap-2 text-sm text-grey-400">
              <Spinner label={t('quoteLoading')} className="[&_svg]:size-4" />
              <span aria-hidden="true">{t('quoteLoading')}</span>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="flex items-center gap-2 text-grey-400">
          <Spinner label={t('quoteLoading')} />
          <span aria-hidden="true">{t('quoteLoading')}</span>
        </p>
      )}

      {conflict ? (
        <div data-testid="order-conflict" className="mt-4">
          <Banner tone="warning" title={t('conflictTitle')}>
            <p>{t('conflictBody')}</p>
            <Link
              href={openHref}
              className="mt-1 inline-block font-semibold underline underline-offset-4"
              data-testid="order-conflict-link"
            >
              {t('conflictLink')}
            </Link>
          </Banner>
        </div>
      ) : null}

      {gate ? <OrderGateBanner gate={gate} next={selfHref} /> : null}

      {phase === 'failed' ? (
        <Banner tone="error" title={t('failedTitle')} className="mt-4">
          <p>{t('failedBody')}</p>
          <button
            type="button"
            className="mt-1 font-semibold underline underline-offset-4"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {t('retry')}
          </button>
        </Banner>
      ) : null}

      <Button
        width="full"
        className="mt-6"
        onClick={() => void confirm()}
        disabled={phase !== 'ready' || quote.status !== 'ready' || !quote.payable || !form.ok}
        data-testid="order-confirm"
      >
        {phase === 'submitting' || phase === 'leaving' ? (
          <Spinner label={t('submitting')} className="[&_svg]:text-[#0b2a1b]" />
        ) : null}
        {buying ? t('confirmBuy') : t('confirmSell')}
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
