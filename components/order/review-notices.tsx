'use client';

/**
 * The notices of the order's review step: an order already open (the 409 of POST /on-ramp or /off-ramp, spec §8's
 * excluded call, shown here with a link to the open order; nothing is lost), a failure that is not an HTTP answer
 * (those go through the global error rule), with a retry of the account check, and a quote that has expired, with a
 * refresh.
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Banner } from '@/components/ui/banner';

/**
 * "An order is already open" with a link to it: its /transaction page when the API named it, else the list of
 * incomplete transactions.
 * @param openTransactionId the open order's transaction id from the 409 answer, or null.
 */
export function OrderConflictNotice({ openTransactionId }: { openTransactionId: string | null }) {
  const t = useTranslations('order');
  const openHref = openTransactionId
    ? `/transaction?${new URLSearchParams({ id: openTransactionId }).toString()}`
    : '/transactions?status=incomplete';
  return (
    <div data-testid="order-conflict" className="mt-4">
      <Banner tone="warning" title={t('conflictTitle')}>
        <p>{t('conflictBody')}</p>
        <Link
          href={openHref}
          className="mt-1 inline-block font-semibold underline underline-offset-4"
          data-testid="order-conflict-link"
        >
          {t('conflictLink')}
        </Link>
      </Banner>
    </div>
  );
}

/**
 * "Something went wrong" with a retry button.
 * @param onRetry runs the account check again.
 */
export function ReviewFailedNotice({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('order');
  return (
    <Banner tone="error" title={t('failedTitle')} className="mt-4">
      <p>{t('failedBody')}</p>
      <button type="button" className="mt-1 font-semibold underline underline-offset-4" onClick={onRetry}>
        {t('retry')}
      </button>
    </Banner>
  );
}

/**
 * The quote has expired and was not refreshed by itself (components/order/use-order-quote): says so, with a button
 * that asks for a fresh quote. Confirm waits for it.
 * @param onRefresh asks for a fresh quote.
 */
export function QuoteExpiredNotice({ onRefresh }: { onRefresh: () => void }) {
  const t = useTranslations('order');
  return (
    <div data-testid="quote-expired" className="mt-4">
      <Banner tone="warning">
        <p>{t('quoteExpired')}</p>
        <button
          type="button"
          className="mt-1 min-h-11 font-semibold underline underline-offset-4"
          onClick={onRefresh}
          data-testid="quote-refresh"
        >
          {t('quoteRefresh')}
        </button>
      </Banner>
    </div>
  );
}
