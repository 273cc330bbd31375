/**
 * /payment (spec §2 protected; the card flow): the card payment step of an order created on /order-form.
 * Reads `id` (no id → /404); loads the person's own transaction (GET /user/transactions/{id}: someone else's is a
 * 404 → /404) and how it is paid (GET /transaction-info/{id}: the provider's card form url), both through
 * lib/transactions/server (spec §8: a failed load of the transaction → the "could not be loaded" notice; of the
 * payment details, optional data → the notice in place of the card form, the summary still shown). Shows what is paid
 * and received, then the card form (components/payment/card-payment). The provider sends the person to
 * /final-step?id=…&transaction=<token>, or back here with `error=invalid_card` / `error=not_payable`. An order that
 * no longer waits for payment leads to its final step.
 */
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LoadFailed } from '@/components/errors/load-failed';
import { CardPayment } from '@/components/payment/card-payment';
import { Banner } from '@/components/ui/banner';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { LabelValueList } from '@/components/ui/label-value-list';
import { Money, type MoneySide } from '@/components/ui/money';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { firstString } from '@/lib/http/query';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { NOT_FOUND_PATH } from '@/lib/routes';
import { assetCode } from '@/lib/transactions/pay';
import { loadOwnTransaction, loadTransactionInfo } from '@/lib/transactions/server';

export const generateMetadata = routeMetadata('/payment');

export default async function PaymentPage({ searchParams }: QueryPageProps) {
  const [t, format, query] = await Promise.all([getTranslations('payment'), getFormatter(), pageQueryOf(searchParams)]);
  const id = firstString(query.id)?.trim();
  if (!id || !/^[A-Za-z0-9-]{1,100}$/.test(id)) redirect(NOT_FOUND_PATH);
  const [tx, info] = await Promise.all([loadOwnTransaction(id), loadTransactionInfo(id)]);
  if (!tx) {
    return (
      <Card>
        <ScreenTitle>{t('title')}</ScreenTitle>
        <LoadFailed />
      </Card>
    );
  }
  const error = firstString(query.error);
  const payCode = assetCode(tx.details.amount_in_asset);
  const getCode = assetCode(tx.details.amount_out_asset);
  // Money as money (lib/money/format): what the person pays rounds up, what they get down.
  const amount = (value: string | null | undefined, code: string, side: MoneySide) =>
    value ? <Money amount={value} code={code} side={side} /> : '—';
  const finalStep = `/final-step?${new URLSearchParams({ id }).toString()}`;
  const payable = tx.status === 'incomplete';
  const expires = info?.payment?.expires_at ? new Date(info.payment.expires_at) : null;

  return (
    <Card>
      <ScreenTitle>{t('title')}</ScreenTitle>
      <div className="mb-4 rounded-2xl bg-grey-50 p-4" data-testid="payment-summary">
        <LabelValueList
          rows={[
            { label: t('youPay'), value: amount(tx.amount_in, payCode, 'pay'), strong: 'large' },
            { label: t('youGet'), value: amount(tx.amount_out, getCode, 'get') },
            { label: t('reference'), value: info?.payment?.reference ?? id.slice(0, 8).toUpperCase() },
            ...(expires && payable && !Number.isNaN(expires.getTime())
              ? [
                  {
                    label: t('payBefore'),
                    value: format.dateTime(expires, {
                      hour: '2-digit',
                      minute: '2-digit',
                      day: 'numeric',
                      month: 'short',
                    }),
                  },
                ]
              : []),
          ]}
        />
      </div>

      {!payable ? (
        <div data-testid="payment-not-payable">
          <Banner tone="info" title={t('notPayableTitle')}>
            {t('notPayableBody')}
          </Banner>
          <Link href={finalStep} className={buttonVariants({ width: 'full', className: 'mt-6' })}>
            {t('toFinalStep')}
          </Link>
        </div>
      ) : (
        <>
          {error === 'invalid_card' || error === 'not_payable' ? (
            <Banner tone="error" title={t('cardRefusedTitle')} className="mb-4">
              {error === 'invalid_card' ? t('invalidCard') : t('notPayableBody')}
            </Banner>
          ) : null}
          {info === null ? (
            <LoadFailed />
          ) : info.payment?.url ? (
            <>
              <p className="mb-4 text-sm text-grey-400">{t('intro')}</p>
              <CardPayment url={info.payment.url} />
            </>
          ) : (
            <Banner tone="info" title={t('instructionsTitle')}>
              {info.payment?.instructions ?? t('noInstructions')}
            </Banner>
          )}
        </>
      )}
    </Card>
  );
}
