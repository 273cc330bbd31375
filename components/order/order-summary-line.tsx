/**
 * The order's one-line summary on the screens between the amount and the review (lib/order/summary.ts): the wallet
 * step in the browser, /billing-details and /kyc on the server (./account-step-header). Server-safe (no hooks); apart
 * from ./journey-header so that the order form's first step does not load it.
 */
import { formatMoney } from '@/lib/money/format';
import type { OrderSummaryAmounts } from '@/lib/order/summary';

/** Props of {@link OrderSummaryLine}. */
export interface OrderSummaryLineProps {
  amounts: OrderSummaryAmounts;
  /** The language the amounts are written in. */
  locale: string;
  /** "You pay" and "You get", translated. */
  labels: { pay: string; get: string };
}

/**
 * "You pay 250.00 BRL · You get 44.54 USDC" (lib/order/summary): what is paid rounded up, what is received rounded
 * down (lib/money/format), either part left out when unknown.
 */
export function OrderSummaryLine({ amounts, locale, labels }: OrderSummaryLineProps) {
  const parts = [
    amounts.pay ? `${labels.pay} ${formatMoney(amounts.pay.amount, amounts.pay.code, locale, 'pay')}` : null,
    amounts.get ? `${labels.get} ${formatMoney(amounts.get.amount, amounts.get.code, locale, 'get')}` : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p className="-mt-2 mb-5 text-sm font-medium text-grey-500 tabular-nums" data-testid="order-summary-line">
      {parts.join(' · ')}
    </p>
  );
}
