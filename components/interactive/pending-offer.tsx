'use client';

/**
 * "Continue where you left off" (spec §4): with has_pending_action, the first incomplete transaction
 * prefetched at sign-in (components/session `pendingTransaction`, limit 1) is offered before anything else.
 * Shown by the flow when it is about another transaction, and alone on /interactive-flow without an id.
 */
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import { ScreenTitle } from '@/components/ui/card';
import { LocalTime } from '@/components/ui/local-time';
import type { Transaction } from '@/lib/api/schemas';
import { formatMoney } from '@/lib/money/format';
import { payAmountWithCode } from '@/lib/transactions/pay';

/** The link that continues a transaction in the flow (keeping the wallet's `lang`, if any). */
export function continueHref(id: string, lang?: string | null): string {
  const query = new URLSearchParams({ 'interactive-id': id });
  if (lang) query.set('lang', lang);
  return `/interactive-flow?${query.toString()}`;
}

/**
 * The offer to continue `transaction`.
 * @param standalone true on /interactive-flow without an id: the offer is the screen, with the route's title.
 */
export function PendingOffer({
  transaction,
  lang,
  standalone = false,
}: {
  transaction: Transaction;
  lang?: string | null;
  standalone?: boolean;
}) {
  const t = useTranslations('interactive.pending');
  const routes = useTranslations('routes');
  const locale = useLocale();
  const pay = payAmountWithCode(transaction);
  const offer = (
    <section
      aria-labelledby="pending-offer-title"
      className="mb-5 rounded-2xl border border-yellow-200 bg-yellow-50 p-4"
      data-testid="pending-offer"
    >
      <h2 id="pending-offer-title" className="font-semibold text-text">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-grey-500">
        {t.rich('body', { kind: transaction.kind, date: () => <LocalTime iso={transaction.started_at} /> })}
      </p>
      {pay ? (
        <p className="mt-1 text-sm text-grey-500">
          {t('amount', {
            amount: formatMoney(pay.amount, pay.code, locale, transaction.amount_in ? 'pay' : 'get'),
          })}
        </p>
      ) : null}
      <Link
        href={continueHref(transaction.id, lang)}
        className={buttonVariants({ variant: 'secondary', className: 'mt-3' })}
        data-testid="pending-continue"
      >
        {t('continue')}
      </Link>
    </section>
  );
  if (!standalone) return offer;
  return (
    <>
      <ScreenTitle>{routes('interactiveFlow')}</ScreenTitle>
      {offer}
    </>
  );
}
