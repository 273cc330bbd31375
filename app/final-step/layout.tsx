/**
 * Layout of /final-step (spec §2: outside the main layout): no header, no language or theme menus; the screen
 * centred on the page, as the last step a payment provider or a partner's webview returns to. Its transaction
 * reporter (a client island) gets the `widget` messages here (lib/i18n/client-messages.ts).
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';
import { WidgetBridge } from '@/components/widget/widget-bridge';

export default function FinalStepLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col justify-center py-4 md:py-10">
      <IslandMessages namespaces={['widget']}>{children}</IslandMessages>
      {/* Host events for a partner's frame: the end of the widget's flow. */}
      <WidgetBridge />
    </main>
  );
}
