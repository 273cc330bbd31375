/**
 * /billing-details (spec §2 protected; §7 GET /user/billing/fields; §8). The server loads the fields with the
 * person's cookies and renders the form island (components/billing/billing-form.tsx).
 *
 * A failed load shows an empty form (spec §8 "If billing fields … fail to load, empty data is used"): a transport
 * failure (network, timeout) or an answer that does not parse gives the app's default field description with no
 * values, and a notice. An HTTP error answer follows the global rule of spec §8 like every other call — 401 →
 * login, 404 → /404, 5xx → /error — because the spec's exclusions name only the 400 of PUT, not GET: a 5xx means
 * the billing service is down, and an empty form would only invite the person to type details that cannot be
 * saved. `next` (a same-origin path, lib/kyc/flow.ts) names the screen the flow continues to.
 */
import { getTranslations } from 'next-intl/server';
import { BillingForm } from '@/components/billing/billing-form';
import { Banner } from '@/components/ui/banner';
import { Card, ScreenTitle } from '@/components/ui/card';
import { getBillingFields } from '@/lib/api/billing';
import { emptyBillingFields, initialBillingValues } from '@/lib/billing/fields';
import { clientConfig } from '@/lib/config';
import { firstString } from '@/lib/http/query';
import { loadOrEmpty, requestQuery, serverApi } from '@/lib/http/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { NEXT_PARAM, continuePath } from '@/lib/kyc/flow';

export const generateMetadata = routeMetadata('/billing-details');

export default async function BillingDetailsPage() {
  const [t, tr, query, http] = await Promise.all([
    getTranslations('billing'),
    getTranslations('routes'),
    requestQuery(),
    serverApi(),
  ]);
  const next = continuePath(firstString(query[NEXT_PARAM]), clientConfig.appOrigin);
  const loaded = await loadOrEmpty('billing fields', () => getBillingFields(http), null);
  const data = loaded ?? emptyBillingFields();
  return (
    <Card>
      <ScreenTitle>{tr('billingDetails')}</ScreenTitle>
      <p className="mb-5 text-sm text-grey-400">{t('intro')}</p>
      {loaded ? null : (
        <Banner tone="warning" className="mb-5">
          <span data-testid="billing-load-failed">{t('loadFailed')}</span>
        </Banner>
      )}
      <BillingForm fields={data.fields} values={initialBillingValues(data)} next={next} />
    </Card>
  );
}
