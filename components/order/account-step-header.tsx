/**
 * The header of /billing-details and /kyc when an order leads there (lib/order/journey-links `orderReturnOf`): the
 * order's step header (./journey-header: back, "Step n of m", the title) and the order in one line, "You pay
 * 250.00 BRL" (./order-summary-line): what the person typed, from the orderFormData cookie, with no quote asked
 * for. A server component: the screens' client islands carry none of it.
 *
 * Back leads to the screen before this one in the journey: the billing details from the identity check when this
 * order went through them, else the order's wallet step.
 */
import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { orderJourney, previousStep, type AccountStep, type JourneyFacts } from '@/lib/order/journey';
import { accountStepHref, orderStepHref, type OrderReturn } from '@/lib/order/journey-links';
import { savedOrderDraft } from '@/lib/order/journey-server';
import { orderSummaryAmounts } from '@/lib/order/summary';
import { JourneyHeader } from './journey-header';
import { OrderSummaryLine } from './order-summary-line';

/** Props of {@link AccountStepHeader}. */
export interface AccountStepHeaderProps {
  /** The screen shown. */
  step: AccountStep;
  /** The order the screen was reached from. */
  order: OrderReturn;
  /** What the screen knows of the person (the screen itself is listed whatever they say). */
  facts: Pick<JourneyFacts, 'billingComplete' | 'kyc'>;
  /** The screen's title (the h1). */
  title: string;
}

/** The order's step header and summary on an account screen (see the module comment). */
export async function AccountStepHeader({ step, order, facts, title }: AccountStepHeaderProps) {
  const [t, locale, draft] = await Promise.all([getTranslations('order'), getLocale(), savedOrderDraft()]);
  const journey = orderJourney({ signedIn: true, ...facts, passed: order.passed }, step);
  const backHref =
    previousStep(journey) === 'billing'
      ? accountStepHref('billing', orderStepHref(order))
      : orderStepHref(order, 'wallet');
  const amounts = orderSummaryAmounts(draft);
  return (
    <>
      <JourneyHeader
        journey={journey}
        title={title}
        stepText={t('stepOf', { step: journey.index + 1, total: journey.steps.length })}
        back={{ href: backHref, text: t('back') }}
      />
      {amounts ? (
        <OrderSummaryLine amounts={amounts} locale={locale} labels={{ pay: t('youPay'), get: t('youGet') }} />
      ) : null}
    </>
  );
}
