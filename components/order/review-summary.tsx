'use client';

/**
 * The summary of the order's review step (spec §2 order form, §3 amounts as decimal strings): what the person pays
 * and gets, the rate, the fee, the network fee when the quote has one, the network, the wallet, for a sell where the
 * fiat is paid out (./payout-summary), for the card flow the payment method, and the total paid, from the quote shown;
 * a spinner while the first quote is on its way.
 */
import { useTranslations } from 'next-intl';
import { LabelValueList } from '@/components/ui/label-value-list';
import { useMoneyFormat } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import type { OrderDraft } from '@/lib/order/draft-fields';
import { CRYPTO_CURRENCY, type PaymentMethod } from '@/lib/order/rules';
import { shownQuote } from './amount-quote';
import { PayoutSummary } from './payout-summary';
import { ShortAddress } from './short-address';
import { useDisplayDecimal } from './use-display-decimal';
import type { OrderQuoteState } from './use-order-quote';

/** Props of {@link ReviewSummary}. */
export interface ReviewSummaryProps {
  /** The order: its direction, fiat currency, network, typed address and, selling, its payout. */
  draft: OrderDraft;
  /** The live quote: a ready quote is shown, a loading one shows the previous quote with a spinner. */
  quote: OrderQuoteState;
  paymentMethod: PaymentMethod;
  /** The saved wallet the order goes to or comes from (GET /user/wallets), when one is chosen and loaded. */
  wallet: { name: string; address: string } | undefined;
}

/**
 * The order's summary: amounts as money (components/ui/money: each currency's decimals, what the person pays rounded
 * up, what they get rounded down), the rate as "1 USDC = … fiat", the fee with its percent, the network fee in USDC,
 * and the Total: the amount in, which every fee is taken from (lib/order/quote: the fee from the fiat side, the
 * network fee from the USDC side).
 */
export function ReviewSummary({ draft, quote, paymentMethod, wallet }: ReviewSummaryProps) {
  const t = useTranslations('order');
  const display = useDisplayDecimal();
  const money = useMoneyFormat();
  const shown = shownQuote(quote);
  const buying = draft.mode === 'on-ramp';
  const fiat = draft.fiat ?? '';
  const inCode = buying ? fiat : CRYPTO_CURRENCY.code;
  const outCode = buying ? CRYPTO_CURRENCY.code : fiat;
  const paid = (amount: string) => money.money(amount, inCode, 'pay');

  if (!shown) {
    return (
      <p className="flex items-center gap-2 text-grey-400">
        <Spinner label={t('quoteLoading')} />
        <span aria-hidden="true">{t('quoteLoading')}</span>
      </p>
    );
  }
  return (
    <div className="rounded-2xl border border-grey-200 p-4" data-testid="order-summary">
      <LabelValueList
        rows={[
          {
            label: t('youPay'),
            value: paid(shown.amount_in),
            strong: true,
            testId: 'summary-pay',
          },
          {
            label: t('youGet'),
            value: money.money(shown.amount_out, outCode, 'get'),
            strong: true,
            testId: 'summary-get',
          },
          {
            label: t('rate'),
            value: t('rateValue', {
              crypto: CRYPTO_CURRENCY.code,
              rate: money.rate(shown.rate),
              fiat,
            }),
          },
          {
            label: t('fee', { percent: display(shown.fee_percent, { minDecimals: 0 }) }),
            value: money.money(shown.fee, fiat),
          },
          ...(shown.network_fee && /[1-9]/.test(shown.network_fee)
            ? [
                {
                  label: t('networkFee'),
                  value: money.money(shown.network_fee, CRYPTO_CURRENCY.code),
                  testId: 'summary-network-fee',
                },
              ]
            : []),
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
          ...(!buying && draft.payout
            ? [
                {
                  label: t('payout.summaryLabel'),
                  value: <PayoutSummary payout={draft.payout} />,
                  testId: 'summary-payout',
                },
              ]
            : []),
          ...(paymentMethod === 'card' ? [{ label: t('paymentMethodLabel'), value: t('paymentCard') }] : []),
          { label: t('total'), value: paid(shown.amount_in), strong: true, testId: 'summary-total' },
        ]}
      />
      {quote.status === 'loading' ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-grey-400">
          <Spinner label={t('quoteLoading')} className="[&_svg]:size-4" />
          <span aria-hidden="true">{t('quoteLoading')}</span>
        </p>
      ) : null}
    </div>
  );
}
