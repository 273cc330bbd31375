'use client';

/**
 * What a screen shows in place of data whose route load failed (spec §8 "A failed route data load is logged and
 * returns empty data"): a short notice and a way to try again (router.refresh() renders the
 * server part again, keeping what the person typed elsewhere on the page). The failure itself was logged and
 * reported by lib/http/server `loadOrEmpty`; the notice never shows the server's message text (spec §8).
 */
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

export interface LoadFailedProps {
  /** Optional heading above the notice (the screen's own title when nothing else shows). */
  title?: string;
  className?: string;
}

/** The "could not be loaded, try again" notice of a failed route data load. */
export function LoadFailed({ title, className }: LoadFailedProps) {
  const t = useTranslations('errors');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={className} data-testid="load-failed">
      <Banner tone="warning" title={title ?? t('loadFailedTitle')}>
        {t('loadFailedBody')}
      </Banner>
      <Button
        variant="secondary"
        width="full"
        className="mt-4"
        disabled={pending}
        onClick={() => startTransition(() => router.refresh())}
      >
        {t('retry')}
      </Button>
    </div>
  );
}
