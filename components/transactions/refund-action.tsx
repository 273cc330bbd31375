'use client';

/**
 * Refund of a transaction (issue #4; spec §7 PUT /user/transactions/{id}/refund). Offered only for the
 * statuses of lib/transactions/refund (the page decides); a confirmation step comes first; on success the new status is shown
 * and the server page is refreshed. A refusal (409 and other errors) goes through the client error rule.
 */
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { transactionEnvelopeSchema } from '@/lib/api/schemas';
import { api } from '@/lib/http/client';
import { StatusBadge } from './status-badge';

/** The refund panel: explanation, "Ask for a refund", confirmation, result. */
export function RefundAction({ id }: { id: string }) {
  const t = useTranslations('transactions');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const refund = useMutation({
    mutationFn: async () => transactionEnvelopeSchema.parse(await api.put(`user/transactions/${encodeURIComponent(id)}/refund`).json()).transaction,
    onSuccess: () => router.refresh(),
  });

  if (refund.data) {
    return (
      <Banner tone="success" title={t('refund.title')}>
        <span data-testid="refund-done">
          {t('refund.done', { status: t(`status.${refund.data.status}` as 'status.refunded') })}
        </span>
        <div className="mt-2">
          <StatusBadge status={refund.data.status} extraStatus={refund.data.extra_status} />
        </div>
      </Banner>
    );
  }
  return (
    <section className="rounded-2xl border border-grey-100 p-4" aria-labelledby="refund-title" data-testid="refund">
      <h2 id="refund-title" className="font-semibold text-text">
        {confirming ? t('refund.confirmTitle') : t('refund.title')}
      </h2>
      <p className="mt-1 text-sm text-grey-500">{confirming ? t('refund.confirmBody') : t('refund.explain')}</p>
      {refund.isError ? (
        <Banner tone="error" className="mt-3">
          {t('refund.failed')}
        </Banner>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {confirming ? (
          <>
            <Button variant="danger" disabled={refund.isPending} onClick={() => refund.mutate()}>
              {refund.isPending ? t('refund.working') : t('refund.confirm')}
            </Button>
            <Button variant="secondary" disabled={refund.isPending} onClick={() => setConfirming(false)}>
              {t('refund.cancel')}
            </Button>
          </>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('refund.ask')}
          </Button>
        )}
      </div>
    </section>
  );
}
