'use client';

/**
 * The demo wallet panel of /widget ({@link DemoWallet}), loaded only where it is shown: the sandbox, or a build
 * with ENABLE_DEMO_WALLET. A partner's /widget in production never shows it, so its code is not in that page's
 * first load (issue 11). React.lazy rather than next/dynamic, whose runtime would cost more than the panel saves.
 * The server renders the panel as usual; the browser keeps that markup until the chunk is there to hydrate it.
 * A chunk that cannot load is logged and reported, and the panel's place stays empty (the widget works without it).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { captureException } from '@/lib/sentry/capture';
import { widgetLog } from '@/lib/widget/log';
import type { DemoWalletProps } from './demo-wallet';

const DemoWallet = lazy(() =>
  import('./demo-wallet')
    .then((module): { default: (props: DemoWalletProps) => ReactNode } => ({ default: module.DemoWallet }))
    .catch((error: unknown) => {
      widgetLog.warn('could not load the demo wallet', error);
      captureException(error, { tags: { area: 'widget' } });
      return { default: () => null };
    }),
);

/** {@link DemoWallet}, code-split. */
export function DemoWalletSlot(props: DemoWalletProps) {
  return (
    <Suspense fallback={null}>
      <DemoWallet {...props} />
    </Suspense>
  );
}
