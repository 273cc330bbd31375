'use client';

/**
 * Tells a signed-in person who already has an open order (spec §4: has_pending_action, the prefetched first
 * incomplete transaction) before they start another one, with a link to it: the API would refuse a second
 * order (409), so say it first.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSession } from '@/components/session/session-provider';
import { Banner } from '@/components/ui/banner';

/** The warning about an open order, from the session's prefetched first incomplete transaction (spec §4). */
export function OpenOrderNotice() {
  const t = useTranslations('decisionFlow');
  const { pendingTransaction } = useSession();
  if (!pendingTransaction) return null;
  return (
    <Banner tone="warning" title={t('openOrderTitle')} className="mb-4">
      <p>{t('openOrderBody')}</p>
      <Link
        href={`/transaction?${new URLSearchParams({ id: pendingTransaction.id }).toString()}`}
        className="mt-1 inline-block font-semibold underline underline-offset-4"
        data-testid="open-order-link"
      >
        {t('openOrderLink')}
      </Link>
    </Banner>
  );
}
