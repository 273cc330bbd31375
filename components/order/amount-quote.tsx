'use client';

/**
 * The live quote of the order's amount step (spec §2 order form, §7 GET /rates): the rate and the fee of the quote
 * shown, a spinner while a new one is on its way, and a note when the amount delivers nothing. A polite live region,
 * so a screen reader hears the new rate.
 */
import { useTranslations } from 'next-intl';
import { LabelValueList } from '@/components/ui/label-value-list';
import { useMoneyFormat } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import type { Quote } from '@/lib/order/quote';
import { CRYPTO_CURRENCY } from '@/lib/order/rules';
import { cn } from '@/lib/ui/cn';
import { useDisplayDecimal } from './use-display-decimal';
import type { OrderQuoteState } from './use-order-quote';

/** The quote to show: the ready one, else the previous one while a new one loads, else none. */
export function shownQuote(quote: OrderQuoteState): Quote | null {
  return quote.status === 'ready' ? quote.quote : quote.status === 'loading' ? quote.previous : null;
}

/** Props of {@link AmountQuote}. */
export interface AmountQuoteProps {
  /** The live quote (components/order/use-order-quote). */
  quote: OrderQuoteState;
  /** The fiat currency code the rate and the fee are in. */
  fiat: string;
}

/**
 * The quote panel: "1 USDC = … fiat" (4 decimals, buying and selling alike) and the fee in fiat (its currency's
 * decimals; lib/money/format) with its percent, in tabular numerals; a hint while no amount is typed or the amount is
 * invalid.
 */
export function AmountQuote({ quote, fiat }: AmountQuoteProps) {
  const t = useTranslations('order');
  const display = useDisplayDecimal();
  const money = useMoneyFormat();
  const shown = shownQuote(quote);
  const busy = quote.status === 'loading';
  const tooSmall = quote.status === 'ready' && !quote.payable;
  return (
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
        <div className={cn('tabular-nums', busy && 'opacity-60')}>
          <LabelValueList
            rows={[
              {
                label: t('rate'),
                value: t('rateValue', {
                  crypto: CRYPTO_CURRENCY.code,
                  rate: money.rate(shown.rate),
                  fiat,
                }),
                testId: 'quote-rate',
              },
              {
                label: t('fee', { percent: display(shown.fee_percent, { minDecimals: 0 }) }),
                value: money.money(shown.fee, fiat),
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
  );
}
