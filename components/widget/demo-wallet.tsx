/**
 * The demo widget of /widget (spec §1, §7): the copy that names the demo asset (clientConfig.demoAssetCode),
 * formatted here on the server, around the interactive panel (./demo-wallet-panel.tsx: the test wallet from
 * GET /demo/create and the way into the order flow that buys into it). The browser then formats no ICU message on
 * /widget's load (see the panel on why that matters).
 */
import { getTranslations } from 'next-intl/server';
import { clientConfig } from '@/lib/config';
import { DemoWalletPanel } from './demo-wallet-panel';

export interface DemoWalletProps {
  /** Create the wallet on arrival (`demo=true`). */
  auto: boolean;
  /** Widget parameters carried into the order flow (lib/widget/params widgetEntry). */
  carried: Record<string, string>;
}

/**
 * The demo wallet panel of /widget: the asset, its issuer, the created wallet and the way to buy into it.
 * @param props see {@link DemoWalletProps}
 * @returns the panel with its copy in the request's language
 */
export async function DemoWallet({ auto, carried }: DemoWalletProps) {
  const t = await getTranslations('widget');
  const asset = clientConfig.demoAssetCode;
  return (
    <DemoWalletPanel auto={auto} carried={carried} body={t('demoBody', { asset })} buyLabel={t('demoBuy', { asset })} />
  );
}
