'use client';

/**
 * The interactive panel of the demo widget (./demo-wallet.tsx renders it with its copy): a test wallet from
 * GET /demo/create that receives the demo asset — asset code and issuer account from configuration
 * (clientConfig.demoAssetCode, demoAssetIssuer) — and a way into the order flow that buys into it (the wallet saved
 * as the order form's draft, ./demo-order; `crypto_currency` prefill). Created on request (a button), or at once when the widget URL says
 * `demo=true`. An HTTP failure follows the global error rule (spec §8); an answer that does not parse is shown here
 * with a retry. The two lines that name the asset come formatted from the server: an ICU message with an argument,
 * formatted in the browser, is the page's first use of `Intl` and makes the hydration task wait for the engine's
 * locale data (how long: docs/performance.md "Figures behind choices in the code").
 */
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { DemoWallet as DemoWalletAnswer } from '@/lib/api/wallets';
import { clientConfig } from '@/lib/config';
import { stringifyQuery } from '@/lib/http/query';
import { widgetLog } from '@/lib/widget/log';

type State =
  | { phase: 'idle' | 'creating' | 'failed' }
  | { phase: 'ready'; demo: DemoWalletAnswer; startOrder: () => void };

export interface DemoWalletPanelProps {
  /** Create the wallet on arrival (`demo=true`). */
  auto: boolean;
  /** Widget parameters carried into the order flow (lib/widget/params widgetEntry). */
  carried: Record<string, string>;
  /** `widget.demoBody` for the demo asset, formatted. */
  body: string;
  /** `widget.demoBuy` for the demo asset, formatted. */
  buyLabel: string;
}

/**
 * The demo wallet panel of /widget: the asset, its issuer, the created wallet and the way to buy into it.
 * @param props see {@link DemoWalletPanelProps}
 */
export function DemoWalletPanel({ auto, carried, body, buyLabel }: DemoWalletPanelProps) {
  const t = useTranslations('widget');
  const [state, setState] = useState<State>({ phase: 'idle' });
  const asset = clientConfig.demoAssetCode;

  const create = useCallback(async () => {
    setState({ phase: 'creating' });
    try {
      // The API client and the answer's schema (ky, zod, big.js) load with the first creation, not with /widget;
      // a chunk that cannot load is a failure like any other, shown with its retry.
      const [{ createDemoWallet }, { callApi }, { saveDemoOrder }] = await Promise.all([
        import('@/lib/api/wallets'),
        import('@/lib/http/client'),
        import('./demo-order'),
      ]);
      const demo = await callApi(createDemoWallet);
      setState({ phase: 'ready', demo, startOrder: () => saveDemoOrder(demo.wallet) });
    } catch (error) {
      // HTTP errors already went through the global rule (it navigates); anything else is shown here.
      widgetLog.warn('the demo wallet could not be created', error);
      setState({ phase: 'failed' });
    }
  }, []);

  const started = useRef(false);
  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void create();
  }, [auto, create]);

  const buyHref = `/order?${stringifyQuery({ mode: 'on-ramp', ...carried, crypto_currency: asset })}`;

  return (
    <section
      className="mt-6 rounded-2xl border border-dashed border-grey-200 p-4"
      aria-labelledby="demo-title"
      data-testid="demo-wallet"
    >
      <h2 id="demo-title" className="flex items-center gap-2 font-semibold text-text">
        <span className="rounded-full border border-yellow-200 bg-yellow-50 px-2 py-0.5 text-xs font-bold text-yellow-500">
          {t('demoBadge')}
        </span>
        {t('demoTitle')}
      </h2>
      <p className="mt-1 text-sm text-grey-400">{body}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-grey-400">{t('demoAsset')}</dt>
        <dd className="font-medium text-text" data-testid="demo-asset">
          {asset}
        </dd>
        <dt className="text-grey-400">{t('demoIssuer')}</dt>
        <dd
          className="font-mono text-xs break-all text-text"
          title={clientConfig.demoAssetIssuer}
          data-testid="demo-issuer"
        >
          {clientConfig.demoAssetIssuer}
        </dd>
        {state.phase === 'ready' ? (
          <>
            <dt className="text-grey-400">{t('demoAddress')}</dt>
            <dd className="font-mono text-xs break-all text-text" data-testid="demo-address">
              {state.demo.wallet.address}
            </dd>
          </>
        ) : null}
      </dl>

      {state.phase === 'ready' ? (
        <Link
          href={buyHref}
          onClick={state.startOrder}
          className={buttonVariants({ width: 'full', className: 'mt-4' })}
          data-testid="demo-buy"
        >
          {buyLabel}
        </Link>
      ) : state.phase === 'creating' ? (
        <div className="mt-4 flex items-center gap-2 text-sm text-grey-400">
          <Spinner label={t('demoCreating')} />
          <span aria-hidden="true">{t('demoCreating')}</span>
        </div>
      ) : (
        <>
          {state.phase === 'failed' ? (
            <Banner tone="error" className="mt-3">
              {t('demoFailed')}
            </Banner>
          ) : null}
          <Button
            variant="secondary"
            width="full"
            className="mt-4"
            onClick={() => void create()}
            data-testid="demo-create"
          >
            {state.phase === 'failed' ? t('retry') : t('demoCreate')}
          </Button>
        </>
      )}
    </section>
  );
}
