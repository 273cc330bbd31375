/** notFound() anywhere shows the no-match screen (spec §2), with the real 404 status. */
import { getTranslations } from 'next-intl/server';
import { StatusScreen } from '@/components/errors/status-screen';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <main className="flex min-h-dvh flex-col justify-center py-6">
      <StatusScreen
        testId="not-found"
        title={t('notFoundTitle')}
        body={t('notFoundBody')}
        action={{ href: '/decision-flow', label: t('goStart') }}
      />
    </main>
  );
}
