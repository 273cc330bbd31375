/**
 * Layout of /widget (issue 11, third pass): the widget's client islands (storage gate, demo wallet) get the
 * `widget` and `transactions` (the copy buttons) messages here, so the other public screens do not carry them
 * (lib/i18n/client-messages.ts).
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';

export default function WidgetLayout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['widget', 'transactions']}>{children}</IslandMessages>;
}
