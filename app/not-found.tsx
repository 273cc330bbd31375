/**
 * notFound() anywhere shows the no-match screen (spec §2), with the real 404 status. Its way on is a plain link
 * (a full page load), not next/link: see components/errors/status-card.tsx (issue 11).
 */
import { getTranslations } from 'next-intl/server';
import { StatusCard } from '@/components/errors/status-card';
import { buttonVariants } from '@/components/ui/button';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return (
    <main className="flex min-h-dvh flex-col justify-center py-6">
      <StatusCard testId="not-found" title={t('notFoundTitle')} body={t('notFoundBody')}>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load on purpose: next/link here
            would put a second copy of its code into every page's first load (components/errors/status-card.tsx) */}
        <a href="/decision-flow" className={buttonVariants({ width: 'full' })}>
          {t('goStart')}
        </a>
      </StatusCard>
    </main>
  );
}
