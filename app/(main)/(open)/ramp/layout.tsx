/**
 * Layout of /ramp: its redirect island gets the `ramp` messages here, so the other public
 * screens do not carry them (lib/i18n/client-messages.ts).
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';

export default function RampLayout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['ramp']}>{children}</IslandMessages>;
}
