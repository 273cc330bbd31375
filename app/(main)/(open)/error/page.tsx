/** /error, the error page of the global error rule (spec §2, §8); reads interactiveId. */
import { getTranslations } from 'next-intl/server';
import { StatusScreen, wayOn } from '@/components/errors/status-screen';
import { firstString } from '@/lib/http/query';
import { requestQuery } from '@/lib/http/server';

export async function generateMetadata() {
  return { title: (await getTranslations('routes'))('error') };
}

export default async function ErrorPage() {
  const t = await getTranslations('errors');
  const interactiveId = firstString((await requestQuery()).interactiveId);
  return (
    <StatusScreen
      testId="error-page"
      title={t('errorTitle')}
      body={t('errorBody')}
      action={{ href: wayOn(interactiveId, '/decision-flow'), label: interactiveId ? t('backToFlow') : t('goStart') }}
    />
  );
}
