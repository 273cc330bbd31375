'use client';

/**
 * The account steps an order needs (billing details, identity verification) and the banner shown when the API
 * refused an order for one of them (409 billing_incomplete / kyc_required: the API's own gates).
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Banner } from '@/components/ui/banner';
import { accountStepHref as journeyStepHref } from '@/lib/order/account-step-href';

/** /billing-details or /kyc, coming back to `next` afterwards (lib/order/account-step-href). */
export function accountStepHref(step: 'billing' | 'kyc', next: string): string {
  return journeyStepHref(step === 'kyc' ? 'identity' : 'billing', next);
}

/**
 * Says which account step the API asked for, with the way there and back to this order (`next`, an app path).
 * @param gate `billing` or `kyc`.
 */
export function OrderGateBanner({ gate, next }: { gate: 'billing' | 'kyc'; next: string }) {
  const t = useTranslations('order');
  return (
    <div data-testid="order-gate" className="mt-4">
      <Banner tone="warning" title={t(gate === 'billing' ? 'gateBillingTitle' : 'gateKycTitle')}>
        <p>{t(gate === 'billing' ? 'gateBillingBody' : 'gateKycBody')}</p>
        <Link
          href={accountStepHref(gate, next)}
          className="mt-1 inline-block font-semibold underline underline-offset-4"
          data-testid="order-gate-link"
        >
          {t(gate === 'billing' ? 'gateBillingLink' : 'gateKycLink')}
        </Link>
      </Banner>
    </div>
  );
}
