'use client';

/**
 * The notices of the billing details form (spec §8: a 400 of PUT /user/billing/fields stays on the form): the error
 * summary at the top, which lists each field's message as a link to the field, and the "save failed" notice by the
 * submit button. Each sits in a focusable element that is always there, so the form can move the focus to it.
 */
import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Banner } from '@/components/ui/banner';
import type { BillingField } from '@/lib/api/billing';
import { billingFieldId } from '@/lib/billing/fields';
import type { BillingSummary } from './use-billing-submit';

/** Props of {@link BillingErrorSummary}. */
export interface BillingErrorSummaryProps {
  summary: BillingSummary;
  /** The fields that have a message, in the form's order. */
  invalid: BillingField[];
  labelOf: (field: BillingField) => string;
  errorOf: (name: string) => string | undefined;
  /** The element the form focuses when the summary shows. */
  summaryRef: RefObject<HTMLDivElement | null>;
}

/** "Check these fields": a link per field with a message, then the messages of fields the form does not show. */
export function BillingErrorSummary({ summary, invalid, labelOf, errorOf, summaryRef }: BillingErrorSummaryProps) {
  const t = useTranslations('billing');
  return (
    <div ref={summaryRef} tabIndex={-1} className="outline-none" data-testid="billing-summary">
      {summary && summary.kind !== 'failed' && (invalid.length > 0 || summary.other.length > 0) ? (
        <Banner tone="error" title={summary.kind === 'server' ? t('summaryServer') : t('summaryClient')}>
          <p>{t('summaryHint')}</p>
          <ul className="mt-1 list-disc pl-5">
            {invalid.map((f) => (
              <li key={f.name}>
                <a
                  href={`#${billingFieldId(f.name)}`}
                  className="underline underline-offset-2"
                  onClick={(e) => {
                    e.preventDefault();
                    document.getElementById(billingFieldId(f.name))?.focus();
                  }}
                >
                  {labelOf(f)}: {errorOf(f.name)}
                </a>
              </li>
            ))}
            {summary.other.map((message, i) => (
              <li key={`other-${i}`}>{t('otherError', { message })}</li>
            ))}
          </ul>
        </Banner>
      ) : null}
    </div>
  );
}

/**
 * "Your details were not saved; what you typed is kept", by the submit button, where the person is looking when a
 * save fails.
 * @param failed whether the last save failed.
 * @param failedRef the element the form focuses when the notice shows.
 */
export function BillingSaveFailed({
  failed,
  failedRef,
}: {
  failed: boolean;
  failedRef: RefObject<HTMLDivElement | null>;
}) {
  const t = useTranslations('billing');
  return (
    <div ref={failedRef} tabIndex={-1} className="outline-none empty:hidden" data-testid="billing-save-failed">
      {failed ? (
        <Banner tone="error" title={t('saveFailed')}>
          {t('saveFailedKept')}
        </Banner>
      ) : null}
    </div>
  );
}
