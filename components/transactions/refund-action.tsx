'use client';

/**
 * Refund of a transaction (spec §7 PUT /user/transactions/{id}/refund). Offered only while the status is
 * one of lib/transactions/refund (`refundable`, decided by the page); a confirmation step comes first (keyboard focus
 * moves to its confirm button). On success the result ("Refund requested", the new status) is shown and focused, and
 * the server page is refreshed: the component stays mounted at the same place after the refresh (the page always
 * renders it), so the result survives the status becoming `refunded`.
 *
 * The call is left to the screen (policy 'screen-handles', lib/api/refund `refundTransaction`): a 401 goes to
 * login; a 409 (no longer refundable, e.g. refunded in another tab) says so and refreshes the page; anything else
 * shows "could not be requested" with the confirm button still there to try again. Failures are logged and reported.
 */
import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { StatusBadge } from '@/components/transaction-shared/status-badge';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { refundTransaction } from '@/lib/api/refund';
import { callApi } from '@/lib/http/client';
import { failureStatus, reportCallFailure, signInIfUnauthorized } from '@/lib/http/screen-handled';
import { statusDisplay } from '@/lib/transactions/status-labels';

/**
 * The refund panel: explanation, "Ask for a refund", confirmation, result.
 * @param id the transaction's sep24 guid.
 * @param refundable whether the current status allows a refund (lib/transactions/refund `isRefundable`); when false
 *   and no refund was just made here, nothing is rendered.
 */
export function RefundAction({ id, refundable }: { id: string; refundable: boolean }) {
  const t = useTranslations('transactions');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const refund = useMutation({
    mutationFn: () => callApi(refundTransaction, id),
    onSuccess: () => router.refresh(),
    onError: (error) => {
      if (signInIfUnauthorized(error)) return;
      reportCallFailure('refund', error);
      if (failureStatus(error) === 409) router.refresh();
    },
  });

  useEffect(() => {
    if (confirming) document.getElementById(confirmId)?.focus();
  }, [confirming, confirmId]);
  const done = refund.data;
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        className="focus-visible:ring-primary rounded-2xl outline-none focus-visible:ring-2"
        data-testid="refund-result"
      >
        <Banner tone="success" title={t('refund.title')}>
          <span data-testid="refund-done">
            {t('refund.done', { status: t(statusDisplay(done.status, done.extra_status).key as 'status.refunded') })}
          </span>
          <div className="mt-2">
            <StatusBadge status={done.status} extraStatus={done.extra_status} />
          </div>
        </Banner>
      </div>
    );
  }
  const conflict = refund.isError && failureStatus(refund.error) === 409;
  if (!refundable && !conflict) return null;
  return (
    <section className="rounded-2xl border border-grey-100 p-4" aria-labelledby="refund-title" data-testid="refund">
      <h2 id="refund-title" className="font-semibold text-text">
        {confirming ? t('refund.confirmTitle') : t('refund.title')}
      </h2>
      <p className="mt-1 text-sm text-grey-500">{confirming ? t('refund.confirmBody') : t('refund.explain')}</p>
      {refund.isError ? (
        <Banner tone="error" className="mt-3">
          <span data-testid="refund-failed">{conflict ? t('refund.notRefundable') : t('refund.failed')}</span>
        </Banner>
      ) : null}
      {conflict ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          {confirming ? (
            <>
              <Button id={confirmId} variant="danger" disabled={refund.isPending} onClick={() => refund.mutate()}>
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
      )}
    </section>
  );
}
