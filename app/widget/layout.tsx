/**
 * Layout of /widget: the widget's client islands (storage check, demo wallet) get the
 * `widget` messages here, so the other public screens do not carry them (lib/i18n/client-messages.ts). No
 * `transactions`: no island of /widget has a copy button.
 */
import type { ReactNode } from 'react';
import { IslandMessages } from '@/components/layout/island-messages';

export default function WidgetLayout({ children }: { children: ReactNode }) {
  return <IslandMessages namespaces={['widget']}>{children}</IslandMessages>;
}
