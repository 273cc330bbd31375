/**
 * Main layout (spec §2): header with brand, language, theme and account; the screen below it; the widget's
 * host-event bridge for pages a partner frames.
 */
import type { ReactNode } from 'react';
import { Header } from '@/components/layout/header';
import { WidgetBridge } from '@/components/widget/widget-bridge';

export default function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" className="flex flex-1 flex-col py-4 md:py-10">
        {children}
      </main>
      <WidgetBridge />
    </div>
  );
}
