/**
 * /billing-details (spec §2 protected; §7 GET /user/billing/fields; §8). The server loads the fields with the
 * person's cookies and renders the form island (components/billing/billing-form.tsx).
 *
 * A failed load shows an empty form with a notice (spec §8 "Other cases": "If billing fields … fail to load, empty
 * data is used"). That row names this load, so it is the more specific rule and wins over the global one: any
 * failure — a transport error, an answer that does not parse, and every HTTP error answer, 404 and 5xx included —
 * gives the app's default field description with no values (policy 'screen-handles', lib/http/policy.ts). A 404 gets
 * the same empty form: /billing-details is the form itself, not a record the person asked for, so "no such page"
 * would be wrong. Only a 401 still goes to login (spec §4, §8): without a session nothing could be saved either.
 * After a failed load the form saves under the 'screen-handles' policy too, so a failed save too keeps what the
 * person typed on the screen. `next` (a same-origin path, lib/kyc/flow.ts) names the screen the flow continues to.
 * When it is a step of the order form (lib/order/journey-links `orderReturnOf`), this screen is a step of that order:
 * the order's step header and summary (components/order/account-step-header), with the profile's verification step
 * loaded alongside the fields for the count (policy 'empty-on-failure': a failure only leaves the count longer), and
 * the flow continues with the order marked as having been through the billing details.
 */
import { getTranslations } from 'next-intl/server';
import { BillingForm } from '@/components/billing/billing-form';
import { AccountStepHeader } from '@/components/order/account-step-header';
import { Banner } from '@/components/ui/banner';
import { Card, ScreenTitle } from '@/components/ui/card';
import { getBillingFieldsHandledByScreen } from '@/lib/api/billing';
import { emptyBillingFields, initialBillingValues } from '@/lib/billing/fields';
import { clientConfig } from '@/lib/config';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { NEXT_PARAM, continuePath } from '@/lib/kyc/flow';
import { orderReturnOf, orderStepHref, passingThrough } from '@/lib/order/journey-links';
import { loadKycStep } from '@/lib/order/journey-server';

export const generateMetadata = routeMetadata('/billing-details');

export default async function BillingDetailsPage({ searchParams }: QueryPageProps) {
  const [t, tr, query] = await Promise.all([
    getTranslations('billing'),
    getTranslations('routes'),
    pageQueryOf(searchParams),
  ]);
  const next = continuePath(firstString(query[NEXT_PARAM]), clientConfig.appOrigin);
  const order = orderReturnOf(next);
  const [loaded, kyc] = await Promise.all([
    routeDataOrEmpty(
      'GET /user/billing/fields',
      async () => (await serverCaller())(getBillingFieldsHandledByScreen),
      null,
    ),
    order ? loadKycStep() : null,
  ]);
  const data = loaded ?? emptyBillingFields();
  return (
    <Card>
      {order ? (
        <AccountStepHeader step="billing" order={order} facts={{ kyc }} title={tr('billingDetails')} />
      ) : (
        <ScreenTitle>{tr('billingDetails')}</ScreenTitle>
      )}
      <p className="mb-5 text-sm text-grey-400">{t('intro')}</p>
      {loaded ? null : (
        <Banner tone="warning" className="mb-5">
          <span data-testid="billing-load-failed">{t('loadFailed')}</span>
        </Banner>
      )}
      <BillingForm
        fields={data.fields}
        values={initialBillingValues(data)}
        next={order ? orderStepHref(passingThrough(order, 'billing')) : next}
        loadFailed={loaded === null}
      />
    </Card>
  );
}
