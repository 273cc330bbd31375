'use client';

/**
 * The inputs of the order's amount step (spec §2 order form, §3 amounts as decimal strings): "You pay" and "You get"
 * (either can be typed; the other comes from the live quote) with the fiat currency beside the fiat amount, and the
 * network. Each control has a `name` of ./entered-before-hydration `FIELD`, so what was entered before hydration is
 * adopted by the step.
 */
import { useTranslations } from 'next-intl';
import { IconSelect } from '@/components/ui/icon-select';
import type { Blockchain } from '@/lib/domain/blockchains';
import { roundForDisplay } from '@/lib/money/format';
import { decimalsOf } from '@/lib/order/decimal';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { CRYPTO_CURRENCY } from '@/lib/order/rules';
import { AmountField } from './amount-field';
import { shownQuote } from './amount-quote';
import { CurrencySelect, CurrencyTag } from './currency-pickers';
import { FIELD } from './entered-before-hydration';
import type { OrderQuoteState } from './use-order-quote';

/** Props of {@link AmountPair}. */
export interface AmountPairProps {
  /** The order: direction, typed side and amount, fiat currency. */
  draft: OrderDraft;
  /** Receives the order with a new amount (and the side it was typed on) or fiat currency. */
  onChange: (next: OrderDraft) => void;
  /** The live quote, which fills the side that was not typed. */
  quote: OrderQuoteState;
  /** The fiat currency code shown (the order's, else the first of the rates). */
  fiat: string;
  /** The fiat currencies on offer (GET /rates). */
  fiats: string[];
  /** The fiat currency cannot be changed (fixed by the partner, or only one on offer). */
  fiatLocked: boolean;
  /** The amounts cannot be changed (fixed by the partner). */
  amountLocked: boolean;
  /** The message of an invalid amount, shown under the field that was typed. */
  amountError: string | undefined;
}

/**
 * "You pay" above "You get": fiat then USDC when buying, USDC then fiat when selling. The amount typed shows as typed
 * (grouped); the other one, from the quote, as money (lib/money/format: its currency's decimals, what the person pays
 * rounded up, what they get rounded down), while the order keeps the quote's exact amounts.
 */
export function AmountPair({
  draft,
  onChange,
  quote,
  fiat,
  fiats,
  fiatLocked,
  amountLocked,
  amountError,
}: AmountPairProps) {
  const t = useTranslations('order');
  const buying = draft.mode === 'on-ramp';
  const shown = shownQuote(quote);
  const busy = quote.status === 'loading';
  const inCode = buying ? fiat : CRYPTO_CURRENCY.code;
  const outCode = buying ? CRYPTO_CURRENCY.code : fiat;
  const computed = (v: string | undefined, code: string, side: 'pay' | 'get') =>
    draft.amount.trim() && v ? roundForDisplay(v, code, side) : '';
  const payValue = draft.side === 'in' ? draft.amount : computed(shown?.amount_in, inCode, 'pay');
  const getValue = draft.side === 'out' ? draft.amount : computed(shown?.amount_out, outCode, 'get');
  const decimals = (side: 'in' | 'out') => decimalsOf(draft.mode, side, draft.blockchain ?? 'stellar');
  const type = (side: 'in' | 'out') => (value: string) => onChange({ ...draft, side, amount: value });
  const fiatSelect = (
    <CurrencySelect
      label={t('fiatLabel')}
      value={fiat}
      options={fiats}
      disabled={fiatLocked}
      onChange={(value) => onChange({ ...draft, fiat: value })}
      testId="order-fiat"
      name={FIELD.fiat}
    />
  );
  const usdc = <CurrencyTag code={CRYPTO_CURRENCY.code} />;
  return (
    <div className="flex flex-col gap-2">
      <AmountField
        label={t('youPay')}
        testId="order-amount-in"
        name={FIELD.amountIn}
        value={payValue}
        onChange={type('in')}
        maxDecimals={decimals('in')}
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
        maxDecimals={decimals('out')}
        readOnly={amountLocked}
        busy={busy && draft.side === 'in'}
        error={draft.side === 'out' ? amountError : undefined}
        currency={buying ? usdc : fiatSelect}
      />
    </div>
  );
}

/** Props of {@link NetworkSelect}. */
export interface NetworkSelectProps {
  /** The order; its `blockchain` is the chosen network (stellar when none). */
  draft: OrderDraft;
  /** Receives the order with the chosen network. */
  onChange: (next: OrderDraft) => void;
  /** The networks on offer. */
  blockchains: Blockchain[];
  /** The network cannot be changed (fixed by the partner, or only one on offer). */
  locked: boolean;
}

/** The network the USDC moves on, each with its icon, and a hint naming it. */
export function NetworkSelect({ draft, onChange, blockchains, locked }: NetworkSelectProps) {
  const t = useTranslations('order');
  return (
    <div className="mt-4">
      <IconSelect
        look="field"
        label={t('networkLabel')}
        value={draft.blockchain ?? ''}
        disabled={locked}
        onChange={(value) => onChange({ ...draft, blockchain: value as Blockchain })}
        options={blockchains.map((b) => ({ value: b, label: t(`networks.${b}`) }))}
        hint={t('networkHint', { network: t(`networks.${draft.blockchain ?? 'stellar'}`) })}
        name={FIELD.blockchain}
        testId="order-network"
      />
    </div>
  );
}
