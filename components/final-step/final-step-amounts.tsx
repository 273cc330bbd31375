/**
 * The amounts of the final step (spec §3 pay amount, §4 "Final step"): the pay amount large, what comes out below,
 * each labelled in the tense of the order's state (lib/transactions/final-step-labels: "You pay" / "You paid" for a
 * purchase, "You send" / "You sent" for a sale, "You receive" / "You received"). Money as money (components/ui/money):
 * what is paid rounds up, what is received rounds down.
 */
import { getLocale, getTranslations } from 'next-intl/server';
import { Money, sizeForLength } from '@/components/ui/money';
import type { Transaction } from '@/lib/api/schemas';
import { formatAmount } from '@/lib/money/format';
import type { FinalStepLabels } from '@/lib/transactions/final-step-labels';
import { amountsOf, payAmountWithCode } from '@/lib/transactions/pay';
import { cn } from '@/lib/ui/cn';

/** The pay amount's size by its length: a long amount takes a smaller size rather than running out of the card. */
const PAY_SIZES = [
  [9, 'text-3xl'],
  [13, 'text-2xl'],
] as const;

/**
 * @param transaction the transaction shown.
 * @param labels the screen's message keys (lib/transactions/final-step-labels).
 */
export async function FinalStepAmounts({ transaction, labels }: { transaction: Transaction; labels: FinalStepLabels }) {
  const pay = payAmountWithCode(transaction);
  if (!pay) return <div className="my-6" />;
  const [t, locale] = await Promise.all([getTranslations('finalStep'), getLocale()]);
  const amounts = amountsOf(transaction);
  // The pay amount is what the person pays or sends (amount in) unless only the amount out is known.
  const paySide = amounts.in ? 'pay' : 'get';
  const paySize = sizeForLength(formatAmount(pay.amount, pay.code, locale, paySide).length, PAY_SIZES, 'text-xl');
  return (
    <div className="my-6 rounded-2xl bg-grey-50 p-4 text-center">
      <p className="text-sm text-grey-400" data-testid="pay-label">
        {amounts.in ? t(labels.paid) : t('amounts.orderAmount')}
      </p>
      <p className={cn('font-bold wrap-anywhere text-text', paySize)} data-testid="pay-amount">
        <Money amount={pay.amount} code={pay.code} side={paySide} withCode={false} />{' '}
        <span className="text-xl">{pay.code}</span>
      </p>
      {amounts.in && amounts.out && labels.received ? (
        <p className="mt-1 text-sm text-grey-500" data-testid="receive-amount">
          <span data-testid="receive-label">{t(labels.received)}</span>{' '}
          <Money
            amount={amounts.out.amount}
            code={amounts.out.code}
            side="get"
            className="font-semibold wrap-anywhere"
          />
        </p>
      ) : null}
    </div>
  );
}
