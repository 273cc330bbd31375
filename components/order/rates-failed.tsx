'use client';

/**
 * The order form's notice when GET /rates failed without an answer on the server (transport error, timeout, an
 * answer that is not rates; lib/order/server `ratesFailed`): the prices are unknown, not absent, so the form stays
 * (spec §8 "A failed route data load … returns empty data") and offers to load them again. Try again re-renders the
 * page's server part (router.refresh), which loads the rates anew; the draft in the form is kept.
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

/** The "prices could not be loaded" notice with its Try again button. */
export function RatesFailed() {
  const t = useTranslations('order');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Banner tone="warning" title={t('ratesFailedTitle')} className="mb-4">
      <p data-testid="rates-failed">{t('ratesFailedBody')}</p>
      <Button
        variant="secondary"
        className="mt-3"
        disabled={pending}
        aria-busy={pending}
        onClick={() => startTransition(() => router.refresh())}
        data-testid="rates-retry"
      >
        {t('retry')}
      </Button>
    </Banner>
  );
}
