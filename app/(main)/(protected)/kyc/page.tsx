/**
 * /kyc, identity verification (spec §2 protected; reads appId; §7 GET /kyc/token?appId, PUT /kyc/status; §8).
 *
 * On the server, with the person's cookies: the profile's kyc_status and kyc_level decide whether the step is
 * needed (lib/kyc/rule.ts). Already verified → say so and continue (`next`, else /transactions); under review →
 * say so. Otherwise GET /kyc/token: a 404 goes to /404 and other HTTP errors to /error (the global rule, spec §8);
 * a token that cannot be loaded for another reason (network, malformed answer) is "empty data" and the screen
 * offers a retry. Then the client island runs the provider through the adapter (components/kyc/kyc-verification).
 *
 * When `next` is a step of the order form (lib/order/journey-links `orderReturnOf`), this screen is a step of that
 * order: the order's step header and summary (components/order/account-step-header) replace the plain title, and the
 * flow continues with the order marked as having been through the identity check. Its billing details are complete
 * by then (the review checks them first), so they count only when this order went through them.
 */
import { getTranslations } from 'next-intl/server';
import { KycResult } from '@/components/kyc/kyc-result';
import { KycVerification } from '@/components/kyc/kyc-verification';
import { AccountStepHeader } from '@/components/order/account-step-header';
import { Card, ScreenTitle } from '@/components/ui/card';
import { getKycToken } from '@/lib/api/kyc';
import { getProfile } from '@/lib/api/user';
import { clientConfig } from '@/lib/config';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { NEXT_PARAM, afterKycPath, continuePath, kycAppId } from '@/lib/kyc/flow';
import { kycStep } from '@/lib/kyc/rule';
import { orderReturnOf, orderStepHref, passingThrough } from '@/lib/order/journey-links';
import { LANDING_PATH } from '@/lib/routes';

export const generateMetadata = routeMetadata('/kyc');

export default async function KycPage({ searchParams }: QueryPageProps) {
  const [t, tr, query, call] = await Promise.all([
    getTranslations('kyc'),
    getTranslations('routes'),
    pageQueryOf(searchParams),
    serverCaller(),
  ]);
  const requested = continuePath(firstString(query[NEXT_PARAM]), clientConfig.appOrigin);
  const order = orderReturnOf(requested);
  // An order goes on marked as having been through this screen (lib/order/journey-links).
  const next = order ? orderStepHref(passingThrough(order, 'identity')) : requested;
  const appId = kycAppId(query);
  const profile = await routeDataOrEmpty('profile', () => call(getProfile), null);
  const step = kycStep(profile);
  const title = order ? (
    <AccountStepHeader step="identity" order={order} facts={{ billingComplete: true, kyc: step }} title={tr('kyc')} />
  ) : (
    <ScreenTitle>{tr('kyc')}</ScreenTitle>
  );

  if (step === 'done') {
    return (
      <Card>
        {title}
        <KycResult result="alreadyApproved" t={t} action={{ href: afterKycPath(next) }} />
      </Card>
    );
  }
  if (step === 'in-review') {
    return (
      <Card>
        {title}
        <KycResult result="pending" t={t} action={{ href: LANDING_PATH }} />
      </Card>
    );
  }

  const token = await routeDataOrEmpty('kyc token', () => call(getKycToken, appId), null);
  return (
    <Card>
      {title}
      <p className="mb-5 text-sm text-grey-400">{t('intro')}</p>
      <KycVerification key={token?.token ?? 'none'} initialToken={token} appId={appId} next={next} />
    </Card>
  );
}
