'use client';

/**
 * The card payment step of the card flow (FPF; spec §2 /payment): the payment provider's hosted card form in a
 * frame, so card numbers never pass through this app. The frame may pay (payment request API), run its scripts
 * and forms, and lead the whole window on (top navigation only after the person's own click: the provider's
 * "Pay" sends them to /final-step). A spinner shows until the form has loaded; a link opens it as a full page
 * where frames are not possible (some webviews, blocked third-party content).
 */
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';

/** Frame permissions of the card form (REFERENCES.md "iframe permissions for KYC and card payment"). */
export const CARD_FRAME_ALLOW = 'payment';
export const CARD_FRAME_SANDBOX = 'allow-forms allow-scripts allow-same-origin allow-top-navigation-by-user-activation';

/** The provider's card form in a frame, with its loading state and a full-page way out (spec §2 /payment). */
export function CardPayment({ url }: { url: string }) {
  const t = useTranslations('payment');
  const [loaded, setLoaded] = useState(false);
  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl border border-grey-200 bg-white">
        {!loaded ? (
          <div className="absolute inset-0 flex items-center justify-center gap-2 bg-surface text-grey-400">
            <Spinner label={t('frameLoading')} />
            <span aria-hidden="true">{t('frameLoading')}</span>
          </div>
        ) : null}
        <iframe
          src={url}
          title={t('frameTitle')}
          allow={CARD_FRAME_ALLOW}
          sandbox={CARD_FRAME_SANDBOX}
          referrerPolicy="origin"
          onLoad={() => setLoaded(true)}
          className="block h-[420px] w-full"
          data-testid="card-frame"
        />
      </div>
      <p className="mt-3 text-center text-sm text-grey-400">
        {t('frameTrouble')}{' '}
        <a
          href={url}
          className="font-semibold text-green-500 underline-offset-4 hover:underline"
          data-testid="card-full-page"
        >
          {t('openFullPage')}
        </a>
      </p>
    </div>
  );
}
