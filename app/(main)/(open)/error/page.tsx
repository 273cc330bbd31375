/**
 * /error, the error page of the global error rule (spec §2, §8); reads interactiveId, and `id` when the identity
 * service sent the browser here (spec §7 `/self-service/errors` with id): then the reason is told in the person's
 * language (lib/auth/flow-error-reason.ts), with the generic text for an unknown or expired id.
 */
import { getTranslations } from 'next-intl/server';
import { StatusScreen, wayOn } from '@/components/errors/status-screen';
import { loadFlowError } from '@/lib/auth/flow-error';
import { flowErrorReason } from '@/lib/auth/flow-error-reason';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { LANDING_PATH, LOGIN_PATH } from '@/lib/routes';

export const generateMetadata = routeMetadata('/error');

export default async function ErrorPage({ searchParams }: QueryPageProps) {
  const t = await getTranslations('errors');
  const query = await pageQueryOf(searchParams);
  const interactiveId = firstString(query.interactiveId);
  const kratosErrorId = firstString(query.id);
  const reason = kratosErrorId ? flowErrorReason(await loadFlowError(kratosErrorId)) : 'generic';
  if (reason !== 'generic') {
    return (
      <StatusScreen
        testId="error-page"
        title={t('errorTitle')}
        body={t(`identity.${reason}`)}
        action={
          reason === 'alreadySignedIn'
            ? { href: LANDING_PATH, label: t('goStart') }
            : { href: LOGIN_PATH, label: t('signInAgain') }
        }
      />
    );
  }
  return (
    <StatusScreen
      testId="error-page"
      title={t('errorTitle')}
      body={t('errorBody')}
      action={{ href: wayOn(interactiveId, '/decision-flow'), label: interactiveId ? t('backToFlow') : t('goStart') }}
    />
  );
}
