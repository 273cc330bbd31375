/** /404, the no-match page (spec §2, §8); reads interactiveId. */
import { getTranslations } from 'next-intl/server';
import { StatusScreen, wayOn } from '@/components/errors/status-screen';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/404');

export default async function NotFoundPage({ searchParams }: QueryPageProps) {
  const t = await getTranslations('errors');
  const interactiveId = firstString((await pageQueryOf(searchParams)).interactiveId);
  return (
    <StatusScreen
      testId="not-found"
      title={t('notFoundTitle')}
      body={t('notFoundBody')}
      action={{ href: wayOn(interactiveId, '/decision-flow'), label: interactiveId ? t('backToFlow') : t('goStart') }}
    />
  );
}
