/**
 * /widget (spec §1, §2), outside the main layout: the entry partners embed in a frame or a webview, or
 * link to. It reads its URL parameters (lib/widget/params: unknown or malformed values are ignored with a logged
 * warning, never an error), learns the partner from the origin of redirect_url (GET /wallet against it, spec §7;
 * else the product's branding, or the session's wallet_name in the header), and leads into the order flows in
 * one of the two modes of spec §1:
 * - standalone: buy or sell with the app's own flows (/order, /order-form for card payments), or straight on when
 *   the partner chose the direction or signed the order;
 * - ramp: the partner prepared the order with the provider's payment method; /ramp follows its redirects.
 * Without a partner (or with `demo=true`) it offers the demo widget (a GET /demo/create wallet for USDC), where the
 * demo wallet is enabled: always in the sandbox, in production only with ENABLE_DEMO_WALLET=true.
 * The partner's language and theme were already applied by middleware.ts before this renders; the widget
 * session (partner, header, events, callbacks) is kept for the screens after it; the host-event bridge says
 * `ready` to the host page.
 */
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Header } from '@/components/layout/header';
import { DirectionChoice } from '@/components/order/direction-choice';
import { PartnerPreferences } from '@/components/order/partner-preferences';
import { buttonVariants } from '@/components/ui/button';
import { Card, ScreenTitle } from '@/components/ui/card';
import { LabelValue, LabelValueList } from '@/components/ui/label-value-list';
import { DemoWallet } from '@/components/widget/demo-wallet';
import { StorageGate } from '@/components/widget/storage-gate';
import { OutboundLink } from '@/components/widget/webview';
import { WidgetBridge } from '@/components/widget/widget-bridge';
import { WidgetStart } from '@/components/widget/widget-start';
import { clientConfig } from '@/lib/config';
import { getServerConfig } from '@/lib/config/server';
import { PARTNER_DISPLAY_NAMES } from '@/lib/domain/partners';
import { pageQueryOf, type QueryPageProps } from '@/lib/http/page-query';
import { widgetRequest } from '@/lib/widget/server';

export async function generateMetadata({ searchParams }: QueryPageProps) {
  const [{ session }, t] = await Promise.all([
    pageQueryOf(searchParams).then(widgetRequest),
    getTranslations('routes'),
  ]);
  return { title: session.title ?? t('widget') };
}

export default async function WidgetPage({ searchParams }: QueryPageProps) {
  const [{ params, warnings, entry, partner, session }, t, tc] = await Promise.all([
    pageQueryOf(searchParams).then(widgetRequest),
    getTranslations('widget'),
    getTranslations('common'),
  ]);
  const partnerName = partner ? PARTNER_DISPLAY_NAMES[partner] : null;
  const showDemo =
    getServerConfig().demoWalletEnabled &&
    (params.demo || (!partner && !params.signature && entry.mode === 'standalone'));
  const app = tc('appName');
  // The asset the widget sells (configuration; the copy names it through an ICU argument).
  const asset = clientConfig.demoAssetCode;

  return (
    <div className="flex min-h-dvh flex-col" data-testid="widget" data-mode={entry.mode} data-partner={partner ?? ''}>
      <Header branding={{ partner, headerDisabled: session.headerDisabled, session }} brandHref="/widget" />
      <main id="main" className="flex flex-1 flex-col py-4 md:py-10">
        <Card>
          <StorageGate partnerName={partnerName} />
          {partnerName ? (
            <p className="mb-2 text-sm font-semibold text-grey-400" data-testid="widget-partner-line">
              {t('partnerLine', { partner: partnerName, app })}
            </p>
          ) : null}
          <ScreenTitle className="mb-2">
            <span data-testid="widget-title">
              {session.title ?? (entry.mode === 'ramp' ? t('rampTitle') : t('title', { asset }))}
            </span>
          </ScreenTitle>
          <p className="mb-6 text-grey-400">
            {entry.mode === 'ramp'
              ? t('rampBody', { partner: partnerName ?? t('yourWallet') })
              : t('subtitle', { asset })}
          </p>

          {entry.mode === 'ramp' ? (
            <RampSummary
              amount={params.amount}
              amountIn={params.amountIn}
              fiat={params.paymentCurrency}
              crypto={params.cryptoCurrency ?? asset}
              direction={entry.direction ?? 'on-ramp'}
            />
          ) : null}

          {entry.continueHref ? (
            <Link href={entry.continueHref} className={buttonVariants({ width: 'full' })} data-testid="widget-continue">
              {entry.mode === 'ramp'
                ? t('continueToPayment')
                : params.signature
                  ? t('continueSigned')
                  : entry.direction === 'off-ramp'
                    ? t('continueSell', { asset })
                    : t('continueBuy', { asset })}
            </Link>
          ) : (
            <nav aria-label={t('choicesLabel')} className="flex flex-col gap-3">
              <DirectionChoice
                testId="widget-buy"
                direction="on-ramp"
                href={entry.buyHref}
                title={t('buyTitle', { asset })}
                body={t('buyBody', { asset })}
              />
              <DirectionChoice
                testId="widget-sell"
                direction="off-ramp"
                href={entry.sellHref}
                title={t('sellTitle', { asset })}
                body={t('sellBody', { asset })}
              />
            </nav>
          )}

          {showDemo ? <DemoWallet auto={params.demo} carried={entry.carried} /> : null}

          <footer className="mt-8 flex flex-wrap items-center justify-center gap-x-2 text-xs text-grey-400">
            <span>{t('securedBy', { app })}</span>
            {/* Not prefetched: outside a webview these open in a new tab, a full page load that never uses
                a prefetch, and each prefetch cost the server two requests (route tree, segments) per widget view. */}
            <OutboundLink
              prefetch={false}
              href="/terms-and-conditions"
              className="small-link"
              data-testid="widget-terms"
            >
              {t('terms')}
            </OutboundLink>
            <OutboundLink
              prefetch={false}
              href="/privacy-and-cookies-policy"
              className="small-link"
              data-testid="widget-privacy"
            >
              {t('privacy')}
            </OutboundLink>
          </footer>
        </Card>
      </main>
      <PartnerPreferences language={params.language} theme={params.theme} />
      <WidgetStart session={session} warnings={warnings} />
      <WidgetBridge session={session} />
    </div>
  );
}

/**
 * The partner-prepared ramp order (spec §2 /ramp parameters), as far as the URL tells. Each amount is labelled
 * with its own currency (partner guide): `amount` is the crypto amount (SEP-24); `amount_in` is what is paid —
 * fiat when buying, crypto when selling. Amounts are the URL's decimal strings, shown as given.
 * @param crypto the crypto asset code (the URL's crypto_currency, else the configured asset).
 * @param fiat the URL's payment_currency, if any (an amount_in to pay without it is shown without a code).
 */
async function RampSummary({
  amount,
  amountIn,
  fiat,
  crypto,
  direction,
}: {
  amount?: string;
  amountIn?: string;
  fiat?: string;
  crypto: string;
  direction: 'on-ramp' | 'off-ramp';
}) {
  const t = await getTranslations('widget');
  const asset = crypto;
  const buying = direction === 'on-ramp';
  const rows: Array<[string, string, string]> = [
    [t('rampDirection'), buying ? t('buyTitle', { asset }) : t('sellTitle', { asset }), 'ramp-direction'],
  ];
  if (amount) rows.push([t('rampAmount'), `${amount} ${crypto}`, 'ramp-amount']);
  if (amountIn)
    rows.push([
      buying ? t('rampAmountIn') : t('rampAmountInSell'),
      `${amountIn} ${buying ? (fiat ?? '') : crypto}`.trim(),
      'ramp-amount-in',
    ]);
  if (fiat) rows.push([t('rampCurrency'), fiat, 'ramp-currency']);
  rows.push([t('rampAsset'), crypto, 'ramp-asset']);
  return (
    <LabelValueList divided className="mb-6 rounded-2xl border border-grey-200 px-4" testId="ramp-summary">
      {rows.map(([label, value, testId]) => (
        <LabelValue key={testId} label={label} valueTestId={testId}>
          {value}
        </LabelValue>
      ))}
    </LabelValueList>
  );
}
