/**
 * Layout of /order (issue 11, third pass): the order form's client islands get the `order`, `common` and
 * `transactions` (its copy buttons) messages here, so the other public screens do not carry them
 * (lib/i18n/client-messages.ts).
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';

export default function OrderFormLayout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['order', 'common', 'transactions']}>{children}</IslandMessages>;
}
