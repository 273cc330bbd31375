'use client';

/**
 * Step 1 of the order form: how much, showing what the person pays and receives with the rate and fees before
 * they commit. Buy or sell, "You pay" and "You get" (either can be typed; the other comes
 * from the live quote), the fiat currency, the network, then the rate and the fee. Continue only with a fresh
 * quote that delivers something.
 */
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { LabelValueList } from '@/components/ui/label-value-list';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { useEnteredBeforeHydration } from '@/components/ui/use-typed-before-hydration';
import type { RateRow } from '@/lib/api/order';
import { decimalsOf, RAMP_DIRECTIONS } from '@/lib/order/decimal';
import type { OrderFixed } from '@/lib/order/draft';
import { mergeDraft } from '@/lib/order/draft';
import type { Quote } from '@/lib/order/quote';
import { CRYPTO_CURRENCY, type OrderDraft, type OrderErrorKey, type PaymentMethod } from '@/lib/order/schema';
import type { Blockchain } from '@/lib/transactions/statuses';
import { cn } from '@/lib/ui/cn';
import { adoptEntered, FIELD } from './entered-before-hydration';
import {
  AmountField,
  CurrencySelect,
  CurrencyTag,
  StepHeader,
  useDisplayDecimal,
  useInputDecimal,
} from './order-parts';
import type { OrderQuoteState } from './use-order-quote';

export interface AmountStepProps {
  draft: OrderDraft;
  onChange: (next: OrderDraft) => void;
  quote: OrderQuoteState;
  rates: RateRow[];
  blockchains: Blockchain[];
  fixed: OrderFixed | null;
  paymentMethod: PaymentMethod;
  partnerName?: string;
  onContinue: () => void;
}

/** The message of an error key of lib/order/schema. */
export function useOrderError(): (
  key: OrderErrorKey | undefined,
  draft: OrderDraft,
  side?: 'in' | 'out',
) => string | undefined {
  const t = useTranslations('order');
  return (key, draft, side = draft.side) => {
    if (!key) return undefined;
    if (key === 'amountDecimals')
      return t('errors.amountDecimals', { decimals: decimalsOf(draft.mode, side, draft.blockchain ?? 'stellar') });
    if (key === 'addressInvalid')
      return t('errors.addressInvalid', { network: t(`networks.${draft.blockchain ?? 'stellar'}`) });
    return t(`errors.${key}`);
  };
}

/** Step 1, the amount, with the live quote (spec §3 amounts as decimal strings). */
export function AmountStep({
  draft,
  onChange,
  quote,
  rates,
  blockchains,
  fixed,
  paymentMethod,
  partnerName,
  onContinue,
}: AmountStepProps) {
  const t = useTranslations('order');
  const toInput = useInputDecimal();
  const display = useDisplayDecimal();
  const errorText = useOrderError();
  const buying = draft.mode === 'on-ramp';
  const modeLocked = Boolean(fixed?.mode) || paymentMethod === 'card';
  const amountLocked = Boolean(fixed?.amount);
  const fiat = draft.fiat ?? rates[0]?.payment_currency ?? '';
  const fiats = rates.map((r) => r.payment_currency);

  const shown: Quote | null =
    quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.previous : null;
  const busy = quote.status === 'loading';
  const computedValue = (v: string | undefined) => (draft.amount.trim() && v ? toInput(v) : '');
  const payValue = draft.side === 'in' ? draft.amount : computedValue(shown?.amount_in);
  const getValue = draft.side === 'out' ? draft.amount : computedValue(shown?.amount_out);
  const amountError = quote.status === 'invalid' ? errorText(quote.errors.amount, draft) : undefined;
  const tooSmall = quote.status === 'ready' && !quote.payable;

  const type = (side: 'in' | 'out') => (value: string) => onChange({ ...draft, side, amount: value });
  // What was typed or chosen while the page was still hydrating is on the screen: the order takes it too, as one change.
  const step = useRef<HTMLDivElement>(null);
  useEnteredBeforeHydration(step, (entered) => onChange(adoptEntered(draft, entered, { fiats, blockchains })));
  const fiatSelect = (
    <CurrencySelect
      label={t('fiatLabel')}
      value={fiat}
      options={fiats}
      disabled={Boolean(fixed?.fiat) || fiats.length < 2}
      onChange={(value) => onChange({ ...draft, fiat: value })}
      testId="order-fiat"
      name={FIELD.fiat}
    />
  );
  const usdc = <CurrencyTag code={CRYPTO_CURRENCY.code} />;

  return (
    <div ref={step}>
      <StepHeader
        step="amount"
        title={paymentMethod === 'card' ? t('titleCard') : buying ? t('titleBuy') : t('titleSell')}
      />

      {fixed ? (
        <Banner tone="info" className="mb-4">
          {partnerName ? t('fixedByPartner', { partner: partnerName }) : t('fixedBySignature')}
        </Banner>
      ) : null}

      {!modeLocked ? (
        <fieldset className="mb-4">
          <legend className="sr-only">{t('directionLabel')}</legend>
          <div className="grid grid-cols-2 gap-1 rounded-xl bg-grey-100 p-1">
            {RAMP_DIRECTIONS.map((mode) => (
              <label
                key={mode}
                // The chosen direction's look follows the radio itself, so a choice made before hydration shows too.
                className="flex min-h-10 cursor-pointer items-center justify-center rounded-lg text-sm font-semibold text-grey-400 has-[input:checked]:bg-surface has-[input:checked]:text-text has-[input:checked]:shadow-sm has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-green-400"
              >
                <input
                  type="radio"
                  name={FIELD.mode}
                  value={mode}
                  checked={draft.mode === mode}
                  onChange={() => onChange(mergeDraft(draft, { mode }))}
                  className="sr-only"
                  data-testid={`order-mode-${mode}`}
                />
                {mode === 'on-ramp' ? t('buy') : t('sell')}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (quote.status === 'ready' && quote.payable) onContinue();
        }}
      >
        <div className="flex flex-col gap-2">
          <AmountField
            label={t('youPay')}
            testId="order-amount-in"
            name={FIELD.amountIn}
            value={payValue}
            onChange={type('in')}
            readOnly={amountLocked}
            busy={busy && draft.side === 'out'}
            error={draft.side === 'in' ? amountError : undefined}
            currency={buying ? fiatSelect : usdc}
          />
          <AmountField
            label={t('youGet')}
            testId="order-amount-out"
            name={FIELD.amountOut}
            value={getValue}
            onChange={type('out')}
            readOnly={amountLocked}
            busy={busy && draft.side === 'in'}
            error={draft.side === 'out' ? amountError : undefined}
            currency={buying ? usdc : fiatSelect}
          />
        </div>

        <div className="mt-4">
          <SelectField
            label={t('networkLabel')}
            value={draft.blockchain ?? ''}
            disabled={Boolean(fixed?.blockchain) || blockchains.length < 2}
            onChange={(e) => onChange({ ...draft, blockchain: e.target.value as Blockchain })}
            options={blockchains.map((b) => ({ value: b, label: t(`networks.${b}`) }))}
            hint={t('networkHint', { network: t(`networks.${draft.blockchain ?? 'stellar'}`) })}
            name={FIELD.blockchain}
            data-testid="order-network"
          />
        </div>

        <section
          aria-live="polite"
          aria-label={t('quoteLabel')}
          className="mt-4 rounded-2xl bg-grey-50 p-4"
          data-testid="order-quote"
        >
          {quote.status === 'empty' ? (
            <p className="text-sm text-grey-400">{t('quoteEmpty')}</p>
          ) : quote.status === 'invalid' && !shown ? (
            <p className="text-sm text-grey-400">{t('quoteWaiting')}</p>
          ) : shown ? (
            <div className={cn(busy && 'opacity-60')}>
              <LabelValueList
                rows={[
                  {
                    label: t('rate'),
                    value: t('rateValue', {
                      crypto: CRYPTO_CURRENCY.code,
                      rate: display(shown.rate, { minDecimals: 2 }),
                      fiat,
                    }),
                    testId: 'quote-rate',
                  },
                  {
                    label: t('fee', { percent: display(shown.fee_percent, { minDecimals: 0 }) }),
                    value: `${display(shown.fee, { decimals: 2 })} ${fiat}`,
                    testId: 'quote-fee',
                  },
                ]}
              />
            </div>
          ) : null}
          {busy ? (
            <p className="mt-2 flex items-center gap-2 text-sm text-grey-400">
              <Spinner label={t('quoteLoading')} className="[&_svg]:size-4" />
              <span aria-hidden="true">{t('quoteLoading')}</span>
            </p>
          ) : null}
          {tooSmall ? (
            <p className="mt-2 text-sm text-red-400" role="alert">
              {t('errors.amountTooSmall')}
            </p>
          ) : null}
        </section>

        <Button
          type="submit"
          width="full"
          className="mt-6"
          disabled={!(quote.status === 'ready' && quote.payable)}
          data-testid="order-continue"
        >
          {t('continue')}
        </Button>
      </form>
    </div>
  );
}
