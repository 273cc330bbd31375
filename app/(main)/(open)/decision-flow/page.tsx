/**
 * /decision-flow (spec §2): the person chooses to buy (on-ramp) or sell (off-ramp) USDC, one decision
 * on the screen. What a partner passed in the URL (amount, amount_in, payment_currency, crypto_currency, wallet,
 * language, theme, signature, return_to, redirect_url: lib/order/draft) is carried on into /order's query; the
 * language and theme apply here already. A partner that already chose the direction (`mode`) or signed the
 * order (`signature`) skips the question.
 */
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { DirectionChoice } from '@/components/order/direction-choice';
import { OpenOrderNotice } from '@/components/order/open-order-notice';
import { PartnerPreferences } from '@/components/order/partner-preferences';
import { Card, ScreenTitle } from '@/components/ui/card';
import { getRates } from '@/lib/api/rates';
import type { RampDirection } from '@/lib/domain/directions';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { routeDataOrEmpty, serverCaller } from '@/lib/http/server';
import { routeMetadata } from '@/lib/i18n/route-metadata';
import { partnerParams } from '@/lib/order/draft';

export const generateMetadata = routeMetadata('/decision-flow');

/** The order form's URL for a direction, with the partner's parameters carried on. */
function orderHref(path: '/order' | '/order-form', carried: Record<string, string>, mode: RampDirection): string {
  return `${path}?${new URLSearchParams({ ...carried, mode }).toString()}`;
}

export default async function DecisionFlowPage({ searchParams }: QueryPageProps) {
  const [t, locale, query, call] = await Promise.all([
    getTranslations('decisionFlow'),
    getLocale(),
    pageQueryOf(searchParams),
    serverCaller(),
  ]);
  const carried = partnerParams(query);
  if (carried.mode === 'on-ramp' || carried.mode === 'off-ramp') redirect(orderHref('/order', carried, carried.mode));
  if (carried.signature) redirect(`/order?${new URLSearchParams(carried).toString()}`);

  // The currencies on offer make the choice concrete ("Pay with BRL, EUR or USD"); without them, a general line.
  const rates = await routeDataOrEmpty('rates', () => call(getRates), { rates: [] });
  const currencies = rates.rates.map((r) => r.payment_currency);
  const list = new Intl.ListFormat(locale, { type: 'disjunction' }).format(currencies);

  return (
    <Card>
      <PartnerPreferences language={carried.language} theme={carried.theme} />
      <ScreenTitle>{t('title')}</ScreenTitle>
      <p className="-mt-2 mb-6 text-grey-400">{t('subtitle')}</p>
      <OpenOrderNotice />
      <nav aria-label={t('choicesLabel')} className="flex flex-col gap-3">
        <DirectionChoice
          testId="choose-buy"
          direction="on-ramp"
          href={orderHref('/order', carried, 'on-ramp')}
          title={t('buyTitle')}
          body={currencies.length ? t('buyBodyCurrencies', { currencies: list }) : t('buyBody')}
        />
        <DirectionChoice
          testId="choose-sell"
          direction="off-ramp"
          href={orderHref('/order', carried, 'off-ramp')}
          title={t('sellTitle')}
          body={t('sellBody')}
        />
      </nav>
      <p className="mt-6 text-center text-sm text-grey-400">
        {t('cardHint')}{' '}
        <Link
          href={orderHref('/order-form', carried, 'on-ramp')}
          className="font-semibold text-green-500 underline-offset-4 hover:underline"
        >
          {t('cardLink')}
        </Link>
      </p>
    </Card>
  );
}
