/**
 * Layout of /order: the order form's client islands get the `order` messages here, so the other public screens do not
 * carry them (lib/i18n/client-messages.ts; not `transactions`: the order form renders no copy button). The messages
 * of the later steps (the wallet entry's, the sell's payout) come with those steps (components/order/later-step-messages),
 * not with the first screen. Its queries (quote, wallets, billing check) get the app's query cache here too
 * (components/query/query-provider.tsx).
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';
import { LATER_STEP_KEYS } from '@/components/order/later-step-messages';
import { QueryProvider } from '@/components/query/query-provider';

export default function OrderFormLayout({ children }: { children: ReactNode }) {
  return (
    <IslandMessages namespaces={['order']} omit={{ order: LATER_STEP_KEYS }}>
      <QueryProvider>{children}</QueryProvider>
    </IslandMessages>
  );
}
