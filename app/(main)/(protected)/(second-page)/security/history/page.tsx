/**
 * /security/history (spec §2, second-page layout): the identity's sessions, this device first, with
 * revoke controls (components/account/session-list.tsx). Data: lib/auth/sessions.ts.
 */
import { getTranslations } from 'next-intl/server';
import { SessionList } from '@/components/account/session-list';
import { Banner } from '@/components/ui/banner';
import { Card, ScreenTitle } from '@/components/ui/card';
import { loadSessionHistory } from '@/lib/auth/sessions';
import { routeMetadata } from '@/lib/i18n/route-metadata';

export const generateMetadata = routeMetadata('/security/history');

export default async function SecurityHistoryPage() {
  const [t, history] = await Promise.all([getTranslations('account.sessions'), loadSessionHistory()]);
  return (
    <Card>
      <ScreenTitle>{t('title')}</ScreenTitle>
      <p className="mb-4 text-sm text-grey-500">{t('intro')}</p>
      {history.complete ? null : (
        <Banner tone="error" className="mb-4">
          {t('incomplete')}
        </Banner>
      )}
      <SessionList initialRows={history.rows} initialNextPageToken={history.nextPageToken} />
    </Card>
  );
}
