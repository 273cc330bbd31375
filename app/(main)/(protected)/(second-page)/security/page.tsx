/**
 * /security (spec §2, second-page layout; Kratos settings ui_url). With `?flow=` it renders the Kratos
 * settings flow's password form (Kratos sends people here after account recovery); without, the screen's
 * title, a short text and a link that starts a settings flow returning here.
 */
import { getTranslations } from 'next-intl/server';
import { AuthFlowPage } from '@/components/auth/flow-page';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { FLOW_PAGE, FLOW_PARAM, startFlowPath } from '@/lib/auth/flow-url';
import { clientConfig } from '@/lib/config';
import { firstString } from '@/lib/http/query';
import { requestQuery } from '@/lib/http/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/security');

export default async function SecurityPage() {
  if (firstString((await requestQuery())[FLOW_PARAM])) {
    return <AuthFlowPage kind="settings" page={FLOW_PAGE.settings} />;
  }
  const t = await getTranslations('auth');
  const here = new URL(FLOW_PAGE.settings, clientConfig.appOrigin).href;
  return (
    <Card>
      <ScreenTitle>{t('security.title')}</ScreenTitle>
      <p className="mb-6 text-grey-400">{t('security.text')}</p>
      {/* A plain link: the settings flow is created by the browser through /auth (CSRF cookie). */}
      <a href={startFlowPath('settings', here)} className={buttonVariants({ variant: 'secondary', width: 'full' })}>
        {t('security.changePassword')}
      </a>
    </Card>
  );
}
