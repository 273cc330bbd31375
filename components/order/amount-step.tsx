'use client';

/**
 * Step 1 of the order form: how much, showing what the person pays and receives with the rate and fees before
 * they commit. Buy or sell, "You pay" and "You get" (either can be typed; the other comes
 * from the live quote), the fiat currency with its minimum and maximum order amount (GET /rates), the network, then
 * the rate and the fee. Continue only with a fresh quote that delivers something and is within the limits.
 */
import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { useMoneyFormat } from '@/components/ui/money';
import { useEnteredBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { RateRow } from '@/lib/api/rates';
import type { Blockchain } from '@/lib/domain/blockchains';
import { decimalsOf } from '@/lib/order/decimal';
import type { OrderDraft, OrderFixed } from '@/lib/order/draft-fields';
import type { JourneyStep } from '@/lib/order/journey';
import { limitsOf, type AmountLimits, type OrderErrorKey, type PaymentMethod } from '@/lib/order/rules';
import { AmountPair, NetworkSelect } from './amount-fields';
import { AmountQuote } from './amount-quote';
import { DirectionToggle } from './direction-toggle';
import { adoptEntered } from './entered-before-hydration';
import { RatesFailed } from './rates-failed';
import { StepHeader } from './step-header';
import { canOrder, type OrderQuoteState } from './use-order-quote';

export interface AmountStepProps {
  draft: OrderDraft;
  onChange: (next: OrderDraft) => void;
  quote: OrderQuoteState;
  rates: RateRow[];
  /** True when the rates failed to load (`rates` is then empty): the step says so and offers a retry. */
  ratesFailed?: boolean;
  blockchains: Blockchain[];
  fixed: OrderFixed | null;
  paymentMethod: PaymentMethod;
  partnerName?: string;
  /** The screens of the order's journey (lib/order/journey), for the step header. */
  steps: readonly JourneyStep[];
  onContinue: () => void;
}

/** A fiat limit as money: its currency's decimals and the language's grouping, then the code ("50,000.00 BRL"). */
function useLimitText(): (amount: string | null | undefined, fiat: string) => string {
  const money = useMoneyFormat();
  return (amount, fiat) => (amount ? money.money(amount, fiat) : '');
}

/** The message of an error key of lib/order/rules; the limits' keys name the draft's currency's limits. */
export function useOrderError(): (
  key: OrderErrorKey | undefined,
  draft: OrderDraft,
  side?: 'in' | 'out',
  limits?: AmountLimits,
) => string | undefined {
  const t = useTranslations('order');
  const limitText = useLimitText();
  return (key, draft, side = draft.side, limits) => {
    if (!key) return undefined;
    if (key === 'amountDecimals')
      return t('errors.amountDecimals', { decimals: decimalsOf(draft.mode, side, draft.blockchain ?? 'stellar') });
    if (key === 'addressInvalid')
      return t('errors.addressInvalid', { network: t(`networks.${draft.blockchain ?? 'stellar'}`) });
    if (key === 'amountBelowMin')
      return t('errors.amountBelowMin', { min: limitText(limits?.min_amount, draft.fiat ?? '') });
    if (key === 'amountAboveMax')
      return t('errors.amountAboveMax', { max: limitText(limits?.max_amount, draft.fiat ?? '') });
    return t(`errors.${key}`);
  };
}

/** "Min 10.00 BRL · Max 50,000.00 BRL": the chosen currency's order limits, or nothing when the API gives none. */
function LimitsHint({ limits, fiat }: { limits: AmountLimits | undefined; fiat: string }) {
  const t = useTranslations('order');
  const limitText = useLimitText();
  const min = limitText(limits?.min_amount, fiat);
  const max = limitText(limits?.max_amount, fiat);
  if (!min && !max) return null;
  return (
    <p className="mt-2 text-sm text-grey-400" data-testid="order-limits">
      {min && max ? t('limits', { min, max }) : min ? t('limitsMin', { min }) : t('limitsMax', { max })}
    </p>
  );
}

/** Step 1, the amount, with the live quote (spec §3 amounts as decimal strings). */
export function AmountStep({
  draft,
  onChange,
  quote,
  rates,
  ratesFailed = false,
  blockchains,
  fixed,
  paymentMethod,
  partnerName,
  steps,
  onContinue,
}: AmountStepProps) {
  const t = useTranslations('order');
  const locale = useLocale();
  const errorText = useOrderError();
  const buying = draft.mode === 'on-ramp';
  const modeLocked = Boolean(fixed?.mode) || paymentMethod === 'card';
  const fiat = draft.fiat ?? rates[0]?.payment_currency ?? '';
  const fiats = rates.map((r) => r.payment_currency);
  const limits = limitsOf(rates, fiat);
  const amountError =
    quote.status === 'invalid'
      ? errorText(quote.errors.amount, draft, draft.side, limits)
      : quote.status === 'ready' && quote.limit
        ? errorText(quote.limit, draft, draft.side, limits)
        : undefined;
  // The review checks the quote's expiry again: Continue only asks for a quote that may be ordered.
  const canContinue = canOrder(quote, { ignoreExpiry: true });

  // What was typed or chosen while the page was still hydrating is on the screen: the order takes it too, as one change.
  const step = useRef<HTMLDivElement>(null);
  useEnteredBeforeHydration(step, (entered) => onChange(adoptEntered(draft, entered, { fiats, blockchains }, locale)));

  return (
    <div ref={step}>
      <StepHeader
        step="amount"
        steps={steps}
        title={paymentMethod === 'card' ? t('titleCard') : buying ? t('titleBuy') : t('titleSell')}
      />

      {ratesFailed ? <RatesFailed /> : null}

      {fixed ? (
        <Banner tone="info" className="mb-4">
          {partnerName ? t('fixedByPartner', { partner: partnerName }) : t('fixedBySignature')}
        </Banner>
      ) : null}

      {!modeLocked ? <DirectionToggle draft={draft} onChange={onChange} /> : null}

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (canContinue) onContinue();
        }}
      >
        <AmountPair
          draft={draft}
          onChange={onChange}
          quote={quote}
          fiat={fiat}
          fiats={fiats}
          fiatLocked={Boolean(fixed?.fiat) || fiats.length < 2}
          amountLocked={Boolean(fixed?.amount)}
          amountError={amountError}
        />
        <LimitsHint limits={limits} fiat={fiat} />
        <NetworkSelect
          draft={draft}
          onChange={onChange}
          blockchains={blockchains}
          locked={Boolean(fixed?.blockchain) || blockchains.length < 2}
        />
        <AmountQuote quote={quote} fiat={fiat} />

        <Button type="submit" width="full" className="mt-6" disabled={!canContinue} data-testid="order-continue">
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}
