/**
 * Layout of /decision-flow: its open-order notice (a client island) gets the `decisionFlow`
 * messages here, so the other public screens do not carry them (lib/i18n/client-messages.ts).
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';

export default function DecisionFlowLayout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['decisionFlow']}>{children}</IslandMessages>;
}
